import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  FISCAL_UNSENT_WARNING_HOURS,
  FISCAL_UNSIGNED_WARNING_HOURS,
  type FiscalUnsignedOverdueTill,
} from '@repair-shop/contracts';
import { clientTicketCode, formatDateTime } from '@repair-shop/web';
import { FROM_DASHBOARD_STATE, jobPath } from '../../../../routes';
import { FISCAL_OVERDUE_SHOWN, useFiscalOverdue } from '../../hooks/use-fiscal-overdue';

/** "3 fatura nuk janë dërguar te tatimet prej më shumë se 24 orësh. Ligji lejon 48 orë." */
export function fiscalOverdueText(overdue: number): string {
  const unsent = overdue === 1 ? '1 faturë nuk është dërguar' : `${overdue} fatura nuk janë dërguar`;
  return `${unsent} te tatimet prej më shumë se ${FISCAL_UNSENT_WARNING_HOURS} orësh. Ligji lejon 48 orë.`;
}

/**
 * "Arka «Banaku» (POS 1) ka 2 kupona të panënshkruar prej më shumë se 48 orësh: …" — a till that has not
 * signed in time is a browser left closed, which only the shop can open.
 */
export function fiscalUnsignedText(till: FiscalUnsignedOverdueTill): string {
  const name = till.stationName
    ? `Arka «${till.stationName}» (POS ${till.posId})`
    : `Arka POS ${till.posId} (e fshirë)`;
  const coupons = till.count === 1 ? '1 kupon të panënshkruar' : `${till.count} kupona të panënshkruar`;
  return `${name} ka ${coupons} prej më shumë se ${FISCAL_UNSIGNED_WARNING_HOURS} orësh, afati që lejon ligji: hapni faqen e printerit të saj që t'i nënshkruajë dhe t'i dërgojë në ATK.`;
}

/** Kosovo: coupons a till has left unsigned past the law's limit, named per till. */
function FiscalUnsignedAlert({ tills }: { tills: FiscalUnsignedOverdueTill[] }) {
  return (
    <Alert color="red" variant="light" title="Kupona të panënshkruar nga arka">
      <List size="sm" spacing={2} aria-label="Arkat me kupona të panënshkruar">
        {tills.map((till) => (
          <List.Item key={till.posId}>{fiscalUnsignedText(till)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * For the owner and managers: invoices the tax office has not accepted a day after they were issued (the
 * outbox keeps sending them; a refused one needs the shop), with the oldest and their jobs. Nothing when
 * none is overdue, or when the shop issues no fiscal documents.
 */
export function FiscalOverdueAlert() {
  const pending = useFiscalOverdue();
  const overdue = pending.data?.overdue ?? 0;
  const unsignedTills = pending.data?.unsignedOverdueTills ?? [];
  if (overdue === 0 && unsignedTills.length === 0) return null;
  if (overdue === 0) return <FiscalUnsignedAlert tills={unsignedTills} />;
  // Oldest first: the overdue ones lead the list.
  const shown = (pending.data?.documents ?? []).slice(0, Math.min(overdue, FISCAL_OVERDUE_SHOWN));
  const more = overdue - shown.length;
  return (
    <Stack gap="sm">
      {unsignedTills.length > 0 && <FiscalUnsignedAlert tills={unsignedTills} />}
      <Alert color="red" variant="light" title="Fatura të padërguara te tatimet">
        <Stack gap="xs">
          <Text size="sm">{fiscalOverdueText(overdue)}</Text>
          <List size="sm" spacing={2} aria-label="Faturat më të vjetra të padërguara">
            {shown.map((document) => (
              <List.Item key={document.id}>
                Nr. {document.number} · {formatDateTime(document.issuedAt)}
                {document.jobId && (
                  <>
                    {' · '}
                    <Anchor component={Link} to={jobPath(document.jobId)} state={FROM_DASHBOARD_STATE} size="sm">
                      Puna #{clientTicketCode(document.jobId)}
                    </Anchor>
                  </>
                )}
                {document.error && (
                  <Text component="span" size="sm" c="dimmed">
                    {' '}
                    — {document.error}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
          {more > 0 && <Text size="sm">Dhe {more} të tjera.</Text>}
        </Stack>
      </Alert>
    </Stack>
  );
}

import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FISCAL_UNSENT_WARNING_HOURS } from '@repair-shop/contracts';
import { clientTicketCode, formatDateTime } from '@repair-shop/web';
import { FROM_DASHBOARD_STATE, jobPath } from '../../../../routes';
import { FISCAL_OVERDUE_SHOWN, useFiscalOverdue } from '../../hooks/use-fiscal-overdue';

/** "3 fatura nuk janë dërguar te tatimet prej më shumë se 24 orësh. Ligji lejon 48 orë." */
export function fiscalOverdueText(overdue: number): string {
  const unsent = overdue === 1 ? '1 faturë nuk është dërguar' : `${overdue} fatura nuk janë dërguar`;
  return `${unsent} te tatimet prej më shumë se ${FISCAL_UNSENT_WARNING_HOURS} orësh. Ligji lejon 48 orë.`;
}

/**
 * For the owner and managers: invoices the tax office has not accepted a day after they were issued (the
 * outbox keeps sending them; a refused one needs the shop), with the oldest and their jobs. Nothing when
 * none is overdue, or when the shop issues no fiscal documents.
 */
export function FiscalOverdueAlert() {
  const pending = useFiscalOverdue();
  const overdue = pending.data?.overdue ?? 0;
  if (overdue === 0) return null;
  // Oldest first: the overdue ones lead the list.
  const shown = (pending.data?.documents ?? []).slice(0, Math.min(overdue, FISCAL_OVERDUE_SHOWN));
  const more = overdue - shown.length;
  return (
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
  );
}

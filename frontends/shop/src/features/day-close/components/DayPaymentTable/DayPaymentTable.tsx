import { Alert, Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, type Currency, type DayPaymentLine } from '@repair-shop/contracts';
import { formatMoney, TableScroll } from '@repair-shop/web';
import { FROM_DASHBOARD_STATE, jobPath } from '../../../../routes';
import { usePhoneLayout } from '../../../../hooks/use-phone-layout';
import { timeOf } from '../../../../utils/days';
import { DayPaymentLines } from './DayPaymentLines';
import { PAYMENT_KIND_COLORS } from './payment-kind-colors';

export const PAYMENTS_TITLE = 'Pagesat e ditës';
export const TRUNCATED_TEXT =
  'Shfaqen vetëm 1000 pagesat e para të ditës. Të gjitha i gjeni te «Eksporto» në Statistikat.';

interface Props {
  payments: DayPaymentLine[];
  truncated: boolean;
  currency: Currency;
}

/**
 * Every payment and refund of the day, oldest first: when, which job, whose, what, how, who took it and
 * how much; rows of their own on a phone.
 */
export function DayPaymentTable({ payments, truncated, currency }: Props) {
  const phone = usePhoneLayout();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {PAYMENTS_TITLE}
        </Title>
        {payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            Asnjë pagesë në këtë ditë.
          </Text>
        ) : phone ? (
          <DayPaymentLines payments={payments} label={PAYMENTS_TITLE} currency={currency} />
        ) : (
          <TableScroll minWidth={760} label={PAYMENTS_TITLE}>
            <Table aria-label={PAYMENTS_TITLE} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Ora</Table.Th>
                  <Table.Th>Bileta</Table.Th>
                  <Table.Th>Klienti</Table.Th>
                  <Table.Th>Lloji</Table.Th>
                  <Table.Th>Mënyra</Table.Th>
                  <Table.Th>Mori pagesën</Table.Th>
                  <Table.Th ta="right">Shuma</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{timeOf(payment.createdAt)}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={jobPath(payment.jobId)}
                        state={FROM_DASHBOARD_STATE}
                        fz="sm"
                        fw={600}
                      >
                        {payment.ticket}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{payment.clientName}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={PAYMENT_KIND_COLORS[payment.kind]}>
                        {PAYMENT_KIND_LABELS[payment.kind]}
                      </Badge>
                      {/* Taken in a counter sale: its money is counted once, with the sale's. */}
                      {payment.saleNumber ? (
                        <Text size="xs" c="dimmed">
                          Shitja nr. {payment.saleNumber}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{PAYMENT_METHOD_LABELS[payment.method]}</Table.Td>
                    <Table.Td>{payment.takenBy}</Table.Td>
                    <Table.Td
                      ta="right"
                      fw={600}
                      c={payment.kind === 'refund' ? 'red.7' : undefined}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {payment.kind === 'refund' ? '−' : ''}
                      {formatMoney(payment.amount, currency)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        {truncated && (
          <Alert color="yellow" variant="light">
            {TRUNCATED_TEXT}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

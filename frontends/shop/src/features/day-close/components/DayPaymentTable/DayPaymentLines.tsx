import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, type Currency, type DayPaymentLine } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';
import { FROM_DASHBOARD_STATE, jobPath } from '../../../../routes';
import { timeOf } from '../../../../utils/days';
import { LineItem, LineList } from '../../../../components/CardList/CardList';
import { PAYMENT_KIND_COLORS } from './payment-kind-colors';

interface Props {
  payments: DayPaymentLine[];
  label: string;
  currency: Currency;
}

/** The day's payments as rows (phones), with what the table shows: the amount beside when and whose. */
export function DayPaymentLines({ payments, label, currency }: Props) {
  return (
    <LineList label={label}>
      {payments.map((payment) => (
        <LineItem key={payment.id}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {timeOf(payment.createdAt)}
                </Text>
                <Anchor component={Link} to={jobPath(payment.jobId)} state={FROM_DASHBOARD_STATE} fz="sm" fw={600}>
                  {payment.ticket}
                </Anchor>
                <Badge variant="light" color={PAYMENT_KIND_COLORS[payment.kind]} size="sm">
                  {PAYMENT_KIND_LABELS[payment.kind]}
                </Badge>
              </Group>
              <Text size="sm">{payment.clientName}</Text>
              <Text size="xs" c="dimmed">
                {PAYMENT_METHOD_LABELS[payment.method]} · {payment.takenBy}
              </Text>
            </Stack>
            <Text fw={600} c={payment.kind === 'refund' ? 'red.7' : undefined} style={{ whiteSpace: 'nowrap' }}>
              {payment.kind === 'refund' ? '−' : ''}
              {formatMoney(payment.amount, currency)}
            </Text>
          </Group>
        </LineItem>
      ))}
    </LineList>
  );
}

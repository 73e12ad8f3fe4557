import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type Currency,
  type PaymentKind,
  type PaymentResponse,
} from '@repair-shop/contracts';
import { fiscalDocumentOf, formatDateTime, formatMoney, jobFiscalDocumentsQuery } from '@repair-shop/web';
import { useIssuesFiscalDocuments } from '../../../../hooks/use-issues-fiscal-documents';
import { paymentReceiptPrintPath } from '../../../../routes';
import { PrinterIcon } from '../../../../components/Icons/icons';
import { FiscalStatusBadge } from '../FiscalStatusBadge/FiscalStatusBadge';

const KIND_COLORS: Record<PaymentKind, string> = { deposit: 'indigo', payment: 'teal', refund: 'red' };

interface Props {
  jobId: string;
  payments: PaymentResponse[];
  currency: Currency;
}

/**
 * Every payment and refund of the job, oldest first, as recorded (never edited): what, how, how much,
 * who, when; each with its thermal receipt to print and, in a shop that issues fiscal documents, what
 * the tax office made of its invoice.
 */
export function PaymentList({ jobId, payments, currency }: Props) {
  const navigate = useNavigate();
  const issuesFiscalDocuments = useIssuesFiscalDocuments();
  const documents = useQuery(jobFiscalDocumentsQuery(jobId, issuesFiscalDocuments)).data ?? [];
  if (payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nuk është regjistruar ende asnjë pagesë.
      </Text>
    );
  }
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Lista e pagesave">
      {payments.map((payment, index) => (
        <Group
          component="li"
          key={payment.id}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="sm"
          py="xs"
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
        >
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color={KIND_COLORS[payment.kind]}>
                {PAYMENT_KIND_LABELS[payment.kind]}
              </Badge>
              <Text size="sm">{PAYMENT_METHOD_LABELS[payment.method]}</Text>
              <FiscalStatusBadge document={fiscalDocumentOf(documents, payment.id)} />
              {payment.fiscalReceiptNumber && (
                <Text size="sm" c="dimmed">
                  Kuponi fiskal nr. {payment.fiscalReceiptNumber}
                </Text>
              )}
            </Group>
            {payment.note && (
              <Text size="sm" style={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
                {payment.note}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {payment.takenBy.name} · {formatDateTime(payment.createdAt)}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Text fw={600} c={payment.kind === 'refund' ? 'red.7' : undefined} style={{ whiteSpace: 'nowrap' }}>
              {payment.kind === 'refund' ? '−' : ''}
              {formatMoney(payment.amount, currency)}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<PrinterIcon size={14} />}
              onClick={() => navigate(paymentReceiptPrintPath(jobId, payment.id))}
            >
              Printo dëftesën
            </Button>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

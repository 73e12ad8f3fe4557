import { Button, Group, Modal, NumberInput, Radio, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PAYMENT_KIND_LABELS,
  type Currency,
  type PaymentResponse,
  type JobPrintDocument,
  type PrintStationResponse,
} from '@repair-shop/contracts';
import { formatDateTime, formatMoney } from '@repair-shop/web';
import { useSendToPrinter } from '../../hooks/use-send-to-printer';
import { preferredStation, rememberStation } from '../../utils/last-station';
import {
  MAX_PRINT_COPIES,
  copiesError,
  defaultCopies,
  defaultSize,
  documentChoices,
  latestPaymentId,
  sizeChoices,
  toPrintRequest,
  type SendValues,
} from '../../utils/print-choices';

interface Props {
  opened: boolean;
  onClose: () => void;
  jobId: string;
  stations: PrintStationResponse[];
  payments: PaymentResponse[];
  currency: Currency;
}

const paymentLabel = (payment: PaymentResponse, currency: Currency): string =>
  `${PAYMENT_KIND_LABELS[payment.kind]} · ${payment.kind === 'refund' ? '−' : ''}${formatMoney(payment.amount, currency)} · ${formatDateTime(payment.createdAt)}`;

function SendForm({
  jobId,
  stations,
  payments,
  currency,
  onDone,
}: Omit<Props, 'opened' | 'onClose'> & { onDone: () => void }) {
  const send = useSendToPrinter(jobId);
  const form = useForm<SendValues>({
    mode: 'controlled',
    initialValues: {
      stationId: preferredStation(stations),
      document: 'label',
      size: defaultSize('label'),
      paymentId: latestPaymentId(payments),
      copies: defaultCopies('label'),
    },
    validate: {
      stationId: (value) => (value ? null : 'Zgjidhni printerin'),
      copies: (value) => copiesError(Number(value)),
    },
  });

  const { document } = form.values;
  const sizes = sizeChoices(document);
  const chooseDocument = (value: string): void => {
    const chosen = value as JobPrintDocument;
    form.setValues({ document: chosen, size: defaultSize(chosen), copies: defaultCopies(chosen) });
  };
  const submit = form.onSubmit((values) => {
    if (send.isPending) return;
    rememberStation(values.stationId);
    send.mutate(
      // The document is chosen from radios that show no mark: a refusal of it is a notification.
      { request: toPrintRequest({ ...values, copies: Number(values.copies) }), form, names: { document: null } },
      { onSuccess: onDone },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Printeri"
          data={stations.map((station) => ({
            value: station.id,
            label: station.paired ? station.name : `${station.name} (pa çiftuar)`,
          }))}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('stationId')}
        />
        <Radio.Group label="Dokumenti" value={document} onChange={chooseDocument}>
          <Stack gap="xs" mt={6}>
            {documentChoices(payments.length > 0).map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </Stack>
        </Radio.Group>
        {sizes.length > 0 ? (
          <Radio.Group
            label={document === 'label' ? 'Madhësia e etiketës' : 'Gjerësia e letrës'}
            {...form.getInputProps('size')}
          >
            <Group gap="md" mt={6} wrap="wrap">
              {sizes.map((choice) => (
                <Radio key={choice.value} value={choice.value} label={choice.label} />
              ))}
            </Group>
          </Radio.Group>
        ) : (
          <Text size="sm" c="dimmed">
            Fatura printohet në letër A4.
          </Text>
        )}
        {document === 'payment_receipt' && (
          <Select
            label="Pagesa"
            data={payments.map((payment) => ({ value: payment.id, label: paymentLabel(payment, currency) }))}
            allowDeselect={false}
            {...form.getInputProps('paymentId')}
          />
        )}
        <NumberInput
          label="Kopje"
          min={1}
          max={MAX_PRINT_COPIES}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          w={120}
          {...form.getInputProps('copies')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            Anulo
          </Button>
          <Button type="submit" loading={send.isPending}>
            Dërgo
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Dërgo në printer": the station (the last one used here to start with), the document with its size or width, the payment a receipt is for, the copies. */
export function SendToPrinterDialog({ opened, onClose, ...props }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Dërgo në printer" centered>
      <SendForm {...props} onDone={onClose} />
    </Modal>
  );
}

import { Button, Group, Modal, NumberInput, Radio, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PAYMENT_KIND_LABELS,
  PRINT_DOCUMENT_LABELS,
  type Currency,
  type PaymentResponse,
  type PrintDocument,
  type PrintStationResponse,
} from '@repair-shop/contracts';
import { formatDateTime, formatMoney, notifySuccess, printApi, queryKeys } from '@repair-shop/web';
import { useApiFailure } from '../../hooks/use-api-failure';
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

export const SEND_FAILED = 'Dokumenti nuk u dërgua te printeri';
export const sentText = (document: PrintDocument, stationName: string): string => `${PRINT_DOCUMENT_LABELS[document]} u dërgua te «${stationName}».`;

const paymentLabel = (payment: PaymentResponse, currency: Currency): string =>
  `${PAYMENT_KIND_LABELS[payment.kind]} · ${payment.kind === 'refund' ? '−' : ''}${formatMoney(payment.amount, currency)} · ${formatDateTime(payment.createdAt)}`;

function SendForm({ jobId, stations, payments, currency, onDone }: Omit<Props, 'opened' | 'onClose'> & { onDone: () => void }) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  const form = useForm<SendValues>({
    mode: 'controlled',
    initialValues: { stationId: preferredStation(stations), document: 'label', size: defaultSize('label'), paymentId: latestPaymentId(payments), copies: defaultCopies('label') },
    validate: {
      stationId: (value) => (value ? null : 'Zgjidhni printerin'),
      copies: (value) => copiesError(Number(value)),
    },
  });
  const send = useMutation({
    mutationFn: (values: SendValues) => printApi.send(jobId, toPrintRequest(values)),
    onSuccess: (result) => {
      notifySuccess(sentText(result.printJob.document, result.printJob.stationName));
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobPrintJobs(jobId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.printStations });
      onDone();
    },
    onError: (error) => fail(error, SEND_FAILED),
  });

  const { document } = form.values;
  const sizes = sizeChoices(document);
  const chooseDocument = (value: string): void => {
    const chosen = value as PrintDocument;
    form.setValues({ document: chosen, size: defaultSize(chosen), copies: defaultCopies(chosen) });
  };
  const submit = form.onSubmit((values) => {
    if (send.isPending) return;
    rememberStation(values.stationId);
    send.mutate({ ...values, copies: Number(values.copies) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Printeri"
          data={stations.map((station) => ({ value: station.id, label: station.paired ? station.name : `${station.name} (pa çiftuar)` }))}
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
          <Radio.Group label={document === 'label' ? 'Madhësia e etiketës' : 'Gjerësia e letrës'} {...form.getInputProps('size')}>
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
        <NumberInput label="Kopje" min={1} max={MAX_PRINT_COPIES} allowDecimal={false} allowNegative={false} clampBehavior="strict" w={120} {...form.getInputProps('copies')} />
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

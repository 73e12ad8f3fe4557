import { Button, Group, Input, Modal, SegmentedControl, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type JobMoney,
  type PaymentKind,
  type PaymentMethod,
  type PaymentRequest,
  FIELD_LIMITS,
} from '@repair-shop/contracts';
import { useState } from 'react';
import { currencySymbol, formatMoney } from '@repair-shop/web';
import { useFiscalProfile } from '../../../business/hooks/use-fiscal-profile';
import { useInitialCashMissing } from '../../../../hooks/use-initial-cash-missing';
import { useMay } from '../../../../hooks/use-role';
import { usePayment } from '../../hooks/use-payment';
import { usePaymentTills } from '../../hooks/use-payment-tills';
import { preferredTill, rememberTill, tillLabel } from '../../utils/payment-till';
import { InitialCashStep } from '../../../../components/InitialCashStep/InitialCashStep';
import { amountError, amountOf, amountToText } from '../../../../utils/amount';
import { PriceInput } from '../../../../components/PriceInput/PriceInput';

interface Props {
  opened: boolean;
  onClose: () => void;
  jobId: string;
  money: JobMoney;
  /** The owner and managers may give money back; a technician may not. */
  canRefund: boolean;
  /** What the dialog is for, as its title says: "Merr pagesë" unless told otherwise. */
  title?: string;
  /** Called once the payment is recorded, before the dialog closes (e.g. to complete the job). */
  onPaid?: () => void;
}

interface PaymentValues {
  amount: string;
  method: PaymentMethod;
  kind: PaymentKind;
  note: string;
  fiscalReceiptNumber: string;
  /** Kosovo, with more than one till: the one chosen; '' until chosen (this browser's last, else the lowest POS). */
  tillStationId: string;
}

/** The kinds a role may choose, a payment first. */
const kindsFor = (canRefund: boolean): PaymentKind[] =>
  canRefund ? ['payment', 'deposit', 'refund'] : ['payment', 'deposit'];

export const refundTooLargeText = (paid: string): string =>
  `Nuk mund të ktheni më shumë se sa ka paguar klienti (${paid}).`;

/**
 * What is still due, ready to be taken; when the shop owes the client (a negative balance), a refund of
 * that amount for those who may give one.
 */
function startingValues(money: JobMoney, canRefund: boolean): PaymentValues {
  const blank = { method: 'cash' as const, note: '', fiscalReceiptNumber: '', tillStationId: '' };
  if (money.balance < 0 && canRefund)
    return { ...blank, kind: 'refund', amount: amountToText(Math.abs(money.balance)) };
  return { ...blank, kind: 'payment', amount: money.balance > 0 ? amountToText(money.balance) : '' };
}

/** `till`: the till the coupon is made on, when the shop has more than one to choose from. */
const toRequest = (values: PaymentValues, till: string): PaymentRequest => {
  const request: PaymentRequest = { amount: amountOf(values.amount) ?? 0, method: values.method, kind: values.kind };
  const note = values.note.trim();
  const receipt = values.fiscalReceiptNumber.trim();
  if (note) request.note = note;
  if (receipt) request.fiscalReceiptNumber = receipt;
  if (till) request.tillStationId = till;
  return request;
};

function PaymentForm({
  jobId,
  money,
  canRefund,
  onPaid,
  onDone,
}: Omit<Props, 'opened' | 'onClose' | 'title'> & { onDone: () => void }) {
  const payment = usePayment(jobId);
  // An Albanian shop's payment is its own fiscal invoice: no other device's receipt number to type.
  const fiscal = useFiscalProfile({ enabled: useMay('manageBusiness') });
  const fiscalizedHere = fiscal.data?.country === 'albania';
  // Kosovo: with more than one till, whoever takes the money says at which one (remembered in this browser).
  const tills = usePaymentTills().data ?? [];
  const choosesTill = tills.length > 1;
  const initialMissing = useInitialCashMissing();
  // Set when the CIS could not take the initial cash: the money is taken anyway, its invoice goes later.
  const [goAhead, setGoAhead] = useState(false);
  const form = useForm<PaymentValues>({
    mode: 'controlled',
    initialValues: startingValues(money, canRefund),
    validate: {
      amount: (value, values) => {
        const error = amountError(value);
        if (error) return error;
        const amount = amountOf(value) ?? 0;
        return values.kind === 'refund' && amount > money.paid
          ? refundTooLargeText(formatMoney(money.paid, money.currency))
          : null;
      },
    },
  });

  const till = choosesTill ? form.values.tillStationId || preferredTill(tills) : '';
  // Bank payments are non-cash invoices, outside the register's day.
  const asksInitial = initialMissing && form.values.method !== 'bank';
  const held = asksInitial && !goAhead;

  const submit = form.onSubmit((values) => {
    if (payment.isPending || held) return;
    payment.mutate(
      { request: toRequest(values, till), form },
      {
        onSuccess: () => {
          onPaid?.();
          onDone();
        },
      },
    );
  });

  return (
    <Stack gap="sm">
      {asksInitial && <InitialCashStep onGoAhead={() => setGoAhead(true)} />}
      <form onSubmit={submit} noValidate aria-label="Pagesa">
        <Stack gap="sm">
          <Input.Wrapper label="Lloji">
            <SegmentedControl
              fullWidth
              aria-label="Lloji"
              data={kindsFor(canRefund).map((kind) => ({ value: kind, label: PAYMENT_KIND_LABELS[kind] }))}
              {...form.getInputProps('kind')}
            />
          </Input.Wrapper>
          <PriceInput
            label="Shuma"
            withAsterisk
            data-autofocus
            symbol={currencySymbol(money.currency)}
            {...form.getInputProps('amount')}
          />
          <Input.Wrapper label="Mënyra e pagesës">
            <SegmentedControl
              fullWidth
              aria-label="Mënyra e pagesës"
              data={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
              {...form.getInputProps('method')}
            />
          </Input.Wrapper>
          {choosesTill && (
            <Select
              label="Arka"
              description="Arka që nënshkruan kuponin fiskal"
              data={tills.map((entry) => ({ value: entry.stationId, label: tillLabel(entry) }))}
              value={till}
              allowDeselect={false}
              error={form.errors.tillStationId}
              onChange={(stationId) => {
                if (!stationId) return;
                form.setFieldValue('tillStationId', stationId);
                rememberTill(stationId);
              }}
            />
          )}
          {!fiscalizedHere && (
            <TextInput
              label="Nr. i kuponit fiskal"
              description="Opsional: numri që shtypi arka fiskale"
              maxLength={FIELD_LIMITS.fiscalReceiptNumber}
              autoComplete="off"
              {...form.getInputProps('fiscalReceiptNumber')}
            />
          )}
          <Textarea
            label="Shënim"
            description="Opsional"
            autosize
            minRows={2}
            maxRows={5}
            maxLength={FIELD_LIMITS.paymentNote}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onDone} disabled={payment.isPending}>
              Anulo
            </Button>
            <Button
              type="submit"
              loading={payment.isPending}
              disabled={held}
              color={form.values.kind === 'refund' ? 'red' : undefined}
            >
              {form.values.kind === 'refund' ? 'Kthe paratë' : 'Regjistro pagesën'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** "Merr pagesë": the amount (the balance, to start with), how it was paid, what kind of payment, a note and the fiscal receipt's number. */
export function PaymentDialog({ opened, onClose, title = 'Merr pagesë', ...props }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <PaymentForm {...props} onDone={onClose} />
    </Modal>
  );
}

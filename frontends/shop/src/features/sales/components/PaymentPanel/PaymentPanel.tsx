import {
  ActionIcon,
  Button,
  Divider,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@repair-shop/contracts';
import { PlusIcon, TrashIcon } from '../../../../components/Icons/icons';
import { useFormatMoney } from '../../../../hooks/use-currency';
import type { CartTotals } from '../../utils/cart';
import type { PayMode, PaymentCheck, PaymentDraft } from '../../utils/payment';

const MODES: { value: PayMode; label: string }[] = [
  { value: 'cash', label: PAYMENT_METHOD_LABELS.cash },
  { value: 'card', label: PAYMENT_METHOD_LABELS.card },
  { value: 'bank', label: PAYMENT_METHOD_LABELS.bank },
  { value: 'split', label: 'E ndarë' },
];

interface Props {
  totals: CartTotals;
  /** Money off the whole sale, as its field shows it. */
  saleDiscount: string;
  onSaleDiscount?: (text: string) => void;
  draft: PaymentDraft;
  check: PaymentCheck;
  onDraft: (draft: PaymentDraft) => void;
  canPay: boolean;
  paying: boolean;
  onPay: () => void;
}

/** The totals, always in view, and how the client pays: one method (cash with the change) or split. */
export function PaymentPanel({
  totals,
  saleDiscount,
  onSaleDiscount,
  draft,
  check,
  onDraft,
  canPay,
  paying,
  onPay,
}: Props) {
  const formatMoney = useFormatMoney();
  const money = (cents: number) => formatMoney(cents / 100);
  const setRow = (index: number, patch: Partial<{ method: PaymentMethod; amount: string }>) =>
    onDraft({ ...draft, rows: draft.rows.map((row, at) => (at === index ? { ...row, ...patch } : row)) });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text>Nëntotali</Text>
        <Text aria-label="Nëntotali">{money(totals.subtotal)}</Text>
      </Group>
      {onSaleDiscount ? (
        <Group justify="space-between" wrap="nowrap">
          <Text>Zbritje në shitje</Text>
          <TextInput
            w={110}
            inputMode="decimal"
            placeholder="0"
            value={saleDiscount}
            onChange={(event) => onSaleDiscount(event.currentTarget.value)}
            aria-label="Zbritje në shitje"
          />
        </Group>
      ) : null}
      <Group justify="space-between">
        <Text fw={700} fz="xl">
          Totali
        </Text>
        <Text fw={700} fz="xl" aria-label="Totali">
          {money(totals.total)}
        </Text>
      </Group>
      {totals.problem && (
        <Text size="sm" c="red">
          {totals.problem}
        </Text>
      )}
      <Divider />
      <SegmentedControl
        fullWidth
        size="md"
        data={MODES}
        value={draft.mode}
        onChange={(mode) => onDraft({ ...draft, mode: mode as PayMode })}
        aria-label="Mënyra e pagesës"
      />
      {draft.mode === 'cash' && (
        <TextInput
          label="Shuma e dhënë"
          description="Bosh: sa totali"
          inputMode="decimal"
          size="md"
          value={draft.given}
          onChange={(event) => onDraft({ ...draft, given: event.currentTarget.value })}
        />
      )}
      {draft.mode === 'split' && (
        <Stack gap="xs">
          {draft.rows.map((row, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
              <NativeSelect
                aria-label={`Mënyra e pagesës ${index + 1}`}
                size="md"
                data={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
                value={row.method}
                onChange={(event) => setRow(index, { method: event.currentTarget.value as PaymentMethod })}
              />
              <TextInput
                aria-label={`Shuma e pagesës ${index + 1}`}
                size="md"
                inputMode="decimal"
                placeholder="0"
                value={row.amount}
                onChange={(event) => setRow(index, { amount: event.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="xl"
                disabled={draft.rows.length <= 1}
                onClick={() => onDraft({ ...draft, rows: draft.rows.filter((_, at) => at !== index) })}
                aria-label={`Hiq pagesën ${index + 1}`}
              >
                <TrashIcon />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="subtle"
              leftSection={<PlusIcon />}
              px="xs"
              onClick={() => onDraft({ ...draft, rows: [...draft.rows, { method: 'cash', amount: '' }] })}
            >
              Shto pagesë
            </Button>
          </Group>
        </Stack>
      )}
      {check.missing > 0 && totals.total > 0 && (
        <Group justify="space-between">
          <Text c="orange.8">Mungojnë</Text>
          <Text c="orange.8" fw={600} aria-label="Mungojnë">
            {money(check.missing)}
          </Text>
        </Group>
      )}
      {check.change > 0 && (
        <Group justify="space-between">
          <Text fw={600}>Kusuri</Text>
          <Text fw={700} fz="lg" aria-label="Kusuri">
            {money(check.change)}
          </Text>
        </Group>
      )}
      {check.problem && (
        <Text size="sm" c="red">
          {check.problem}
        </Text>
      )}
      <Button size="lg" fullWidth disabled={!canPay} loading={paying} onClick={onPay}>
        Paguaj {money(totals.total)}
      </Button>
    </Stack>
  );
}

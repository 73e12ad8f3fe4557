import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { PAYMENT_METHOD_LABELS, type SaleResponse, type SaleReturnRequest } from '@repair-shop/contracts';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { useReturnSale } from '../../hooks/use-sales';
import { TillSelect, useSaleTill } from '../TillSelect/TillSelect';

interface Choice {
  chosen: boolean;
  quantity: number;
  defective: boolean;
}

/** The lines a client may bring back: not a repair's balance, and only what was not brought back already. */
const returnable = (sale: SaleResponse) =>
  sale.lines.filter((line) => line.kind !== 'job' && line.quantity - line.returnedQuantity > 0);

interface Props {
  sale: SaleResponse;
  opened: boolean;
  onClose: () => void;
}

/**
 * «Kthim»: the lines and quantities brought back, each back to stock or «Me defekt» (to the defective count),
 * and the reason; the money goes back by the sale's own methods, shown once the server answered.
 */
export function SaleReturnDialog({ sale, opened, onClose }: Props) {
  const formatMoney = useFormatMoney();
  const lines = returnable(sale);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [reason, setReason] = useState('');
  const save = useReturnSale(sale.id);
  const till = useSaleTill();
  const choiceOf = (lineId: string): Choice => choices[lineId] ?? { chosen: false, quantity: 1, defective: false };
  const set = (lineId: string, patch: Partial<Choice>) =>
    setChoices((current) => ({ ...current, [lineId]: { ...choiceOf(lineId), ...patch } }));

  const request: SaleReturnRequest = {
    lines: lines
      .filter((line) => choiceOf(line.id).chosen)
      .map((line) => ({
        lineId: line.id,
        quantity: choiceOf(line.id).quantity,
        defective: choiceOf(line.id).defective,
      })),
  };
  if (reason.trim()) request.reason = reason.trim();
  if (till.till) request.tillStationId = till.till;

  const close = () => {
    setChoices({});
    setReason('');
    save.reset();
    onClose();
  };
  const refund = save.data?.sale;

  return (
    <Modal opened={opened} onClose={close} title={`Kthim nga shitja nr. ${sale.number}`} centered size="lg">
      {refund ? (
        <Stack gap="sm">
          <Alert color="green">
            Kthimi nr. {refund.number} u regjistrua: {formatMoney(Number(refund.total))} u kthyen.
          </Alert>
          {refund.payments.map((payment, index) => (
            <Group key={index} justify="space-between">
              <Text>{PAYMENT_METHOD_LABELS[payment.method]}</Text>
              <Text fw={600}>{formatMoney(Number(payment.amount))}</Text>
            </Group>
          ))}
          <Group justify="flex-end">
            <Button onClick={close}>Mbyll</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          {lines.length === 0 && <Text c="dimmed">Asgjë nga kjo shitje nuk mund të kthehet më.</Text>}
          {lines.map((line) => {
            const choice = choiceOf(line.id);
            const left = line.quantity - line.returnedQuantity;
            return (
              <Group key={line.id} gap="sm" wrap="wrap" align="center">
                <Checkbox
                  label={`${line.name}${line.serial ? ` (${line.serial})` : ''}`}
                  checked={choice.chosen}
                  onChange={(event) => set(line.id, { chosen: event.currentTarget.checked })}
                  style={{ flex: 1, minWidth: 180 }}
                />
                <NumberInput
                  aria-label={`Sasia që kthehet e ${line.name}`}
                  w={90}
                  min={1}
                  max={left}
                  allowDecimal={false}
                  disabled={!choice.chosen || left === 1}
                  value={choice.quantity}
                  onChange={(value) => set(line.id, { quantity: Math.min(left, Math.max(1, Number(value) || 1)) })}
                />
                <Text size="xs" c="dimmed">
                  nga {left}
                </Text>
                <Checkbox
                  label="Me defekt"
                  disabled={!choice.chosen}
                  checked={choice.defective}
                  onChange={(event) => set(line.id, { defective: event.currentTarget.checked })}
                  aria-label={`${line.name} me defekt`}
                />
              </Group>
            );
          })}
          <Textarea
            label="Arsyeja"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
          />
          <TillSelect sale={till} />
          <Text size="xs" c="dimmed">
            Paratë kthehen me mënyrat e pagesës së shitjes (para në dorë së pari).
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Anulo
            </Button>
            <Button
              color="orange"
              disabled={request.lines.length === 0}
              loading={save.isPending}
              onClick={() => save.mutate(request)}
            >
              Regjistro kthimin
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

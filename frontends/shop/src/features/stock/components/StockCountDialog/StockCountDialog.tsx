import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  FIELD_LIMITS,
  STOCK_DOCUMENT_MAX_LINES,
  type ProductResponse,
  type StockCountRequest,
} from '@repair-shop/contracts';
import { quantityError } from '../../../../utils/amount';
import { useCountStock } from '../../hooks/use-count-stock';
import { StockLineRow } from '../StockLineRow/StockLineRow';
import { ProductLinePicker } from '../ProductLinePicker/ProductLinePicker';

interface CountLine {
  productId: string;
  name: string;
  /** What the system held when the product was added to the count (the server compares again under its lock). */
  expected: number;
  countedQuantity: number | string;
}

interface CountValues {
  note: string;
  lines: CountLine[];
}

export const NO_COUNT_LINES_TEXT = 'Shtoni të paktën një produkt të numëruar.';

/** "+2", "-1", "0": the difference the count will book; null while the counted quantity is not a number. */
export function differenceText(line: CountLine): string | null {
  if (line.countedQuantity === '' || !Number.isInteger(Number(line.countedQuantity))) return null;
  const difference = Number(line.countedQuantity) - line.expected;
  return difference > 0 ? `+${difference}` : String(difference);
}

const toRequest = (values: CountValues): StockCountRequest => ({
  note: values.note.trim() || null,
  lines: values.lines.map((line) => ({ productId: line.productId, countedQuantity: Number(line.countedQuantity) })),
});

function CountForm({ onDone }: { onDone: () => void }) {
  const count = useCountStock();
  const form = useForm<CountValues>({
    mode: 'controlled',
    initialValues: { note: '', lines: [] },
    validate: { lines: { countedQuantity: (value) => quantityError(value, 0) } },
  });
  const lines = form.getValues().lines;

  const add = (product: ProductResponse) => {
    if (lines.some((line) => line.productId === product.id)) return;
    if (lines.length >= STOCK_DOCUMENT_MAX_LINES) return;
    form.insertListItem('lines', {
      productId: product.id,
      name: product.name,
      expected: product.quantity,
      countedQuantity: '',
    });
  };

  const submit = form.onSubmit((values) => {
    if (count.isPending) return;
    if (values.lines.length === 0) {
      form.setFieldError('lines', NO_COUNT_LINES_TEXT);
      return;
    }
    count.mutate({ request: toRequest(values), form }, { onSuccess: onDone });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Shkruani sa copë numëruat në raft. Diferenca nga sasia në sistem regjistrohet si lëvizje stoku.
        </Text>
        <ProductLinePicker onPick={add} />
        {lines.length > 0 && (
          <Stack gap="xs" aria-label="Rreshtat e numërimit">
            {lines.map((line, index) => {
              const difference = differenceText(line);
              return (
                <StockLineRow
                  key={line.productId}
                  name={line.name}
                  note={
                    <Text size="xs" c="dimmed">
                      Në sistem: {line.expected}
                    </Text>
                  }
                  onRemove={() => form.removeListItem('lines', index)}
                >
                  <NumberInput
                    label="Numëruar"
                    aria-label={`Sasia e numëruar e ${line.name}`}
                    allowDecimal={false}
                    allowNegative={false}
                    min={0}
                    w={110}
                    {...form.getInputProps(`lines.${index}.countedQuantity`)}
                  />
                  <Text
                    size="sm"
                    fw={600}
                    w={90}
                    mb={8}
                    c={
                      difference === null || difference === '0'
                        ? 'dimmed'
                        : difference.startsWith('-')
                          ? 'red.7'
                          : 'teal.7'
                    }
                    aria-label={`Diferenca e ${line.name}`}
                  >
                    {difference === null ? '—' : `Diferenca ${difference}`}
                  </Text>
                </StockLineRow>
              );
            })}
          </Stack>
        )}
        {typeof form.errors.lines === 'string' && (
          <Text size="sm" c="red.7">
            {form.errors.lines}
          </Text>
        )}
        <Textarea
          label="Shënim"
          autosize
          minRows={1}
          maxLength={FIELD_LIMITS.stockNote}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={count.isPending}>
            Anulo
          </Button>
          <Button type="submit" loading={count.isPending}>
            Regjistro numërimin
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Numërim stoku": the counted quantity of each product, its difference shown before it is booked. */
export function StockCountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Numërim stoku" centered size="xl">
      {opened && <CountForm onDone={onClose} />}
    </Modal>
  );
}

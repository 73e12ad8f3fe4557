import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  FIELD_LIMITS,
  STOCK_DOCUMENT_MAX_LINES,
  type ProductResponse,
  type StockReceiptRequest,
} from '@repair-shop/contracts';
import { requiredRule } from '@repair-shop/web';
import { PriceInput } from '../../../../components/PriceInput/PriceInput';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { priceError, quantityError } from '../../../../utils/amount';
import { useReceiveStock } from '../../hooks/use-receive-stock';
import { centsOf, centsToDecimal, decimalOf, decimalToText } from '../../utils/decimal-text';
import { StockLineRow } from '../StockLineRow/StockLineRow';
import { ProductLinePicker } from '../ProductLinePicker/ProductLinePicker';
import { SerialsInput } from '../SerialsInput/SerialsInput';

interface ReceiptLine {
  productId: string;
  name: string;
  quantity: number | string;
  unitCost: string;
  /** A serialized product's line names one IMEI or serial per piece (its quantity is their count). */
  serialized: boolean;
  serials: string[];
}

interface ReceiptValues {
  supplierName: string;
  invoiceNumber: string;
  lines: ReceiptLine[];
}

export const NO_LINES_TEXT = 'Shtoni të paktën një produkt të pranuar.';
export const NO_SERIALS_TEXT = 'Skanoni ose shkruani IMEI-n ose numrin serik të çdo cope.';

const toRequest = (values: ReceiptValues): StockReceiptRequest => ({
  supplierName: values.supplierName.trim(),
  invoiceNumber: values.invoiceNumber.trim() || null,
  lines: values.lines.map((line) => ({
    productId: line.productId,
    quantity: line.serialized ? line.serials.length : Number(line.quantity),
    unitCost: decimalOf(line.unitCost) ?? '0',
    ...(line.serialized ? { serials: line.serials } : {}),
  })),
});

/** The receipt's total at cost, summed in exact cents while it is typed; null while a line is incomplete. */
function totalCents(lines: ReceiptLine[]): number | null {
  let total = 0;
  for (const line of lines) {
    const cents = centsOf(line.unitCost);
    const quantity = line.serialized ? line.serials.length : Number(line.quantity);
    if (cents === null || !Number.isInteger(quantity) || line.quantity === '') return null;
    total += cents * quantity;
  }
  return total;
}

function ReceiptForm({ onDone }: { onDone: () => void }) {
  const receive = useReceiveStock();
  const formatMoney = useFormatMoney();
  const form = useForm<ReceiptValues>({
    mode: 'controlled',
    initialValues: { supplierName: '', invoiceNumber: '', lines: [] },
    validate: {
      supplierName: requiredRule,
      lines: {
        quantity: (value, values, path) =>
          values.lines[Number(path.split('.')[1])]?.serialized ? null : quantityError(value, 1),
        unitCost: (value) => priceError(value),
      },
    },
  });
  const lines = form.getValues().lines;
  const total = totalCents(lines);

  const add = (product: ProductResponse) => {
    if (lines.some((line) => line.productId === product.id)) return;
    if (lines.length >= STOCK_DOCUMENT_MAX_LINES) return;
    form.insertListItem('lines', {
      productId: product.id,
      name: product.name,
      quantity: product.serialized ? 0 : 1,
      serialized: product.serialized,
      serials: [],
      // The last cost is the likeliest; the invoice's is typed over it.
      unitCost: decimalToText(product.costPrice),
    });
  };

  const submit = form.onSubmit((values) => {
    if (receive.isPending) return;
    if (values.lines.length === 0) {
      form.setFieldError('lines', NO_LINES_TEXT);
      return;
    }
    const unnamed = values.lines.findIndex((line) => line.serialized && line.serials.length === 0);
    if (unnamed >= 0) {
      form.setFieldError(`lines.${unnamed}.serials`, NO_SERIALS_TEXT);
      return;
    }
    receive.mutate({ request: toRequest(values), form }, { onSuccess: onDone });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Furnitori"
            withAsterisk
            data-autofocus
            maxLength={FIELD_LIMITS.supplierName}
            autoComplete="off"
            {...form.getInputProps('supplierName')}
          />
          <TextInput
            label="Nr. i faturës"
            maxLength={FIELD_LIMITS.invoiceNumber}
            autoComplete="off"
            {...form.getInputProps('invoiceNumber')}
          />
        </SimpleGrid>
        <ProductLinePicker onPick={add} />
        {lines.length > 0 && (
          <Stack gap="xs" aria-label="Rreshtat e pranimit">
            {lines.map((line, index) => (
              <StockLineRow key={line.productId} name={line.name} onRemove={() => form.removeListItem('lines', index)}>
                {!line.serialized && (
                  <NumberInput
                    label="Sasia"
                    aria-label={`Sasia e ${line.name}`}
                    allowDecimal={false}
                    allowNegative={false}
                    min={1}
                    w={90}
                    {...form.getInputProps(`lines.${index}.quantity`)}
                  />
                )}
                <PriceInput
                  label="Kosto për copë"
                  aria-label={`Kosto për copë e ${line.name}`}
                  w={140}
                  {...form.getInputProps(`lines.${index}.unitCost`)}
                />
                {line.serialized && (
                  <SerialsInput
                    name={line.name}
                    serials={line.serials}
                    onChange={(serials) => {
                      form.setFieldValue(`lines.${index}.serials`, serials);
                      form.clearFieldError(`lines.${index}.serials`);
                    }}
                    error={form.errors[`lines.${index}.serials`] as string | undefined}
                  />
                )}
              </StockLineRow>
            ))}
          </Stack>
        )}
        {typeof form.errors.lines === 'string' && (
          <Text size="sm" c="red.7">
            {form.errors.lines}
          </Text>
        )}
        <Group justify="space-between" mt="xs">
          <Text size="sm" fw={600}>
            Gjithsej me kosto: {total === null ? '—' : formatMoney(Number(centsToDecimal(total)))}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onDone} disabled={receive.isPending}>
              Anulo
            </Button>
            <Button type="submit" loading={receive.isPending}>
              Prano mallin
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** "Pranim malli": goods from a supplier, line by line at cost; the quantities come in and the costs are updated. */
export function StockReceiptDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Pranim malli" centered size="xl">
      {opened && <ReceiptForm onDone={onClose} />}
    </Modal>
  );
}

import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FIELD_LIMITS, type PartRequest, type PartResponse } from '@repair-shop/contracts';
import { requiredRule } from '@repair-shop/web';
import { useSavePart } from '../../hooks/use-save-part';
import { amountOf, amountToText, priceError, quantityError } from '../../../../utils/amount';
import { PriceInput } from '../../../../components/PriceInput/PriceInput';

interface Props {
  opened: boolean;
  /** The part to edit; none to add a new one. */
  part: PartResponse | null;
  onClose: () => void;
}

interface PartValues {
  name: string;
  code: string;
  costPrice: string;
  salePrice: string;
  quantity: number | string;
  lowStockLevel: number | string;
}

const EMPTY: PartValues = { name: '', code: '', costPrice: '', salePrice: '', quantity: 0, lowStockLevel: 0 };

const valuesOf = (part: PartResponse | null): PartValues =>
  part
    ? {
        name: part.name,
        code: part.code ?? '',
        costPrice: part.costPrice === undefined ? '' : amountToText(part.costPrice),
        salePrice: amountToText(part.salePrice),
        quantity: part.quantity,
        lowStockLevel: part.lowStockLevel,
      }
    : EMPTY;

const toRequest = (values: PartValues): PartRequest => ({
  name: values.name.trim(),
  code: values.code.trim() || null,
  costPrice: amountOf(values.costPrice) ?? 0,
  salePrice: amountOf(values.salePrice) ?? 0,
  quantity: Number(values.quantity),
  lowStockLevel: Number(values.lowStockLevel),
});

function PartForm({ part, onDone }: { part: PartResponse | null; onDone: () => void }) {
  const save = useSavePart(part);
  const form = useForm<PartValues>({
    mode: 'controlled',
    initialValues: valuesOf(part),
    validate: {
      name: requiredRule,
      costPrice: (value) => priceError(value),
      salePrice: (value) => priceError(value),
      // A stock counted below zero (parts used before they were recorded) may be corrected from there.
      quantity: (value) => quantityError(value, part ? -999_999 : 0),
      lowStockLevel: (value) => quantityError(value, 0),
    },
  });

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate({ request: toRequest(values), form }, { onSuccess: onDone });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Emri i pjesës"
          placeholder="p.sh. Ekran iPhone 13"
          withAsterisk
          data-autofocus
          maxLength={FIELD_LIMITS.partName}
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Kodi"
          description="Opsional: barkodi ose kodi i furnitorit (mund ta skanoni)"
          maxLength={FIELD_LIMITS.partCode}
          autoComplete="off"
          {...form.getInputProps('code')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <PriceInput label="Çmimi i blerjes" withAsterisk {...form.getInputProps('costPrice')} />
          <PriceInput label="Çmimi i shitjes" withAsterisk {...form.getInputProps('salePrice')} />
          <NumberInput
            label="Sasia në stok"
            withAsterisk
            allowDecimal={false}
            allowNegative={part !== null}
            {...form.getInputProps('quantity')}
          />
          <NumberInput
            label="Niveli i stokut të ulët"
            description="0: pa njoftim për stok të ulët"
            allowDecimal={false}
            allowNegative={false}
            min={0}
            {...form.getInputProps('lowStockLevel')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Anulo
          </Button>
          <Button type="submit" loading={save.isPending}>
            {part ? 'Ruaj' : 'Shto pjesën'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Shto pjesë" and "Ndrysho pjesën" of the stock: name, code, prices, quantity and the low-stock level. */
export function PartDialog({ opened, part, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={part ? 'Ndrysho pjesën' : 'Shto pjesë në stok'} centered size="lg">
      <PartForm key={part?.id ?? 'new'} part={part} onDone={onClose} />
    </Modal>
  );
}

import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  barcodeProblem,
  FIELD_LIMITS,
  WARRANTY_MONTHS_MAX,
  type ProductRequest,
  type ProductResponse,
} from '@repair-shop/contracts';
import { requiredRule } from '@repair-shop/web';
import { PriceInput } from '../../../../components/PriceInput/PriceInput';
import { priceError, quantityError } from '../../../../utils/amount';
import { useSaveProduct } from '../../hooks/use-save-product';
import { decimalOf, decimalToText, vatRateOf } from '../../utils/decimal-text';

interface Props {
  opened: boolean;
  /** The product to edit; none to add a new one. */
  product: ProductResponse | null;
  onClose: () => void;
}

interface ProductValues {
  name: string;
  code: string;
  barcode: string;
  costPrice: string;
  salePrice: string;
  vatRate: string;
  category: string;
  quantity: number | string;
  lowStockLevel: number | string;
  forSale: boolean;
  forRepairs: boolean;
  serialized: boolean;
  warrantyMonths: number | string;
}

const EMPTY: ProductValues = {
  name: '',
  code: '',
  barcode: '',
  costPrice: '',
  salePrice: '',
  vatRate: '',
  category: '',
  quantity: 0,
  lowStockLevel: 0,
  forSale: true,
  forRepairs: true,
  serialized: false,
  warrantyMonths: 0,
};

export const VAT_RATE_TEXT = 'Shkruani një përqindje nga 0 deri në 99,99, ose lëreni bosh për TVSH-në e biznesit';

const valuesOf = (product: ProductResponse | null): ProductValues =>
  product
    ? {
        name: product.name,
        code: product.code ?? '',
        barcode: product.barcode ?? '',
        costPrice: decimalToText(product.costPrice),
        salePrice: decimalToText(product.salePrice),
        vatRate: decimalToText(product.vatRate),
        category: product.category ?? '',
        quantity: product.quantity,
        lowStockLevel: product.lowStockLevel,
        forSale: product.forSale,
        forRepairs: product.forRepairs,
        serialized: product.serialized,
        warrantyMonths: product.warrantyMonths,
      }
    : EMPTY;

const toRequest = (values: ProductValues, showsCost: boolean, editing: boolean): ProductRequest => {
  const request: ProductRequest = {
    name: values.name.trim(),
    code: values.code.trim() || null,
    barcode: values.barcode.trim() || null,
    costPrice: decimalOf(values.costPrice) ?? '0',
    salePrice: decimalOf(values.salePrice) ?? '0',
    vatRate: vatRateOf(values.vatRate),
    category: values.category.trim() || null,
    quantity: Number(values.quantity),
    lowStockLevel: Number(values.lowStockLevel),
    forSale: values.forSale,
    forRepairs: values.forRepairs,
    serialized: values.serialized,
    warrantyMonths: Number(values.warrantyMonths),
  };
  // A serialized product's quantity is the count of its units: never sent (a new one starts at 0).
  if (values.serialized) request.quantity = 0;
  if (values.serialized && editing) delete (request as Partial<ProductRequest>).quantity;
  // A manager editing sees the cost; whoever does not (never offered this form today) leaves it as it is.
  if (!showsCost) delete (request as Partial<ProductRequest>).costPrice;
  return request;
};

function ProductForm({ product, onDone }: { product: ProductResponse | null; onDone: () => void }) {
  const save = useSaveProduct(product);
  const showsCost = product === null || product.costPrice !== undefined;
  const form = useForm<ProductValues>({
    mode: 'controlled',
    initialValues: valuesOf(product),
    validate: {
      name: requiredRule,
      barcode: (value) => (value.trim() ? barcodeProblem(value.trim()) : null),
      costPrice: (value) => (showsCost ? priceError(value) : null),
      salePrice: (value) => priceError(value),
      vatRate: (value) => (value.trim() && vatRateOf(value) === null ? VAT_RATE_TEXT : null),
      // A stock counted below zero (used before it was recorded) may be corrected from there.
      quantity: (value, values) => (values.serialized ? null : quantityError(value, product ? -999_999 : 0)),
      warrantyMonths: (value) =>
        quantityError(value, 0) ??
        (Number(value) > WARRANTY_MONTHS_MAX ? `Garancia është nga 0 deri në ${WARRANTY_MONTHS_MAX} muaj` : null),
      lowStockLevel: (value) => quantityError(value, 0),
    },
  });

  // A product with pieces in stock keeps its kind: the server refuses the switch until the quantity is 0.
  const serializedLocked = product !== null && product.quantity !== 0;

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate({ request: toRequest(values, showsCost, product !== null), form }, { onSuccess: onDone });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Emri i produktit"
          placeholder="p.sh. Këllëf silikoni iPhone 13"
          withAsterisk
          data-autofocus
          maxLength={FIELD_LIMITS.partName}
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <Group gap="lg">
          <Switch label="Për shitje" {...form.getInputProps('forSale', { type: 'checkbox' })} />
          <Switch label="Për riparime" {...form.getInputProps('forRepairs', { type: 'checkbox' })} />
          <Switch
            label="Me numër serik (IMEI)"
            description={
              serializedLocked ? 'Ndryshohet vetëm kur sasia në stok është 0' : 'Çdo copë mbahet me IMEI-n e vet'
            }
            disabled={serializedLocked}
            {...form.getInputProps('serialized', { type: 'checkbox' })}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="Barkodi"
            description="EAN-13, UPC ose kodi juaj (mund ta skanoni)"
            maxLength={FIELD_LIMITS.barcode}
            autoComplete="off"
            {...form.getInputProps('barcode')}
          />
          <TextInput
            label="Kodi i pjesës"
            description="Opsional: kodi i furnitorit ose juaji"
            maxLength={FIELD_LIMITS.partCode}
            autoComplete="off"
            {...form.getInputProps('code')}
          />
          <TextInput
            label="Kategoria"
            description="p.sh. Këllëfë, Karikues, Kufje"
            maxLength={FIELD_LIMITS.productCategory}
            autoComplete="off"
            {...form.getInputProps('category')}
          />
          {showsCost && <PriceInput label="Çmimi i blerjes" withAsterisk {...form.getInputProps('costPrice')} />}
          <PriceInput label="Çmimi i shitjes" withAsterisk {...form.getInputProps('salePrice')} />
          <PriceInput
            label="TVSH"
            symbol="%"
            description="Bosh: TVSH-ja e biznesit"
            {...form.getInputProps('vatRate')}
          />
          <NumberInput
            label="Sasia në stok"
            withAsterisk={!form.values.serialized}
            description={form.values.serialized ? 'Numri i njësive në stok: shtohen te «Njësitë»' : undefined}
            disabled={form.values.serialized}
            allowDecimal={false}
            allowNegative={product !== null}
            {...form.getInputProps('quantity')}
          />
          <NumberInput
            label="Garancia për blerësin (muaj)"
            description="0: pa garanci; shtypet në kupon"
            allowDecimal={false}
            allowNegative={false}
            min={0}
            max={WARRANTY_MONTHS_MAX}
            {...form.getInputProps('warrantyMonths')}
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
            {product ? 'Ruaj' : 'Shto produktin'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Shto produkt" and "Ndrysho produktin": what it is for, barcode, prices, VAT, category, quantity, low-stock level. */
export function ProductDialog({ opened, product, onClose }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={product ? 'Ndrysho produktin' : 'Shto produkt në stok'}
      centered
      size="lg"
    >
      <ProductForm key={product?.id ?? 'new'} product={product} onDone={onClose} />
    </Modal>
  );
}

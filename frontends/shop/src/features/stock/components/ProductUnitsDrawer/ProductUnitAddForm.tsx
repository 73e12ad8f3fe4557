import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProductResponse } from '@repair-shop/contracts';
import { PriceInput } from '../../../../components/PriceInput/PriceInput';
import { priceError } from '../../../../utils/amount';
import { useAddProductUnit } from '../../hooks/use-product-units';
import { decimalOf, decimalToText } from '../../utils/decimal-text';
import { unitSerialProblem } from '../../utils/unit-serial';

interface UnitValues {
  serial: string;
  costPrice: string;
}

/** A unit received by hand: its IMEI or serial (checked when the field is left) and what the shop paid for it. */
export function ProductUnitAddForm({ product }: { product: ProductResponse }) {
  const add = useAddProductUnit(product);
  const form = useForm<UnitValues>({
    mode: 'controlled',
    initialValues: { serial: '', costPrice: decimalToText(product.costPrice) },
    validateInputOnBlur: ['serial'],
    validate: {
      serial: unitSerialProblem,
      costPrice: priceError,
    },
  });
  const submit = form.onSubmit((values) => {
    if (add.isPending) return;
    add.mutate(
      { request: { serial: values.serial.trim(), costPrice: decimalOf(values.costPrice) ?? '0' }, form },
      { onSuccess: () => form.setFieldValue('serial', '') },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Shto njësi">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="IMEI ose numri serik"
          placeholder="Skanoni ose shkruani"
          autoComplete="off"
          withAsterisk
          style={{ flex: '1 1 220px' }}
          {...form.getInputProps('serial')}
        />
        <PriceInput label="Çmimi i blerjes" withAsterisk w={150} {...form.getInputProps('costPrice')} />
        <Button type="submit" loading={add.isPending} mt={25}>
          Shto njësinë
        </Button>
      </Group>
    </form>
  );
}

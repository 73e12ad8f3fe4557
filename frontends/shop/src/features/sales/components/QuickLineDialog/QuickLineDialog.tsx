import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REQUIRED_TEXT } from '@repair-shop/web';
import { priceError, quantityError } from '../../../../utils/amount';

export interface QuickLine {
  name: string;
  /** As typed ("4,50"). */
  price: string;
  quantity: number;
}

interface Props {
  opened: boolean;
  onClose: () => void;
  onAdd: (line: QuickLine) => void;
}

/** «Rresht i shpejtë»: something sold that the stock does not hold, by its name, price and quantity. */
export function QuickLineDialog({ opened, onClose, onAdd }: Props) {
  const form = useForm<{ name: string; price: string; quantity: number | string }>({
    initialValues: { name: '', price: '', quantity: 1 },
    validate: {
      name: (value) => (value.trim() ? null : REQUIRED_TEXT),
      price: priceError,
      quantity: (value) => quantityError(value, 1),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Rresht i shpejtë" centered>
      <form
        onSubmit={form.onSubmit((values) => {
          onAdd({ name: values.name.trim(), price: values.price.trim(), quantity: Number(values.quantity) });
          close();
        })}
        noValidate
      >
        <Stack gap="sm">
          <TextInput label="Emri" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <Group grow align="flex-start">
            <TextInput label="Çmimi" withAsterisk inputMode="decimal" {...form.getInputProps('price')} />
            <NumberInput label="Sasia" withAsterisk min={1} allowDecimal={false} {...form.getInputProps('quantity')} />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Anulo
            </Button>
            <Button type="submit">Shto në shportë</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

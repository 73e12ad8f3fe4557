import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ESTIMATE_NOTE_MAX_LENGTH, type EstimateRequest } from '@repair-shop/contracts';
import { INVALID_PRICE_TEXT, parsePriceText } from '../../utils/price';
import { PriceInput } from '../PriceInput/PriceInput';

interface Props {
  opened: boolean;
  /** True while the estimate is on its way. */
  sending: boolean;
  /** A newer estimate replaces the one sent before: the dialog says so. */
  replacing: boolean;
  onClose: () => void;
  onSend: (request: EstimateRequest) => void;
}

/** "Dërgo preventiv": the price the client is asked to approve and what it covers. */
export function EstimateDialog({ opened, sending, replacing, onClose, onSend }: Props) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { price: '', note: '' },
    validate: {
      price: (value) => {
        const parsed = parsePriceText(value);
        return parsed.valid && parsed.price !== null ? null : INVALID_PRICE_TEXT;
      },
    },
  });
  const submit = form.onSubmit(({ price, note }) => {
    const parsed = parsePriceText(price);
    if (!parsed.valid || parsed.price === null || sending) return;
    onSend({ price: parsed.price, note: note.trim() });
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Dërgo preventiv" centered onExitTransitionEnd={() => form.reset()}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Klienti e sheh në faqen e ndjekjes (dhe me SMS, nëse e keni aktivizuar) dhe e pranon ose e refuzon. Kur e pranon, ky bëhet çmimi i punës.
          </Text>
          {replacing && (
            <Text size="sm" c="orange.8">
              Ky preventiv zëvendëson atë të mëparshmin: klienti nuk mund t’i përgjigjet më atij.
            </Text>
          )}
          <PriceInput label="Çmimi" withAsterisk placeholder="p.sh. 45,50" data-autofocus {...form.getInputProps('price')} />
          <Textarea
            label="Çfarë përfshin"
            description="Opsional, p.sh. «Ekran origjinal dhe xham mbrojtës»"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={ESTIMATE_NOTE_MAX_LENGTH}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Anulo
            </Button>
            <Button type="submit" loading={sending}>
              Dërgo te klienti
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ESTIMATE_NOTE_MAX_LENGTH, type EstimateRequest } from '@repair-shop/contracts';
import type { SentFromForm } from '@repair-shop/web';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { INVALID_PRICE_TEXT, LABOUR_PRICE_LABEL, parsePriceText, plusParts } from '../../../../utils/price';
import { PriceInput } from '../../../../components/PriceInput/PriceInput';

interface Props {
  opened: boolean;
  /** True while the estimate is on its way. */
  sending: boolean;
  /** A newer estimate replaces the one sent before: the dialog says so. */
  replacing: boolean;
  /** The parts used on the job so far, at their sale prices: the client pays them on top of the estimate. */
  parts: number;
  onClose: () => void;
  onSend: (sent: SentFromForm<EstimateRequest>) => void;
}

/**
 * "Dërgo preventiv": the price the client is asked to approve and what it covers. Accepted, it becomes
 * the job's price, which is its labour: the dialog says so, and what the parts used so far add to it.
 */
export function EstimateDialog({ opened, sending, replacing, parts, onClose, onSend }: Props) {
  const formatMoney = useFormatMoney();
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
  const typed = parsePriceText(form.values.price);
  const typedPrice = typed.valid ? typed.price : null;
  const submit = form.onSubmit(({ price, note }) => {
    const parsed = parsePriceText(price);
    if (!parsed.valid || parsed.price === null || sending) return;
    onSend({ request: { price: parsed.price, note: note.trim() }, form });
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Dërgo preventiv" centered onExitTransitionEnd={() => form.reset()}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Klienti e sheh në faqen e ndjekjes (dhe me SMS, nëse e keni aktivizuar) dhe e pranon ose e refuzon. Kur e
            pranon, ky bëhet çmimi i punës; pjesët e përdorura shtohen mbi të.
          </Text>
          {replacing && (
            <Text size="sm" c="orange.8">
              Ky preventiv zëvendëson atë të mëparshmin: klienti nuk mund t’i përgjigjet më atij.
            </Text>
          )}
          <PriceInput
            label={LABOUR_PRICE_LABEL}
            withAsterisk
            placeholder="p.sh. 45,50"
            data-autofocus
            {...form.getInputProps('price')}
          />
          {parts > 0 && (
            <Text size="sm" aria-live="polite">
              {typedPrice === null
                ? `Pjesët e përdorura deri tani (${formatMoney(parts)}) shtohen mbi këtë çmim.`
                : `Me pjesët e përdorura deri tani, klienti paguan ${formatMoney(typedPrice)} + ${formatMoney(parts)} = ${formatMoney(plusParts(typedPrice, parts))}.`}
            </Text>
          )}
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

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatMoney, type JobMoney } from '@repair-shop/contracts';

export const UNPAID_COMPLETION_TITLE = 'Puna nuk është paguar plotësisht';
export const TAKE_PAYMENT_AND_COMPLETE = 'Merr pagesën dhe përfundo';

export const unpaidCompletionText = (money: Pick<JobMoney, 'balance' | 'currency'>): string =>
  `Klienti ka ende për të paguar ${formatMoney(money.balance, money.currency)}. Ta shënoj si të përfunduar?`;

interface Props {
  opened: boolean;
  money: JobMoney;
  /** Opens the payment with what is due; the job is completed once it is recorded. */
  onTakePayment: () => void;
  /** Completes the job as it is, the balance still due. */
  onComplete: () => void;
  /** Neither: the status stays. */
  onClose: () => void;
}

/**
 * Asked when a job still owed money is marked completed: most often the client pays as the device is
 * handed over, so taking the payment comes first; completing without it, or going back, stay possible.
 */
export function UnpaidCompletionDialog({ opened, money, onTakePayment, onComplete, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={UNPAID_COMPLETION_TITLE} centered>
      <Stack gap="sm">
        <Text size="sm">{unpaidCompletionText(money)}</Text>
        <Text size="sm" c="dimmed">
          «{TAKE_PAYMENT_AND_COMPLETE}» hap pagesën me shumën e mbetur; puna përfundon sapo pagesa të regjistrohet.
        </Text>
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onClose}>
            Anulo
          </Button>
          <Button variant="light" onClick={onComplete}>
            Po, përfundoje
          </Button>
          <Button onClick={onTakePayment} data-autofocus>
            {TAKE_PAYMENT_AND_COMPLETE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

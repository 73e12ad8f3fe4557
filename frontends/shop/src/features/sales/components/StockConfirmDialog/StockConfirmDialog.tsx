import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface Props {
  /** The server's Albanian detail of the shortage; null: closed. */
  detail: string | null;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A 409 STOCK_INSUFFICIENT: the stock says there is not enough; the seller has it in hand and goes on, or not. */
export function StockConfirmDialog({ detail, sending, onConfirm, onClose }: Props) {
  return (
    <Modal opened={detail !== null} onClose={onClose} title="Stoku nuk mjafton" centered>
      <Stack gap="md">
        <Text>{detail}</Text>
        <Text fw={600}>Vazhdo gjithsesi?</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Jo
          </Button>
          <Button color="orange" loading={sending} onClick={onConfirm}>
            Po, vazhdo
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

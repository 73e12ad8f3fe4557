import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CANCEL_REASON_MAX_LENGTH, clientTicketCode, type JobResponse } from '@repair-shop/contracts';
import type { SentFromForm } from '@repair-shop/web';

export const REASON_REQUIRED_TEXT = 'Shkruani arsyen e anulimit.';
export const REASON_TOO_LONG_TEXT = `Arsyeja mund të ketë deri në ${CANCEL_REASON_MAX_LENGTH} karaktere.`;

interface Props {
  opened: boolean;
  job: Pick<JobResponse, 'id' | 'clientName' | 'deviceModel'>;
  /** True while the cancellation is on its way. */
  cancelling: boolean;
  onClose: () => void;
  /** The reason, trimmed, with the form (a refusal of the reason shows under it). */
  onConfirm: (sent: SentFromForm<string>) => void;
}

/** Checked next to the field, in Albanian: the reason is required, and at most 300 characters once trimmed. */
export function reasonError(value: string): string | null {
  const reason = value.trim();
  if (!reason) return REASON_REQUIRED_TEXT;
  return reason.length > CANCEL_REASON_MAX_LENGTH ? REASON_TOO_LONG_TEXT : null;
}

/**
 * "Anulo punën": why the job will not be done (kept in its history, shown on the job). A cancelled job
 * leaves the counters and the statistics, its money stays, and another status reopens it.
 */
export function CancelJobDialog({ opened, job, cancelling, onClose, onConfirm }: Props) {
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: { reason: reasonError } });
  const submit = form.onSubmit(({ reason }) => {
    if (!cancelling) onConfirm({ request: reason.trim(), form });
  });
  const length = form.values.reason.trim().length;

  return (
    <Modal opened={opened} onClose={onClose} title="Anulo punën" centered onExitTransitionEnd={() => form.reset()}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Puna e <strong>{job.clientName}</strong> ({job.deviceModel}, bileta {clientTicketCode(job.id)}) do të
            shënohet «Anuluar»: mbetet në histori, por nuk numërohet më në numrat dhe statistikat. Pagesat e marra
            mbeten; mund ta rihapni duke zgjedhur një status tjetër.
          </Text>
          <Textarea
            label="Arsyeja e anulimit"
            withAsterisk
            placeholder="p.sh. Klienti nuk pranoi çmimin"
            description={`${length}/${CANCEL_REASON_MAX_LENGTH}`}
            autosize
            minRows={2}
            maxRows={6}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={cancelling}>
              Mbyll
            </Button>
            <Button type="submit" color="red" loading={cancelling}>
              Anulo punën
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

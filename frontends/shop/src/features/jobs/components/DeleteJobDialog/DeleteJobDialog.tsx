import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ERROR_CODES, clientTicketCode, type JobResponse } from '@repair-shop/contracts';
import { isApiRequestError } from '@repair-shop/web';
import { failureText } from '../../../../utils/api-errors';

export const DELETE_FAILED = 'Gabim gjatë fshirjes së punës';

interface Props {
  opened: boolean;
  job: Pick<JobResponse, 'id' | 'clientName' | 'deviceModel'>;
  /** True while the deletion is on its way. */
  deleting: boolean;
  /** Why the last try failed; null before one, or after a success. */
  error: unknown;
  /** Why the server would refuse (the job's payments, a warranty return of it), known before asking; null: nothing. */
  blockedBy: string | null;
  /** False for a job already cancelled: there is nothing to offer instead. */
  canCancelInstead: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** Opens the cancellation instead: what a job with payments needs. */
  onCancelInstead: () => void;
}

/** The server refused to delete the job, and cancelling it is the way out (its money, or a warranty return, stays). */
const cancelInstead = (error: unknown): boolean =>
  isApiRequestError(error) &&
  (error.code === ERROR_CODES.jobHasPayments || error.code === ERROR_CODES.jobHasWarrantyReturn);

/**
 * "Fshi punën" (the owner's): names the job that goes and says it cannot be undone. A job the server
 * would refuse to delete is not offered as if it could be: the dialog says why and offers "Anulo punën".
 * A refusal nobody could see coming (a payment taken meanwhile) is shown in the server's words, the same way.
 */
export function DeleteJobDialog({
  opened,
  job,
  deleting,
  error,
  blockedBy,
  canCancelInstead,
  onClose,
  onConfirm,
  onCancelInstead,
}: Props) {
  const cancelButton = (size: 'xs' | 'sm') => (
    <Button size={size} variant={size === 'sm' ? 'filled' : 'light'} color="dark" onClick={onCancelInstead}>
      Anulo punën
    </Button>
  );
  if (blockedBy !== null) {
    return (
      <Modal opened={opened} onClose={onClose} title="Fshi punën" centered>
        <Stack gap="sm">
          <Alert color="orange" title="Kjo punë nuk mund të fshihet" role="status">
            <Text size="sm">{blockedBy}</Text>
          </Alert>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Mbyll
            </Button>
            {canCancelInstead && cancelButton('sm')}
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal opened={opened} onClose={onClose} title="Fshi punën" centered>
      <Stack gap="sm">
        <Text size="sm">
          Do të fshihet puna e <strong>{job.clientName}</strong> — {job.deviceModel}, bileta{' '}
          <strong>{clientTicketCode(job.id)}</strong> — bashkë me historinë, fotot, nënshkrimet dhe preventivat e saj;
          pjesët e përdorura kthehen në stok.
        </Text>
        <Text size="sm" fw={600} c="red.8">
          Ky veprim nuk kthehet mbrapsht. Fshini vetëm një punë të regjistruar gabimisht; një punë që nuk do të bëhet
          anulohet.
        </Text>
        {error !== null && (
          <Alert color="red" title="Puna nuk u fshi" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failureText(error, DELETE_FAILED)}</Text>
              {canCancelInstead && cancelInstead(error) && cancelButton('xs')}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            Mbyll
          </Button>
          <Button color="red" loading={deleting} onClick={onConfirm}>
            Po, fshije përgjithmonë
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { JobResponse } from '@repair-shop/contracts';
import { useCancelJob } from '../../hooks/use-cancel-job';
import { useDeleteJob } from '../../hooks/use-delete-job';
import { useReadOnlyReason } from '../../hooks/use-read-only';
import { useRole } from '../../hooks/use-role';
import { canDeleteJobs } from '../../utils/permissions';
import { CancelJobDialog } from '../CancelJobDialog/CancelJobDialog';
import { DeleteJobDialog } from '../DeleteJobDialog/DeleteJobDialog';
import { ReadOnlyTip, writeProps } from '../ReadOnlyTip/ReadOnlyTip';

/**
 * "Anulo punën" (whoever changes statuses; not on a job already cancelled) and "Fshi punën" (the owner,
 * for a job entered by mistake), each asking first. A refused deletion offers the cancellation instead.
 */
export function JobEndActions({ job }: { job: Pick<JobResponse, 'id' | 'clientName' | 'deviceModel' | 'status'> }) {
  const [cancelOpened, cancelDialog] = useDisclosure(false);
  const [deleteOpened, deleteDialog] = useDisclosure(false);
  const cancel = useCancelJob(job.id);
  const removal = useDeleteJob(job.id);
  const owner = canDeleteJobs(useRole());
  const cancelled = job.status === 'cancelled';
  const readOnly = useReadOnlyReason();
  if (cancelled && !owner) return null;

  const openDelete = () => {
    removal.reset();
    deleteDialog.open();
  };
  const cancelInstead = () => {
    deleteDialog.close();
    cancelDialog.open();
  };

  return (
    <Group justify="flex-end" gap="xs">
      {!cancelled && (
        <ReadOnlyTip reason={readOnly}>
          <Button variant="light" color="dark" {...writeProps(readOnly, cancelDialog.open)}>
            Anulo punën
          </Button>
        </ReadOnlyTip>
      )}
      {owner && (
        <ReadOnlyTip reason={readOnly}>
          <Button variant="subtle" color="red" {...writeProps(readOnly, openDelete)}>
            Fshi punën
          </Button>
        </ReadOnlyTip>
      )}
      <CancelJobDialog
        opened={cancelOpened}
        job={job}
        cancelling={cancel.isPending}
        onClose={cancelDialog.close}
        onConfirm={(reason) => cancel.mutate(reason, { onSuccess: cancelDialog.close })}
      />
      {owner && (
        <DeleteJobDialog
          opened={deleteOpened}
          job={job}
          deleting={removal.isPending}
          error={removal.error}
          onClose={deleteDialog.close}
          onConfirm={() => removal.mutate()}
          onCancelInstead={cancelInstead}
        />
      )}
    </Group>
  );
}

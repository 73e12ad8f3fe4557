import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { JobResponse } from '@repair-shop/contracts';
import { useCancelJob } from '../../hooks/use-cancel-job';
import { useDeleteJob } from '../../hooks/use-delete-job';
import { useReadOnlyReason } from '../../../../hooks/use-read-only';
import { useMay } from '../../../../hooks/use-role';
import { removalBlock, type RemovalFacts } from '../../utils/job-removal';
import { CancelJobDialog } from '../CancelJobDialog/CancelJobDialog';
import { DeleteJobDialog } from '../DeleteJobDialog/DeleteJobDialog';
import { ReadOnlyTip, writeProps } from '../../../../components/ReadOnlyTip/ReadOnlyTip';

interface Props extends RemovalFacts {
  job: Pick<JobResponse, 'id' | 'clientName' | 'deviceModel' | 'status'>;
}

/**
 * "Anulo punën" (whoever changes statuses; not on a job already cancelled) and "Fshi punën" (the owner,
 * for a job entered by mistake), each asking first. A job with payments or a warranty return cannot be
 * deleted: its dialog says so and offers the cancellation instead, as a refused deletion does.
 */
export function JobEndActions({ job, paymentCount, warrantyReturnIds }: Props) {
  const [cancelOpened, cancelDialog] = useDisclosure(false);
  const [deleteOpened, deleteDialog] = useDisclosure(false);
  const cancel = useCancelJob(job.id);
  const removal = useDeleteJob(job.id);
  const owner = useMay('deleteJobs');
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
        onConfirm={(sent) => cancel.mutate(sent, { onSuccess: cancelDialog.close })}
      />
      {owner && (
        <DeleteJobDialog
          opened={deleteOpened}
          job={job}
          deleting={removal.isPending}
          error={removal.error}
          blockedBy={removalBlock({ paymentCount, warrantyReturnIds })}
          canCancelInstead={!cancelled}
          onClose={deleteDialog.close}
          onConfirm={() => removal.mutate()}
          onCancelInstead={cancelInstead}
        />
      )}
    </Group>
  );
}

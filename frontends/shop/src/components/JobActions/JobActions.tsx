import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { JobResponse } from '@repair-shop/contracts';
import { FROM_DASHBOARD_STATE, jobPath, labelPrintPath } from '../../routes';
import { PrinterIcon } from '../Icons/icons';

/** "Shiko" opens the job; the printer prints its label at once. */
export function JobActions({ job }: { job: Pick<JobResponse, 'id' | 'clientName'> }) {
  const navigate = useNavigate();
  return (
    <Group gap={6} wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => navigate(jobPath(job.id), { state: FROM_DASHBOARD_STATE })} aria-label={`Shiko punën e ${job.clientName}`}>
        Shiko
      </Button>
      <Tooltip label="Printo etiketën" withArrow>
        <ActionIcon
          size={30}
          variant="default"
          onClick={() => navigate(labelPrintPath(job.id))}
          aria-label={`Printo etiketën e ${job.clientName}`}
        >
          <PrinterIcon />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

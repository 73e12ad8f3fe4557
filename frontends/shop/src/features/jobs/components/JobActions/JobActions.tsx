import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { JobResponse } from '@repair-shop/contracts';
import { FROM_DASHBOARD_STATE, jobPath } from '../../../../routes';
import { JobPrintAction } from '../../../printing/components/JobPrintAction/JobPrintAction';

/** "Shiko" opens the job; the printer sends to the counter's printer or prints the label here (JobPrintAction). */
export function JobActions({ job }: { job: Pick<JobResponse, 'id' | 'clientName'> }) {
  const navigate = useNavigate();
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        onClick={() => navigate(jobPath(job.id), { state: FROM_DASHBOARD_STATE })}
        aria-label={`Shiko punën e ${job.clientName}`}
      >
        Shiko
      </Button>
      <JobPrintAction job={job} />
    </Group>
  );
}

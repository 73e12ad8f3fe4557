import { Group, Paper, Stack, Text } from '@mantine/core';
import { DEVICE_ID_KIND_LABELS, type JobResponse } from '@repair-shop/contracts';
import { clientTicketCode, formatDateTime } from '@repair-shop/web';
import { JobActions } from '../JobActions/JobActions';
import { StatusBadge } from '../../../../components/StatusBadge/StatusBadge';

/** The jobs of one page as stacked cards (phones), with the same facts as the table; the device's number named by its kind, as on the job. */
export function JobCardList({ jobs }: { jobs: JobResponse[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Lista e punëve">
      {jobs.map((job) => (
        <Paper component="li" key={job.id} withBorder p="sm" radius="md">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {job.clientName}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {job.deviceModel}
                </Text>
              </div>
              <StatusBadge status={job.status} style={{ flexShrink: 0 }} />
            </Group>
            <Text size="sm" lineClamp={2}>
              {job.workDescription}
            </Text>
            <Text size="xs" c="dimmed">
              #{clientTicketCode(job.id)} · {formatDateTime(job.createdAt)} · {job.clientPhone} ·{' '}
              {DEVICE_ID_KIND_LABELS[job.deviceIdKind]} {job.deviceImei}
            </Text>
            <JobActions job={job} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { WARRANTY_RETURN_LABEL, type EarlierJobResponse } from '@repair-shop/contracts';
import { formatDate } from '@repair-shop/web';
import { StatusBadge } from '../../../../components/StatusBadge/StatusBadge';

interface Props {
  jobs: EarlierJobResponse[];
  loading: boolean;
  /** The job the new one returns under warranty; null: not a warranty return. */
  warrantyOf: string | null;
  onWarrantyOfChange: (jobId: string | null) => void;
  /** "Përdor këtë": the new job takes this job's client and device. */
  onUse: (job: EarlierJobResponse) => void;
}

export const USE_EARLIER_JOB_LABEL = 'Përdor këtë';

interface RowProps {
  job: EarlierJobResponse;
  chosen: boolean;
  onChoose: () => void;
  onUse: () => void;
}

function EarlierJobRow({ job, chosen, onChoose, onUse }: RowProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" aria-label={`Puna #${job.ticketCode}`} role="group">
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600}>
            #{job.ticketCode}
          </Text>
          <Text size="sm">
            {formatDate(job.createdAt)} · {job.deviceModel} · {job.clientName}
          </Text>
          <StatusBadge status={job.status} size="sm" />
          {job.warrantyOfJobId && (
            <Badge size="sm" color="grape" variant="light">
              {WARRANTY_RETURN_LABEL}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {job.workDescription} — {job.assignedWorker}
          {job.warrantyEndsAt &&
            (job.underWarranty
              ? ` · në garanci deri më ${formatDate(job.warrantyEndsAt)}`
              : ` · garancia skadoi më ${formatDate(job.warrantyEndsAt)}`)}
        </Text>
      </Stack>
      <Group gap={6} wrap="nowrap">
        <Button size="compact-sm" variant="default" onClick={onUse} title="Plotëson klientin dhe pajisjen nga kjo punë">
          {USE_EARLIER_JOB_LABEL}
        </Button>
        {job.underWarranty && (
          <Button
            size="compact-sm"
            variant={chosen ? 'filled' : 'light'}
            color="grape"
            onClick={onChoose}
            aria-pressed={chosen}
          >
            {chosen ? `${WARRANTY_RETURN_LABEL} ✓` : WARRANTY_RETURN_LABEL}
          </Button>
        )}
      </Group>
    </Group>
  );
}

/**
 * What the device or the client brought before, as the new job is filled in: "Përdor këtë" takes a
 * job's client and device into the new one; a repair still under warranty can be chosen, and the new
 * job is then its warranty return ("Kthim në garanci").
 */
export function EarlierJobs({ jobs, loading, warrantyOf, onWarrantyOfChange, onUse }: Props) {
  if (jobs.length === 0) return loading ? <Loader size="xs" aria-label="Duke kërkuar punët e mëparshme" /> : null;
  const chosen = jobs.find((job) => job.id === warrantyOf);
  return (
    <Alert color={chosen ? 'grape' : 'blue'} variant="light" title="Kjo pajisje ose ky klient ka ardhur më parë">
      <Stack gap="xs">
        {jobs.map((job) => (
          <EarlierJobRow
            key={job.id}
            job={job}
            chosen={job.id === warrantyOf}
            onChoose={() => onWarrantyOfChange(job.id === warrantyOf ? null : job.id)}
            onUse={() => onUse(job)}
          />
        ))}
        {chosen && (
          <Text size="sm" fw={500}>
            Puna e re regjistrohet si {WARRANTY_RETURN_LABEL.toLowerCase()} e punës #{chosen.ticketCode}.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

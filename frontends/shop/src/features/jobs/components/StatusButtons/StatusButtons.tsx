import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { COUNTED_JOB_STATUSES, type JobStatus } from '@repair-shop/contracts';
import { STATUS_COLORS, statusLabel } from '@repair-shop/web';
import { useReadOnlyReason } from '../../../../hooks/use-read-only';
import { ReadOnlyTip, writeProps } from '../../../../components/ReadOnlyTip/ReadOnlyTip';

interface Props {
  current: JobStatus;
  onChange: (status: JobStatus) => Promise<void>;
  /** Asked before a change (e.g. completing a job not fully paid); false leaves the status as it is. */
  confirmChange?: (status: JobStatus) => Promise<boolean>;
}

/**
 * One button per status; any status may follow any other. A cancellation takes a reason ("Anulo punën",
 * beside), so it has no button here; a cancelled job is reopened by choosing one.
 */
export function StatusButtons({ current, onChange, confirmChange }: Props) {
  const [pending, setPending] = useState<JobStatus | null>(null);
  const readOnly = useReadOnlyReason();
  // While a question is open, other clicks are ignored until it is answered.
  const asking = useRef(false);

  const choose = async (status: JobStatus) => {
    if (pending || asking.current || status === current) return;
    if (confirmChange) {
      asking.current = true;
      const confirmed = await confirmChange(status).finally(() => {
        asking.current = false;
      });
      if (!confirmed) return;
    }
    setPending(status);
    try {
      await onChange(status);
    } finally {
      setPending(null);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={600}>Ndrysho statusin</Text>
        {current === 'cancelled' && (
          <Text size="sm" c="dimmed">
            Puna është anuluar. Zgjidhni një status për ta rihapur.
          </Text>
        )}
        <Group gap="xs" role="group" aria-label="Ndrysho statusin">
          {COUNTED_JOB_STATUSES.map((status) => (
            <ReadOnlyTip key={status} reason={readOnly}>
              <Button
                color={STATUS_COLORS[status]}
                variant={status === current ? 'filled' : 'light'}
                aria-pressed={status === current}
                loading={pending === status}
                disabled={pending !== null && pending !== status}
                {...writeProps(readOnly, () => void choose(status))}
                size="sm"
              >
                {statusLabel(status)}
              </Button>
            </ReadOnlyTip>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

import { Paper, Text, ThemeIcon, Timeline } from '@mantine/core';
import type { JobMessageResponse } from '@repair-shop/contracts';
import { STATUS_COLORS, formatDateTime } from '@repair-shop/web';
import { MessageIcon } from '../Icons/icons';
import { StatusBadge } from '../StatusBadge/StatusBadge';

/** The job's history in order: status changes (coloured, with their status) and messages (speech bubbles). */
export function JobHistory({ entries }: { entries: JobMessageResponse[] }) {
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nuk ka ende histori për këtë punë.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={24} lineWidth={2} aria-label="Historia e punës">
      {entries.map((entry) =>
        entry.type === 'status' && entry.status ? (
          <Timeline.Item
            key={entry.id}
            color={STATUS_COLORS[entry.status]}
            bullet={<ThemeIcon size={12} radius="xl" color={STATUS_COLORS[entry.status]} aria-hidden />}
            title={<StatusBadge status={entry.status} size="sm" />}
            data-entry-type="status"
          >
            <Text size="sm" c="dimmed" fs="italic">
              {entry.message}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.createdAt)}
            </Text>
          </Timeline.Item>
        ) : (
          <Timeline.Item
            key={entry.id}
            color="gray"
            bullet={<MessageIcon size={13} />}
            title={
              <Text size="sm" fw={600}>
                Mesazh
              </Text>
            }
            data-entry-type="message"
          >
            <Paper bg="var(--mantine-color-gray-0)" withBorder p="xs" radius="md" mt={4}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {entry.message}
              </Text>
            </Paper>
            <Text size="xs" c="dimmed" mt={4}>
              {formatDateTime(entry.createdAt)}
            </Text>
          </Timeline.Item>
        ),
      )}
    </Timeline>
  );
}

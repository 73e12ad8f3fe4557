import { Group, Pagination, Text } from '@mantine/core';

interface Props {
  total: number;
  page: number;
  pageSize: number;
  onChange: (page: number) => void;
}

const CONTROL_LABELS = {
  first: 'Faqja e parë',
  previous: 'Faqja e mëparshme',
  next: 'Faqja tjetër',
  last: 'Faqja e fundit',
} as const;

/** "1–10 nga 23 punë" and the page buttons. */
export function JobPagination({ total, page, pageSize, onChange }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {first}–{last} nga {total} punë
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          siblings={1}
          boundaries={1}
          size="sm"
          aria-label="Faqet e punëve"
          getItemProps={(item) => ({ 'aria-label': `Faqja ${item}` })}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        />
      )}
    </Group>
  );
}

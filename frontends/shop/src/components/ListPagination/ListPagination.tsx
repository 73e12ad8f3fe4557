import { Group, Pagination, Text } from '@mantine/core';

interface Props {
  /** Rows matching in all (the server's X-Total-Count). */
  total: number;
  page: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** What the rows are, as counted: "punë", "klientë". */
  unit: string;
  /** Name of the page buttons for screen readers, e.g. "Faqet e punëve". */
  label: string;
}

const CONTROL_LABELS = {
  first: 'Faqja e parë',
  previous: 'Faqja e mëparshme',
  next: 'Faqja tjetër',
  last: 'Faqja e fundit',
} as const;

/** "11–20 nga 25 punë" and the page buttons of a list paged on the server. */
export function ListPagination({ total, page, pageSize, onChange, unit, label }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {first}–{last} nga {total} {unit}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          siblings={1}
          boundaries={1}
          size="sm"
          aria-label={label}
          getItemProps={(item) => ({ 'aria-label': `Faqja ${item}` })}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        />
      )}
    </Group>
  );
}

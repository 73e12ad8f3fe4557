import { Group, Pagination, Text } from '@mantine/core';
import { pageCount, pageRangeText } from '../../api/page';

export interface ListPaginationProps {
  /** Rows matching in all (the server's X-Total-Count). */
  total: number;
  page: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** What the rows are, as counted: "punë", "klientë", "përdorues". */
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

/** "11–20 nga 25 punë" and the page buttons (none for a single page) of a list paged on the server. */
export function ListPagination({ total, page, pageSize, onChange, unit, label }: ListPaginationProps) {
  const pages = pageCount(total, pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {`${pageRangeText(total, page, pageSize)} ${unit}`}
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

import { Group, Pagination, Text } from '@mantine/core';
import { pageCount, pageRangeText } from '@repair-shop/web';

interface Props {
  /** Accounts matching in all (the server's X-Total-Count). */
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

/** "51–73 nga 73 përdorues" and the page buttons, as in the shop's lists. */
export function UserPagination({ total, page, pageSize, onChange }: Props) {
  const pages = pageCount(total, pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {pageRangeText(total, page, pageSize)} përdorues
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          siblings={1}
          boundaries={1}
          size="sm"
          aria-label="Faqet e përdoruesve"
          getItemProps={(item) => ({ 'aria-label': `Faqja ${item}` })}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        />
      )}
    </Group>
  );
}

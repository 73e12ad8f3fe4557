import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ClampedPage } from '../../hooks/use-page-clamp';
import { ListPagination } from '../ListPagination/ListPagination';

export interface PagedListProps {
  paging: ClampedPage;
  /** What the rows are, as counted: "punë", "klientë". */
  unit: string;
  /** Name of the page buttons for screen readers, e.g. "Faqet e punëve". */
  label: string;
  children: ReactNode;
}

/**
 * One page of a server-paged list above its pagination (once a row matches), dimmed and marked busy
 * while the next page loads.
 */
export function PagedList({ paging, unit, label, children }: PagedListProps) {
  return (
    <Stack
      gap="sm"
      style={{ opacity: paging.loadingPage ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={paging.loadingPage}
    >
      {children}
      {paging.total > 0 && (
        <ListPagination
          total={paging.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onChange={paging.setPage}
          unit={unit}
          label={label}
        />
      )}
    </Stack>
  );
}

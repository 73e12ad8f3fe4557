import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pageCount, type Page } from '../api/page';

/** The page of a server-paged list that is shown, and what its pagination needs. */
export interface ClampedPage {
  /** Rows matching in all (0 until the first answer). */
  total: number;
  /** The page asked for, or the last there is when fewer rows remain. */
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** The page asked for is being loaded while the previous one is still shown. */
  loadingPage: boolean;
}

/**
 * Keeps the page of a server-paged list within its pages: fewer rows than before (another device closed
 * some, a shorter search) goes back to the last page there is, once the server's answer for it is in.
 */
export function usePageClamp(
  list: Pick<UseQueryResult<Page<unknown>>, 'data' | 'isPlaceholderData'>,
  { page, setPage, pageSize }: { page: number; setPage: (page: number) => void; pageSize: number },
): ClampedPage {
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, pageSize);

  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);
  }, [list.data, list.isPlaceholderData, page, pages, setPage]);

  return { total, page: Math.min(page, pages), pageSize, setPage, loadingPage: list.isPlaceholderData };
}

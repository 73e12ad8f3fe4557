import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PageQuery, PartListQuery, PartResponse } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';

/** How many parts the picker lists at once: more are found by typing more of the name. */
export const PART_SEARCH_LIMIT = 8;

// Only what repairs use: a product kept for sale alone is not offered for a job.
const searchQuery = (search: string): PartListQuery & PageQuery =>
  search ? { search, forRepairs: true, limit: PART_SEARCH_LIMIT } : { forRepairs: true, limit: PART_SEARCH_LIMIT };

const partSearchOptions = (search: string) => {
  const query = searchQuery(search);
  return { queryKey: queryKeys.partPage(query), queryFn: () => shopApi.parts(query) };
};

/** The parts whose name or code matches what is typed (the first ones when nothing is). */
export function usePartSearch(search: string) {
  return useQuery({ ...partSearchOptions(search), placeholderData: keepPreviousData });
}

/** A code typed or scanned as it is, whatever its letters' case and surrounding spaces. */
export const sameCode = (part: PartResponse, code: string): boolean =>
  part.code !== null && part.code.trim().toLowerCase() === code.trim().toLowerCase();

/**
 * The part whose code is exactly the scanned one, asked of the server at once (a scanner types the code
 * and Enter faster than typing settles); the answer stays in the cache for the list of matches.
 */
export async function findPartByCode(queryClient: QueryClient, code: string): Promise<PartResponse | null> {
  const page = await queryClient.fetchQuery(partSearchOptions(code.trim()));
  return page.items.find((part) => sameCode(part, code)) ?? null;
}

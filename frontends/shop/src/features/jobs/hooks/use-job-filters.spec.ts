import { act, renderHook } from '@testing-library/react';
import { IN_SHOP_STATUSES, jobStatusFilter } from '@repair-shop/contracts';
import { JOB_FILTERS_STORAGE_KEY, PAGE_SIZE_STORAGE_KEY, useJobFilters } from './use-job-filters';
import { jobListQuery } from './use-jobs-page';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('useJobFilters', () => {
  it('lists the work still in the shop by default, ten a page', () => {
    const { result } = renderHook(() => useJobFilters('u1'));
    expect(result.current).toMatchObject({ view: 'inShop', search: '', page: 1, pageSize: 10, active: false });
    expect(jobListQuery(result.current)).toEqual({ limit: 10, offset: 0, status: jobStatusFilter(IN_SHOP_STATUSES) });
  });

  it("asks today's range for today's jobs and no filter for every job; a new view starts at page 1", () => {
    const { result } = renderHook(() => useJobFilters('u1'));
    act(() => result.current.setPage(3));
    act(() => result.current.setView('today'));
    expect(result.current.page).toBe(1);
    const today = jobListQuery(result.current);
    expect(today.status).toBeUndefined();
    expect(
      new Date(today.createdTo ?? '').getTime() - new Date(today.createdFrom ?? '').getTime(),
    ).toBeGreaterThanOrEqual(23 * 3_600_000);
    act(() => result.current.setView('all'));
    expect(jobListQuery(result.current)).toEqual({ limit: 10, offset: 0 });
    expect(result.current.active).toBe(true);
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ view: 'inShop', active: false });
  });

  it('finds the search, the view and the page again when the dashboard opens anew in this tab, for the same account only', async () => {
    jest.useFakeTimers();
    const first = renderHook(() => useJobFilters('u1'));
    act(() => first.result.current.setView('all'));
    act(() => first.result.current.setSearchText('  Drita '));
    act(() => jest.advanceTimersByTime(400));
    act(() => first.result.current.setPage(2));
    act(() => first.result.current.setPageSize(50));
    first.unmount();
    jest.useRealTimers();
    expect(JSON.parse(sessionStorage.getItem(JOB_FILTERS_STORAGE_KEY) ?? '')).toEqual({
      userId: 'u1',
      search: 'Drita',
      view: 'all',
      page: 1,
    });

    const again = renderHook(() => useJobFilters('u1'));
    expect(again.result.current).toMatchObject({
      searchText: 'Drita',
      search: 'Drita',
      view: 'all',
      page: 1,
      pageSize: 50,
    });
    act(() => again.result.current.setPage(2));
    again.unmount();
    expect(renderHook(() => useJobFilters('u1')).result.current.page).toBe(2);
    // Another account in the same tab starts from the default; the page size is the browser's.
    expect(renderHook(() => useJobFilters('u2')).result.current).toMatchObject({
      search: '',
      view: 'inShop',
      page: 1,
      pageSize: 50,
    });
    expect(localStorage.getItem(PAGE_SIZE_STORAGE_KEY)).toBe('50');
  });
});

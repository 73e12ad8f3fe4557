import { SUBSCRIPTION_STATUSES } from '@repair-shop/contracts';
import {
  ADMIN_PAGE_SIZES,
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_STATUS_FILTERS,
  adminUserListQuery,
  isAdminStatusFilter,
  shopCountText,
  shopCountsOf,
  shownShopsText,
  subscriptionStatusLabel,
} from './admin-user-list';
import { isPageSizeOf } from '../api/page';

describe('adminUserListQuery', () => {
  it('asks for the page by limit and offset, newest first being the server’s order', () => {
    expect(adminUserListQuery({ search: '', status: 'all', page: 1, pageSize: 50 })).toEqual({ limit: 50, offset: 0 });
    expect(adminUserListQuery({ search: '', status: 'all', page: 3, pageSize: 10 })).toEqual({ limit: 10, offset: 20 });
  });

  it('sends the search trimmed and the status, leaving out what is empty or "all"', () => {
    expect(adminUserListQuery({ search: '  ceku prishtinë ', status: 'expired', page: 2, pageSize: 50 })).toEqual({
      search: 'ceku prishtinë',
      status: 'expired',
      limit: 50,
      offset: 50,
    });
    expect(adminUserListQuery({ search: '   ', status: 'all', page: 1, pageSize: 10 })).not.toHaveProperty('search');
    expect(adminUserListQuery({ search: '', status: 'all', page: 1, pageSize: 10 })).not.toHaveProperty('status');
  });

  it('never asks for a page before the first', () => {
    expect(adminUserListQuery({ search: '', status: 'trial', page: 0, pageSize: 10 }).offset).toBe(0);
  });
});

describe('the status filter and page sizes', () => {
  it('offers every account, then each subscription state, in Albanian', () => {
    expect(ADMIN_STATUS_FILTERS.map((filter) => filter.value)).toEqual(['all', ...SUBSCRIPTION_STATUSES]);
    expect(ADMIN_STATUS_FILTERS.map((filter) => filter.label)).toEqual(['Të gjitha', 'Në provë', 'Abonuar', 'Skaduar']);
    expect(SUBSCRIPTION_STATUSES.map(subscriptionStatusLabel)).toEqual(['Në provë', 'Abonuar', 'Skaduar']);
    expect(isAdminStatusFilter('expired')).toBe(true);
    expect(isAdminStatusFilter('free')).toBe(false);
  });

  it('keeps the page sizes within what the server takes, its default among them', () => {
    expect(ADMIN_PAGE_SIZES.every((size) => size >= 1 && size <= 100)).toBe(true);
    expect(isPageSizeOf(ADMIN_PAGE_SIZES, ADMIN_PAGE_SIZE_DEFAULT)).toBe(true);
  });
});

describe('the count of shops', () => {
  it('adds the states up: the administrator, in none of them, is no shop', () => {
    expect(shopCountsOf({ trial: 3, active: 2, expired: 1 })).toEqual({ trial: 3, active: 2, expired: 1, all: 6 });
  });

  it('says "dyqan" for one and "dyqane" for any other number', () => {
    expect(shopCountText(1)).toBe('1 dyqan');
    expect(shopCountText(0)).toBe('0 dyqane');
    expect(shopCountText(24)).toBe('24 dyqane');
  });

  it('shows how many of all pass a search or filter', () => {
    expect(shownShopsText(24, 24, false)).toBe('24 dyqane');
    expect(shownShopsText(3, 24, true)).toBe('3 nga 24 dyqane');
    expect(shownShopsText(1, 1, true)).toBe('1 nga 1 dyqan');
  });
});

import { Group, Input, SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ADMIN_PAGE_SIZES,
  ADMIN_STATUS_FILTERS,
  PageSizeSelect,
  SearchBox,
  isAdminStatusFilter,
} from '@repair-shop/web';
import { useId } from 'react';
import type { AdminUserFilterState } from '../../hooks/use-admin-user-filters';

const STATUS_OPTIONS = ADMIN_STATUS_FILTERS.map(({ value, label }) => ({ value, label }));

/** The search (name, email, business, city), the subscription state and the page size, all sent to the server. */
export function UserFilters({ filters }: { filters: AdminUserFilterState }) {
  const statusId = useId();
  // On a phone the four choices share the row's width in a smaller font, rather than running off it.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchBox
        label="Kërko"
        placeholder="Emri, email-i, biznesi ose qyteti"
        value={filters.searchText}
        onChange={filters.setSearchText}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <Input.Wrapper label="Gjendja" labelElement="div" id={statusId} style={phone ? { flex: '1 1 100%' } : undefined}>
        <SegmentedControl
          aria-labelledby={`${statusId}-label`}
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(value) => isAdminStatusFilter(value) && filters.setStatus(value)}
          size={phone ? 'xs' : 'sm'}
          fullWidth={phone}
        />
      </Input.Wrapper>
      <PageSizeSelect
        label="Përdorues për faqe"
        sizes={ADMIN_PAGE_SIZES}
        unit="përdorues"
        value={filters.pageSize}
        onChange={filters.setPageSize}
        w={170}
      />
    </Group>
  );
}

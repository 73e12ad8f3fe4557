import { Button, Group, Select } from '@mantine/core';
import { PAGE_SIZES, type JobFilters, type PageSize } from '../../hooks/use-job-filters';
import { SearchBox } from '../SearchBox/SearchBox';

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} punë` }));

/** Search (name, phone, IMEI), page size, "Shfaq të sotmet" and "Pastro filtrat". */
export function JobFiltersBar({ filters }: { filters: JobFilters }) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchBox
        label="Kërko"
        placeholder="Emri, telefoni ose IMEI"
        value={filters.searchText}
        onChange={filters.setSearchText}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label="Punë për faqe"
        data={PAGE_SIZE_OPTIONS}
        value={String(filters.pageSize)}
        onChange={(value) => value && filters.setPageSize(Number(value) as PageSize)}
        allowDeselect={false}
        w={130}
      />
      <Group gap="sm" wrap="nowrap">
        <Button
          variant={filters.todayOnly ? 'filled' : 'light'}
          aria-pressed={filters.todayOnly}
          onClick={() => filters.setTodayOnly(!filters.todayOnly)}
        >
          Shfaq të sotmet
        </Button>
        <Button variant="default" onClick={filters.clear} disabled={!filters.active}>
          Pastro filtrat
        </Button>
      </Group>
    </Group>
  );
}

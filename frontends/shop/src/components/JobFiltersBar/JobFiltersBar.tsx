import { Button, Group } from '@mantine/core';
import { PageSizeSelect, SearchBox } from '@repair-shop/web';
import { PAGE_SIZES, type JobFilters } from '../../hooks/use-job-filters';

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
      <PageSizeSelect label="Punë për faqe" sizes={PAGE_SIZES} unit="punë" value={filters.pageSize} onChange={filters.setPageSize} w={130} />
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

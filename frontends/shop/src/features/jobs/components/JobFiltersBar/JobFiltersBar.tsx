import { Group, SegmentedControl } from '@mantine/core';
import { SearchBox } from '@repair-shop/web';
import { JOB_VIEWS, JOB_VIEW_LABELS, isJobView, type JobFilters } from '../../hooks/use-job-filters';

/**
 * Which jobs ("Në servis", the default; "Të sotmet"; "Të gjitha") and the search (name, phone, IMEI):
 * one row on a wide screen, two short ones on a phone, so that the first job stays in view.
 */
export function JobFiltersBar({ filters }: { filters: JobFilters }) {
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <SegmentedControl
        aria-label="Cilat punë shfaqen"
        data={JOB_VIEWS.map((view) => ({ value: view, label: JOB_VIEW_LABELS[view] }))}
        value={filters.view}
        onChange={(value) => {
          if (isJobView(value)) filters.setView(value);
        }}
        style={{ flex: '1 1 320px' }}
      />
      <SearchBox
        aria-label="Kërko"
        placeholder="Kërko: emri, telefoni, IMEI ose bileta"
        value={filters.searchText}
        onChange={filters.setSearchText}
        style={{ flex: '1 1 240px' }}
      />
    </Group>
  );
}

import { Anchor, Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { PlusIcon } from '../../components/Icons/icons';
import { JobCardList } from '../../components/JobCardList/JobCardList';
import { JobFiltersBar } from '../../components/JobFiltersBar/JobFiltersBar';
import { JobPagination } from '../../components/JobPagination/JobPagination';
import { JobTable } from '../../components/JobTable/JobTable';
import { JobsEmptyState } from '../../components/JobsEmptyState/JobsEmptyState';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { StatusCounters } from '../../components/StatusCounters/StatusCounters';
import { useDashboard } from '../../context/DashboardContext';
import { useJobs } from '../../hooks/use-jobs';
import { useTodayCounts } from '../../hooks/use-today-counts';

/** Ballina: today's counters and the searchable, paged list of jobs. */
export function HomeTab() {
  const { workers, dataVersion, openAddJob, openAddWorker, jobFilters: filters } = useDashboard();
  const counts = useTodayCounts(dataVersion);
  const jobs = useJobs({ search: filters.search, todayOnly: filters.todayOnly }, dataVersion);
  const hasWorkers = (workers.data?.length ?? 0) > 0;
  const list = jobs.data ?? [];
  const pages = Math.max(1, Math.ceil(list.length / filters.pageSize));
  const { page, setPage } = filters;

  // A shorter list (new search, deleted data) must not leave the table on a page that no longer exists.
  useEffect(() => {
    if (jobs.data && page > pages) setPage(pages);
  }, [jobs.data, page, pages, setPage]);

  const visible = list.slice((page - 1) * filters.pageSize, page * filters.pageSize);

  return (
    <Stack gap="md" pt="xs">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={2}>Punët e sotme</Title>
        <Stack gap={4} align="flex-end">
          <Button leftSection={<PlusIcon />} onClick={openAddJob} disabled={!hasWorkers}>
            Shto punë
          </Button>
          {!hasWorkers && !workers.loading && (
            <Text size="xs" c="dimmed" ta="right" maw={260}>
              Shtoni fillimisht një punëtor që të mund të regjistroni punë.{' '}
              <Anchor component="button" type="button" fz="xs" onClick={openAddWorker}>
                Shto punëtor
              </Anchor>
            </Text>
          )}
        </Stack>
      </Group>

      {counts.failed ? <LoadFailed what="Numrat e sotëm" onRetry={counts.reload} /> : <StatusCounters counts={counts.data} />}

      <JobFiltersBar filters={filters} />

      {jobs.failed ? (
        <LoadFailed what="Punët" onRetry={jobs.reload} />
      ) : jobs.data === null ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar punët" />
        </Center>
      ) : list.length === 0 ? (
        <JobsEmptyState
          filtered={filters.active}
          hasWorkers={hasWorkers}
          onAddWorker={openAddWorker}
          onAddJob={openAddJob}
          onClearFilters={filters.clear}
        />
      ) : (
        <Stack gap="sm" style={{ opacity: jobs.loading ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={jobs.loading}>
          <Box visibleFrom="md" bg="var(--mantine-color-body)" style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}>
            <JobTable jobs={visible} />
          </Box>
          <Box hiddenFrom="md">
            <JobCardList jobs={visible} />
          </Box>
          <JobPagination total={list.length} page={Math.min(page, pages)} pageSize={filters.pageSize} onChange={setPage} />
        </Stack>
      )}
    </Stack>
  );
}

import { Anchor, Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PageSizeSelect, PagedList, loadFailed, retryProps, usePageClamp } from '@repair-shop/web';
import { AttentionCard } from '../../components/AttentionCard/AttentionCard';
import { PlusIcon } from '../../../../components/Icons/icons';
import { JobCardList } from '../../components/JobCardList/JobCardList';
import { JobFiltersBar } from '../../components/JobFiltersBar/JobFiltersBar';
import { JobTable } from '../../components/JobTable/JobTable';
import { JobsEmptyState, NO_WORKER_ASK_MANAGER } from '../../components/JobsEmptyState/JobsEmptyState';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { LowStockCard } from '../../../stock/components/LowStockCard/LowStockCard';
import { StockoutCard } from '../../../stock/components/StockoutCard/StockoutCard';
import { ReadOnlyTip, writeProps } from '../../../../components/ReadOnlyTip/ReadOnlyTip';
import { StatusCounters } from '../../components/StatusCounters/StatusCounters';
import { useDashboard } from '../../../../context/DashboardContext';
import { JOB_VIEW_TITLES, PAGE_SIZES } from '../../hooks/use-job-filters';
import { useJobsPage } from '../../hooks/use-jobs-page';
import { useReadOnlyReason } from '../../../../hooks/use-read-only';
import { useMay } from '../../../../hooks/use-role';
import { useTodayCounts } from '../../hooks/use-today-counts';
import { useWorkers } from '../../../../hooks/use-workers';
import { assignableWorkers } from '../../../../utils/permissions';

/**
 * Ballina: today's counters, the parts running low and those running out soon (owner and managers), and the list of jobs, one server
 * page at a time: the work still in the shop by default, today's or every job, searchable.
 */
export function HomeTab() {
  const { openAddJob, openAddWorker, jobFilters: filters } = useDashboard();
  const workers = useWorkers();
  const counts = useTodayCounts();
  const jobs = useJobsPage(filters);
  const hasWorkers = assignableWorkers(workers.data ?? []).length > 0;
  const paging = usePageClamp(jobs, filters);
  const list = jobs.data?.items ?? [];
  const seesStock = useMay('manageStock');
  // What runs out at the recent pace comes with the insights, which only those who read the statistics may ask for.
  const readsStats = useMay('readStats');
  const seesStockouts = seesStock && readsStats;
  // Only those who manage the staff are offered to add a worker (the server refuses anyone else).
  const addWorker = useMay('manageStaff') ? openAddWorker : undefined;
  const readOnly = useReadOnlyReason();

  return (
    <Stack gap="md" pt="xs">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
          {JOB_VIEW_TITLES[filters.view]}
        </Title>
        <Stack gap={4} align="flex-end">
          <ReadOnlyTip reason={readOnly}>
            <Button leftSection={<PlusIcon />} {...writeProps(readOnly, openAddJob)} disabled={!hasWorkers}>
              Shto punë
            </Button>
          </ReadOnlyTip>
          {!hasWorkers && !workers.isPending && !readOnly && (
            <Text size="xs" c="dimmed" ta="right" maw={260}>
              {addWorker ? (
                <>
                  Shtoni fillimisht një punëtor që të mund të regjistroni punë.{' '}
                  <Anchor component="button" type="button" fz="xs" onClick={addWorker}>
                    Shto punëtor
                  </Anchor>
                </>
              ) : (
                NO_WORKER_ASK_MANAGER
              )}
            </Text>
          )}
        </Stack>
      </Group>

      {loadFailed(counts) ? (
        <LoadFailed what="Numrat e sotëm" {...retryProps(counts)} />
      ) : (
        <StatusCounters counts={counts.data ?? null} />
      )}

      <AttentionCard />

      {seesStock && <LowStockCard />}
      {seesStockouts && <StockoutCard />}

      <JobFiltersBar filters={filters} />

      {loadFailed(jobs) ? (
        <LoadFailed what="Punët" {...retryProps(jobs)} />
      ) : !jobs.data ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar punët" />
        </Center>
      ) : paging.total === 0 ? (
        <JobsEmptyState
          searching={filters.search !== ''}
          view={filters.view}
          hasWorkers={hasWorkers}
          onAddWorker={addWorker}
          onAddJob={openAddJob}
          onClearFilters={filters.clear}
        />
      ) : (
        <PagedList paging={paging} unit="punë" label="Faqet e punëve">
          <Box
            visibleFrom="md"
            bg="var(--mantine-color-body)"
            style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
          >
            <JobTable jobs={list} />
          </Box>
          <Box hiddenFrom="md">
            <JobCardList jobs={list} />
          </Box>
        </PagedList>
      )}

      <Group justify="flex-end">
        <PageSizeSelect
          label="Punë për faqe"
          sizes={PAGE_SIZES}
          unit="punë"
          value={filters.pageSize}
          onChange={filters.setPageSize}
          w={130}
          size="xs"
        />
      </Group>
    </Stack>
  );
}

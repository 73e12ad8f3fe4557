import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PlusIcon } from '../../components/Icons/icons';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { StatCard } from '../../components/StatCard/StatCard';
import { WorkerList } from '../../components/WorkerList/WorkerList';
import { useDashboard } from '../../context/DashboardContext';
import { useJobStats } from '../../hooks/use-job-stats';
import { averageJobsPerWorker } from '../../utils/job-stats';

/** Punëtorët: figures of the team and the list of workers. */
export function WorkersTab() {
  const { workers, dataVersion, openAddWorker } = useDashboard();
  const stats = useJobStats(dataVersion);
  const list = workers.data;
  const average = stats.data && list ? averageJobsPerWorker(stats.data.totalJobs, list.length) : null;

  return (
    <Stack gap="md" pt="xs">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Punëtorët</Title>
        <Button leftSection={<PlusIcon />} onClick={openAddWorker}>
          Shto punëtor
        </Button>
      </Group>

      {stats.failed && <LoadFailed what="Statistikat" onRetry={stats.reload} />}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <StatCard label="Punëtorë aktivë" value={list ? list.length : null} />
        <StatCard label="Punë të përfunduara këtë muaj" value={stats.data ? stats.data.completedThisMonth : null} />
        <StatCard label="Mesatarja e punëve për punëtor" value={average} hint={stats.data ? `Gjithsej ${stats.data.totalJobs} punë` : undefined} />
      </SimpleGrid>

      <Title order={3} fz="lg">
        Lista e punëtorëve
      </Title>
      {workers.failed ? (
        <LoadFailed what="Punëtorët" onRetry={workers.reload} />
      ) : !list ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar punëtorët" />
        </Center>
      ) : list.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="xs" ta="center">
            <Text fw={600}>Nuk keni shtuar ende asnjë punëtor.</Text>
            <Text size="sm" c="dimmed">
              Punëtorët caktohen në punët që regjistroni. Shtoni të parin për të filluar.
            </Text>
            <Button variant="light" onClick={openAddWorker}>
              Shto punëtorin e parë
            </Button>
          </Stack>
        </Paper>
      ) : (
        <WorkerList workers={list} />
      )}
    </Stack>
  );
}

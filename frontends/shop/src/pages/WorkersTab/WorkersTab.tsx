import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PlusIcon } from '../../components/Icons/icons';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { StatCard } from '../../components/StatCard/StatCard';
import { WorkerList } from '../../components/WorkerList/WorkerList';
import { useDashboard } from '../../context/DashboardContext';
import { useStats } from '../../hooks/use-stats';
import { useWorkers } from '../../hooks/use-workers';
import { averageJobsPerWorker, teamFigures } from '../../utils/job-stats';
import { loadFailed, retryProps } from '../../utils/query-state';

/** Punëtorët: figures of the team and the list of workers. */
export function WorkersTab() {
  const { openAddWorker } = useDashboard();
  const workers = useWorkers();
  const stats = useStats();
  const list = workers.data;
  const figures = stats.data ? teamFigures(stats.data) : null;
  const average = figures && list ? averageJobsPerWorker(figures.totalJobs, list.length) : null;

  return (
    <Stack gap="md" pt="xs">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Punëtorët</Title>
        <Button leftSection={<PlusIcon />} onClick={openAddWorker}>
          Shto punëtor
        </Button>
      </Group>

      {loadFailed(stats) && <LoadFailed what="Statistikat" {...retryProps(stats)} />}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <StatCard label="Punëtorë aktivë" value={list ? list.length : null} />
        <StatCard label="Punë të përfunduara këtë muaj" value={figures ? figures.completedThisMonth : null} />
        <StatCard label="Mesatarja e punëve për punëtor" value={average} hint={figures ? `Gjithsej ${figures.totalJobs} punë` : undefined} />
      </SimpleGrid>

      <Title order={3} fz="lg">
        Lista e punëtorëve
      </Title>
      {loadFailed(workers) ? (
        <LoadFailed what="Punëtorët" {...retryProps(workers)} />
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

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

interface Props {
  /** A search or the today filter is on: nothing matched, rather than no jobs at all. */
  filtered: boolean;
  hasWorkers: boolean;
  onAddWorker: () => void;
  onAddJob: () => void;
  onClearFilters: () => void;
}

/** What the job list shows when it is empty. */
export function JobsEmptyState({ filtered, hasWorkers, onAddWorker, onAddJob, onClearFilters }: Props) {
  if (filtered) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <Title order={3} fz="lg">
            Asnjë punë nuk përputhet me filtrat
          </Title>
          <Text size="sm" c="dimmed">
            Provoni një kërkim tjetër ose pastroni filtrat për të parë të gjitha punët.
          </Text>
          <Button variant="default" onClick={onClearFilters}>
            Pastro filtrat
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <Title order={3} fz="lg">
          Nuk ka punë për sot
        </Title>
        <Text size="sm" c="dimmed" maw={460}>
          {hasWorkers
            ? 'Regjistroni pajisjen e parë që pranoni dhe ajo do të shfaqet këtu.'
            : 'Filloni duke shtuar punëtorin e parë, pastaj regjistroni punën e parë.'}
        </Text>
        <Group justify="center" gap="sm" mt="xs">
          <Button variant={hasWorkers ? 'default' : 'filled'} onClick={onAddWorker}>
            {hasWorkers ? 'Shto punëtor' : 'Shto punëtorin e parë'}
          </Button>
          <Button onClick={onAddJob} disabled={!hasWorkers}>
            Shto punën e parë
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

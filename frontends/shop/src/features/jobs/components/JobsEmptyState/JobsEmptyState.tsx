import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { JobView } from '../../hooks/use-job-filters';

interface Props {
  /** A search is on: nothing matched it, rather than no jobs in the view. */
  searching: boolean;
  /** Which jobs the list shows. */
  view: JobView;
  hasWorkers: boolean;
  /** Absent for a role that may not add workers: nothing is offered that the server would refuse. */
  onAddWorker?: () => void;
  onAddJob: () => void;
  onClearFilters: () => void;
}

const EMPTY_VIEW: Record<JobView, { title: string; text: string }> = {
  inShop: {
    title: 'Nuk ka punë në servis',
    text: 'Pajisjet që pranoni shfaqen këtu deri sa t’i merr klienti; punët e mbaruara i gjeni te «Të gjitha».',
  },
  today: { title: 'Nuk ka punë për sot', text: 'Pajisjet që pranoni sot shfaqen këtu.' },
  all: { title: 'Ende nuk ka punë', text: 'Regjistroni pajisjen e parë që pranoni dhe ajo do të shfaqet këtu.' },
};

/** Said instead of "Shto punëtor" to a role that may not add workers, while the shop has none. */
export const NO_WORKER_ASK_MANAGER =
  'Që të regjistrohen punë, pronari ose një menaxher duhet të shtojë fillimisht një punëtor.';

/** What the job list shows when it is empty: nothing matched the search, or nothing in the view yet. */
export function JobsEmptyState({ searching, view, hasWorkers, onAddWorker, onAddJob, onClearFilters }: Props) {
  if (searching) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <Title order={3} fz="lg">
            Asnjë punë nuk përputhet me kërkimin
          </Title>
          <Text size="sm" c="dimmed">
            Provoni një kërkim tjetër, ose pastroni filtrat për të parë punët në servis.
          </Text>
          <Button variant="default" onClick={onClearFilters}>
            Pastro filtrat
          </Button>
        </Stack>
      </Paper>
    );
  }
  const { title, text } = EMPTY_VIEW[view];
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed" maw={460}>
          {hasWorkers
            ? text
            : onAddWorker
              ? 'Filloni duke shtuar punëtorin e parë, pastaj regjistroni punën e parë.'
              : NO_WORKER_ASK_MANAGER}
        </Text>
        <Group justify="center" gap="sm" mt="xs">
          {onAddWorker && (
            <Button variant={hasWorkers ? 'default' : 'filled'} onClick={onAddWorker}>
              {hasWorkers ? 'Shto punëtor' : 'Shto punëtorin e parë'}
            </Button>
          )}
          <Button onClick={onAddJob} disabled={!hasWorkers}>
            {view === 'all' ? 'Shto punën e parë' : 'Regjistro një punë'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

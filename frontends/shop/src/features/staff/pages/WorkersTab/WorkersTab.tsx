import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { WorkerResponse } from '@repair-shop/contracts';
import { loadFailed, retryProps } from '@repair-shop/web';
import { PlusIcon } from '../../../../components/Icons/icons';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { OperatorCodeDialog } from '../../components/OperatorCodeDialog/OperatorCodeDialog';
import { StaffLoginDialog } from '../../components/StaffLoginDialog/StaffLoginDialog';
import { StatCard } from '../../../../components/StatCard/StatCard';
import { WorkerActions } from '../../components/WorkerActions/WorkerActions';
import { WorkerDialog } from '../../components/WorkerDialog/WorkerDialog';
import { WorkerLinkDialog } from '../../components/WorkerLinkDialog/WorkerLinkDialog';
import { WorkerList } from '../../components/WorkerList/WorkerList';
import { useDashboard } from '../../../../context/DashboardContext';
import { useFiscalProfile } from '../../../business/hooks/use-fiscal-profile';
import { useMay } from '../../../../hooks/use-role';
import { useStats } from '../../../../hooks/use-stats';
import { useWorkers } from '../../../../hooks/use-workers';
import { averageJobsPerWorker, teamFigures } from '../../../../utils/job-stats';
import { assignableWorkers } from '../../../../utils/permissions';
import { ReadOnlyTip, writeProps } from '../../../../components/ReadOnlyTip/ReadOnlyTip';
import { useReadOnlyReason } from '../../../../hooks/use-read-only';

/** The team's figures (from the statistics: not a technician's to see). */
function TeamFigures({ workerCount }: { workerCount: number | null }) {
  const stats = useStats();
  const figures = stats.data ? teamFigures(stats.data) : null;
  const average = figures && workerCount !== null ? averageJobsPerWorker(figures.totalJobs, workerCount) : null;
  return (
    <>
      {loadFailed(stats) && <LoadFailed what="Statistikat" {...retryProps(stats)} />}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <StatCard label="Punëtorë aktivë" value={workerCount} />
        <StatCard label="Punë të përfunduara këtë muaj" value={figures ? figures.completedThisMonth : null} />
        <StatCard
          label="Mesatarja e punëve për punëtor"
          value={average}
          hint={figures ? `Gjithsej ${figures.totalJobs} punë` : undefined}
        />
      </SimpleGrid>
    </>
  );
}

/** Punëtorët: figures of the team and the list of workers; the owner and a manager also manage staff here. */
export function WorkersTab() {
  const { openAddWorker } = useDashboard();
  const manages = useMay('manageStaff');
  const readsStats = useMay('readStats');
  const workers = useWorkers();
  const list = workers.data;
  const readOnly = useReadOnlyReason();
  const [editing, setEditing] = useState<WorkerResponse | null>(null);
  const [givingLogin, setGivingLogin] = useState<WorkerResponse | null>(null);
  const [linking, setLinking] = useState<WorkerResponse | null>(null);
  const [coding, setCoding] = useState<WorkerResponse | null>(null);
  // Operator codes are Albania's: asked for only where the shop fiscalizes there.
  const fiscal = useFiscalProfile({ enabled: manages });
  const albanian = fiscal.data?.country === 'albania';

  return (
    <Stack gap="md" pt="xs">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Punëtorët</Title>
        {manages && (
          <ReadOnlyTip reason={readOnly}>
            <Button leftSection={<PlusIcon />} {...writeProps(readOnly, openAddWorker)}>
              Shto punëtor
            </Button>
          </ReadOnlyTip>
        )}
      </Group>

      {readsStats && <TeamFigures workerCount={list ? assignableWorkers(list).length : null} />}

      <Title order={3} fz="lg">
        Lista e punëtorëve
      </Title>
      {manages && (
        <Text size="sm" c="dimmed">
          Jepini një punëtori hyrje në aplikacion që të punojë me llogarinë e vet: teknikët shohin vetëm punët.
        </Text>
      )}
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
            {manages && (
              <Button variant="light" onClick={openAddWorker}>
                Shto punëtorin e parë
              </Button>
            )}
          </Stack>
        </Paper>
      ) : (
        <WorkerList
          workers={list}
          actions={
            manages
              ? (worker) => (
                  <WorkerActions
                    worker={worker}
                    onEdit={setEditing}
                    onGiveLogin={setGivingLogin}
                    onNewLink={setLinking}
                    onOperatorCode={albanian ? setCoding : undefined}
                  />
                )
              : undefined
          }
        />
      )}
      <WorkerDialog opened={editing !== null} worker={editing} onClose={() => setEditing(null)} />
      <StaffLoginDialog worker={givingLogin} onClose={() => setGivingLogin(null)} />
      <WorkerLinkDialog worker={linking} onClose={() => setLinking(null)} />
      <OperatorCodeDialog worker={coding} onClose={() => setCoding(null)} />
    </Stack>
  );
}

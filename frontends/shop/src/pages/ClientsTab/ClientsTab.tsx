import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ClientList } from '../../components/ClientList/ClientList';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { TopClients } from '../../components/TopClients/TopClients';
import { useDashboard } from '../../context/DashboardContext';
import { useClients } from '../../hooks/use-clients';

/** Klientët: the top clients, then one entry per phone number with the number of jobs. */
export function ClientsTab() {
  const { dataVersion } = useDashboard();
  const clients = useClients(dataVersion);
  const list = clients.data;

  return (
    <Stack gap="md" pt="xs">
      <Title order={2}>Klientët</Title>
      {clients.failed ? (
        <LoadFailed what="Klientët" onRetry={clients.reload} />
      ) : !list ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar klientët" />
        </Center>
      ) : list.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap={4} ta="center">
            <Text fw={600}>Nuk keni ende klientë.</Text>
            <Text size="sm" c="dimmed">
              Klientët shfaqen këtu sapo të regjistroni punën e tyre të parë.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <>
          <TopClients clients={list} />
          <Text size="sm" c="dimmed">
            {list.length === 1 ? '1 klient' : `${list.length} klientë`}
          </Text>
          <ClientList clients={list} />
        </>
      )}
    </Stack>
  );
}

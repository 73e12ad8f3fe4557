import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { PagedList, SearchBox, loadFailed, retryProps, usePageClamp } from '@repair-shop/web';
import { ClientTable } from '../../components/ClientTable/ClientTable';
import { ClientTransfer } from '../../components/ClientTransfer/ClientTransfer';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { TopClients } from '../../components/TopClients/TopClients';
import { useDashboard } from '../../../../context/DashboardContext';
import { CLIENT_PAGE_SIZE, useClientsPage } from '../../hooks/use-clients-page';
import { useMay } from '../../../../hooks/use-role';

/** Klientët: the top clients, then every client (one row per phone number), searched and paged on the server; a client opens their page. */
export function ClientsTab() {
  const filters = useDashboard().clientFilters;
  const transfers = useMay('transferData');
  const clients = useClientsPage(filters.search, filters.page);
  const paging = usePageClamp(clients, { page: filters.page, setPage: filters.setPage, pageSize: CLIENT_PAGE_SIZE });

  return (
    <Stack gap="md" pt="xs">
      <Title order={2}>Klientët</Title>
      {transfers && <ClientTransfer />}
      <TopClients />
      <SearchBox
        label="Kërko klientin"
        placeholder="Emri ose telefoni"
        value={filters.searchText}
        onChange={filters.setSearchText}
        maw={420}
      />
      {loadFailed(clients) ? (
        <LoadFailed what="Klientët" {...retryProps(clients)} />
      ) : !clients.data ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar klientët" />
        </Center>
      ) : paging.total === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap={4} ta="center">
            {filters.search ? (
              <Text fw={600}>Asnjë klient nuk përputhet me kërkimin.</Text>
            ) : (
              <>
                <Text fw={600}>Nuk keni ende klientë.</Text>
                <Text size="sm" c="dimmed">
                  Klientët shfaqen këtu sapo të regjistroni punën e tyre të parë.
                </Text>
              </>
            )}
          </Stack>
        </Paper>
      ) : (
        <PagedList paging={paging} unit={paging.total === 1 ? 'klient' : 'klientë'} label="Faqet e klientëve">
          <ClientTable clients={clients.data.items} />
        </PagedList>
      )}
    </Stack>
  );
}

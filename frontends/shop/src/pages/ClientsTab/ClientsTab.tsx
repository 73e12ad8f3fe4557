import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { loadFailed, retryProps } from '@repair-shop/web';
import { ClientTable } from '../../components/ClientTable/ClientTable';
import { ListPagination } from '../../components/ListPagination/ListPagination';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { SearchBox } from '../../components/SearchBox/SearchBox';
import { TopClients } from '../../components/TopClients/TopClients';
import { useClientFilters } from '../../hooks/use-client-filters';
import { CLIENT_PAGE_SIZE, useClientsPage } from '../../hooks/use-clients-page';

/** Klientët: the top clients, then every client (one row per phone number), searched and paged on the server. */
export function ClientsTab() {
  const filters = useClientFilters();
  const clients = useClientsPage(filters.search, filters.page);
  const total = clients.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CLIENT_PAGE_SIZE));
  const { page, setPage } = filters;
  const loadingPage = clients.isPlaceholderData;

  useEffect(() => {
    if (clients.data && !clients.isPlaceholderData && page > pages) setPage(pages);
  }, [clients.data, clients.isPlaceholderData, page, pages, setPage]);

  return (
    <Stack gap="md" pt="xs">
      <Title order={2}>Klientët</Title>
      <TopClients />
      <SearchBox label="Kërko klientin" placeholder="Emri ose telefoni" value={filters.searchText} onChange={filters.setSearchText} maw={420} />
      {loadFailed(clients) ? (
        <LoadFailed what="Klientët" {...retryProps(clients)} />
      ) : !clients.data ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar klientët" />
        </Center>
      ) : total === 0 ? (
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
        <Stack gap="sm" style={{ opacity: loadingPage ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={loadingPage}>
          <Paper withBorder radius="md">
            <ClientTable clients={clients.data.items} />
          </Paper>
          <ListPagination
            total={total}
            page={Math.min(page, pages)}
            pageSize={CLIENT_PAGE_SIZE}
            onChange={setPage}
            unit={total === 1 ? 'klient' : 'klientë'}
            label="Faqet e klientëve"
          />
        </Stack>
      )}
    </Stack>
  );
}

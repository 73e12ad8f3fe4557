import { Alert, Box, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import { PagedList, endsSession, getAdminToken, shownShopsText, usePageTitle } from '@repair-shop/web';
import { AdminHeader } from '../../components/AdminHeader/AdminHeader';
import { DeleteAllUsersButton } from '../../components/DeleteAllUsersButton/DeleteAllUsersButton';
import { SystemStatus } from '../../components/SystemStatus/SystemStatus';
import { UserFilters } from '../../components/UserFilters/UserFilters';
import { UserList } from '../../components/UserList/UserList';
import { useAdminUserFilters } from '../../hooks/use-admin-user-filters';
import { useAdminUsers } from '../../hooks/use-admin-users';
import { useShopCounts } from '../../hooks/use-shop-counts';
import { useUserActions } from '../../hooks/use-user-actions';
import { ADMIN_ROUTES } from '../../routes';

/** /admin-panel: needs the administrator's own token. */
export function AdminPanelPage() {
  if (!getAdminToken()) return <Navigate to={ADMIN_ROUTES.login} replace />;
  return <AdminPanel />;
}

/** The accounts, one page at a time, searched and filtered by the server; newest first, as the server orders them. */
function AdminPanel() {
  usePageTitle('Paneli i administratorit');
  const filters = useAdminUserFilters();
  const { list, paging } = useAdminUsers(filters);
  const counts = useShopCounts(filters.search);
  const actions = useUserActions();
  const users = list.data?.items ?? [];
  const loading = list.isPending;
  // A refused administrator's token is no failure to show: the login page is on its way.
  const failed = (list.isError && !endsSession(list.error, 'admin')) || counts.failed;
  const shown = counts.matching && (filters.status === 'all' ? counts.matching.all : counts.matching[filters.status]);
  const allShops = counts.all?.all;

  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <AdminHeader />
      <Container size="xl" px={{ base: 'xs', sm: 'md' }} py="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <div>
              <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
                Përdoruesit
              </Title>
              <Text size="sm" c="dimmed" aria-live="polite">
                {shown !== undefined && allShops !== undefined
                  ? shownShopsText(shown, allShops, filters.filtered)
                  : counts.failed
                    ? ''
                    : 'Duke u ngarkuar…'}
              </Text>
            </div>
            <DeleteAllUsersButton
              count={allShops ?? 0}
              busy={actions.busyId === 'all'}
              onConfirmed={actions.deleteAllUsers}
            />
          </Group>
          {failed && (
            <Alert color="red" title="Lista e përdoruesve nuk u ngarkua">
              <Group justify="space-between" gap="sm">
                <Text size="sm">Kontrolloni lidhjen dhe provoni përsëri.</Text>
                <Button
                  size="xs"
                  variant="white"
                  color="red"
                  onClick={() => {
                    void list.refetch();
                    counts.refetch();
                  }}
                  loading={list.isFetching}
                >
                  Provo përsëri
                </Button>
              </Group>
            </Alert>
          )}
          <SystemStatus />
          <UserFilters filters={filters} />
          <PagedList paging={paging} unit="përdorues" label="Faqet e përdoruesve">
            <Paper withBorder radius="md" p={0}>
              {loading ? (
                <Center p="xl">
                  <Loader aria-label="Duke u ngarkuar" />
                </Center>
              ) : users.length === 0 ? (
                <Text p="xl" ta="center" c="dimmed">
                  {filters.filtered ? 'Asnjë përdorues nuk përputhet me kërkimin ose filtrin.' : 'Nuk ka përdorues.'}
                </Text>
              ) : (
                <UserList
                  users={users}
                  busyId={actions.busyId}
                  onExtend={actions.extendTrial}
                  onDelete={actions.deleteUser}
                />
              )}
            </Paper>
          </PagedList>
        </Stack>
      </Container>
    </Box>
  );
}

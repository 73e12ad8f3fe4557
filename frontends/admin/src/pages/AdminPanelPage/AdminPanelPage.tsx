import { Alert, Box, Button, Center, Container, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { endsSession, getAdminToken } from '@repair-shop/web';
import { AdminHeader } from '../../components/AdminHeader/AdminHeader';
import { DeleteAllUsersButton } from '../../components/DeleteAllUsersButton/DeleteAllUsersButton';
import { UserList } from '../../components/UserList/UserList';
import { useAdminUsers } from '../../hooks/use-admin-users';
import { useUserActions } from '../../hooks/use-user-actions';
import { matchingUsers } from '../../utils/user-search';
import { ADMIN_ROUTES } from '../../routes';

/** /admin-panel: needs the administrator's own token. */
export function AdminPanelPage() {
  if (!getAdminToken()) return <Navigate to={ADMIN_ROUTES.login} replace />;
  return <AdminPanel />;
}

function AdminPanel() {
  const query = useAdminUsers();
  const users = query.data ?? [];
  const loading = query.isPending;
  // A refused administrator's token is no failure to show: the login page is on its way.
  const failed = query.isError && !endsSession(query.error, 'admin');
  const actions = useUserActions();
  const shopOwners = users.filter((user) => !user.isAdmin).length;
  const [search, setSearch] = useState('');
  const shown = matchingUsers(users, search);

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
              <Text size="sm" c="dimmed">
                {loading && users.length === 0 ? 'Duke u ngarkuar…' : `Gjithsej ${users.length} · ${shopOwners} pronarë servisesh`}
              </Text>
            </div>
            <DeleteAllUsersButton count={shopOwners} busy={actions.busyId === 'all'} onConfirmed={actions.deleteAllUsers} />
          </Group>
          {failed && (
            <Alert color="red" title="Lista e përdoruesve nuk u ngarkua">
              <Group justify="space-between" gap="sm">
                <Text size="sm">Kontrolloni lidhjen dhe provoni përsëri.</Text>
                <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()} loading={query.isFetching}>
                  Provo përsëri
                </Button>
              </Group>
            </Alert>
          )}
          <TextInput
            label="Kërko"
            placeholder="Emri, email-i, biznesi ose qyteti"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maw={420}
          />
          <Paper withBorder radius="md" p={0}>
            {loading && users.length === 0 ? (
              <Center p="xl">
                <Loader aria-label="Duke u ngarkuar" />
              </Center>
            ) : shown.length === 0 ? (
              <Text p="xl" ta="center" c="dimmed">
                {users.length === 0 ? 'Nuk ka përdorues.' : 'Asnjë përdorues nuk përputhet me kërkimin.'}
              </Text>
            ) : (
              <UserList
                users={shown}
                busyId={actions.busyId}
                onExtend={actions.extendTrial}
                onDelete={actions.deleteUser}
              />
            )}
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}

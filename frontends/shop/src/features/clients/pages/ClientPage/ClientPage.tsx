import { Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ClientDetailResponse, ClientJobResponse } from '@repair-shop/contracts';
import { PagedList, loadFailed, retryProps, usePageClamp, usePageTitle } from '@repair-shop/web';
import { ClientFigures } from '../../components/ClientFigures/ClientFigures';
import { ClientJobCardList } from '../../components/ClientJobCardList/ClientJobCardList';
import { ClientJobTable } from '../../components/ClientJobTable/ClientJobTable';
import { ClientMessageMenu } from '../../components/ClientMessageMenu/ClientMessageMenu';
import { ArrowLeftIcon } from '../../../../components/Icons/icons';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { useBusiness } from '../../../../hooks/use-business';
import {
  CLIENT_JOBS_PAGE_SIZE,
  useClientDetail,
  useClientJobsPage,
  useClientJobsPageNumber,
} from '../../hooks/use-client-page';
import { FROM_DASHBOARD_STATE, TAB_PATHS, isFromDashboard, jobPath } from '../../../../routes';

/** /dashboard/klientet/:phoneKey, under the Clients tab. */
export function ClientPage() {
  const { phoneKey = '' } = useParams();
  return <ClientView key={phoneKey} phoneKey={phoneKey} />;
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    // Never narrowed by a long name beside it ("Kthe…").
    <Button
      variant="subtle"
      color="gray"
      leftSection={<ArrowLeftIcon />}
      onClick={onBack}
      px="xs"
      style={{ flexShrink: 0 }}
    >
      Kthehu
    </Button>
  );
}

function ClientView({ phoneKey }: { phoneKey: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useClientDetail(phoneKey);
  usePageTitle(client.data?.name ?? null);
  // Back to the list the client was opened from (its search and page are kept), or to the Clients tab.
  const back = () => (isFromDashboard(location.state) ? navigate(-1) : navigate(TAB_PATHS.klientet));

  if (loadFailed(client)) {
    return (
      <Stack gap="md" pt="xs">
        <div>
          <BackButton onBack={back} />
        </div>
        <LoadFailed what="Të dhënat e klientit" {...retryProps(client)} />
      </Stack>
    );
  }
  if (client.data === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label="Duke ngarkuar klientin" />
      </Center>
    );
  }
  if (client.data === null) {
    return (
      <Paper withBorder p="xl" radius="md" mt="xs">
        <Stack align="center" gap="sm" ta="center">
          <Title order={2} fz="xl">
            Klienti nuk u gjet.
          </Title>
          <Text size="sm" c="dimmed">
            Mund të mos ketë më punë në servisin tuaj ose lidhja nuk është e saktë.
          </Text>
          <Button leftSection={<ArrowLeftIcon />} onClick={() => navigate(TAB_PATHS.klientet)}>
            Te klientët
          </Button>
        </Stack>
      </Paper>
    );
  }
  return <ClientDetail client={client.data} onBack={back} />;
}

function ClientDetail({ client, onBack }: { client: ClientDetailResponse; onBack: () => void }) {
  const navigate = useNavigate();
  const country = useBusiness().data?.country;
  const { page, setPage } = useClientJobsPageNumber();
  const jobs = useClientJobsPage(client.phoneKey, page);
  const paging = usePageClamp(jobs, { page, setPage, pageSize: CLIENT_JOBS_PAGE_SIZE });
  const list = jobs.data?.items ?? [];
  // The job's "Kthehu" comes back here, to this page of the list.
  const open = (job: ClientJobResponse) => navigate(jobPath(job.id), { state: FROM_DASHBOARD_STATE });

  return (
    <Stack gap="md" pt="xs">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <BackButton onBack={onBack} />
          <div style={{ minWidth: 0 }}>
            <Title order={2} style={{ overflowWrap: 'anywhere' }}>
              {client.name}
            </Title>
            <Text size="sm" c="dimmed">
              {client.phone}
            </Text>
            {client.note && <Text size="sm">{client.note}</Text>}
          </div>
        </Group>
        {country && <ClientMessageMenu name={client.name} phone={client.phone} country={country} />}
      </Group>

      <ClientFigures client={client} />

      <Title order={3} fz="lg">
        Punët e klientit
      </Title>
      {loadFailed(jobs) ? (
        <LoadFailed what="Punët e klientit" {...retryProps(jobs)} />
      ) : !jobs.data ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar punët e klientit" />
        </Center>
      ) : (
        <PagedList paging={paging} unit="punë" label="Faqet e punëve të klientit">
          <Box
            visibleFrom="md"
            bg="var(--mantine-color-body)"
            style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
          >
            <ClientJobTable jobs={list} currency={client.currency} onOpen={open} />
          </Box>
          <Box hiddenFrom="md">
            <ClientJobCardList jobs={list} currency={client.currency} onOpen={open} />
          </Box>
        </PagedList>
      )}
    </Stack>
  );
}

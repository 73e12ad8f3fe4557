import { Alert, Anchor, Badge, Button, Center, Group, Loader, Stack, Stepper, Text } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { JobStatus, TrackingResponse } from '@repair-shop/contracts';
import { EstimateCard } from '../../components/EstimateCard/EstimateCard';
import {
  isApiRequestError,
  AuthCard,
  STATUS_COLORS,
  formatDateTime,
  formatReadyBy,
  publicApi,
  queryKeys,
  statusLabel,
} from '@repair-shop/web';

/** The way a repair normally goes; "not repairable" or a cancellation ends it instead. */
const STEPS: JobStatus[] = ['new', 'in_process', 'ready', 'completed'];

type State =
  | { kind: 'loading' }
  | { kind: 'notFound'; detail: string }
  | { kind: 'failed' }
  | { kind: 'ready'; job: TrackingResponse };

/** An unknown token is "not found" with the server's sentence; any other failure can be tried again. */
function trackingState(tracking: UseQueryResult<TrackingResponse>): State {
  if (tracking.data) return { kind: 'ready', job: tracking.data };
  const { error } = tracking;
  if (isApiRequestError(error) && error.status === 404)
    return { kind: 'notFound', detail: error.detail ?? 'Puna nuk u gjet.' };
  // While a retry is on its way the page waits again.
  return error && !tracking.isFetching ? { kind: 'failed' } : { kind: 'loading' };
}

/** /gjurmo/:token, opened from the label's QR code: where the client's device is, without login. */
export default function TrackingPage() {
  const { token = '' } = useParams();
  const tracking = useQuery({
    queryKey: queryKeys.tracking(token),
    queryFn: () => publicApi.track(token),
    meta: { session: 'none' },
  });
  const state = trackingState(tracking);

  if (state.kind === 'loading') {
    return (
      <Center mih="100vh">
        <Loader aria-label="Duke u ngarkuar" />
      </Center>
    );
  }
  if (state.kind !== 'ready') {
    return (
      <AuthCard title="Gjurmimi i riparimit">
        <Stack gap="sm">
          <Alert color={state.kind === 'notFound' ? 'yellow' : 'red'}>
            {state.kind === 'notFound'
              ? state.detail
              : 'Informacioni nuk u ngarkua. Kontrolloni lidhjen me internetin.'}
          </Alert>
          {state.kind === 'failed' && <Button onClick={() => void tracking.refetch()}>Provo përsëri</Button>}
          <Anchor component={Link} to="/gjurmo">
            Kërko me kodin e biletës
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  const { job } = state;
  const notRepairable = job.status === 'not_repairable';
  const cancelled = job.status === 'cancelled';
  const active = notRepairable || cancelled ? 0 : STEPS.indexOf(job.status);
  // Only while the repair is under way: once ready or closed, the status says more than an estimate.
  const expected = job.readyBy && (job.status === 'new' || job.status === 'in_process') ? job.readyBy : null;
  return (
    <AuthCard title={job.shopName} subtitle={`Bileta ${job.ticketCode}`} browserTitle={job.shopName}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{job.deviceModel}</Text>
          <Badge color={STATUS_COLORS[job.status]} size="lg" aria-label="Statusi">
            {statusLabel(job.status)}
          </Badge>
        </Group>
        {expected && <Text fw={500}>{formatReadyBy(expected)}</Text>}
        {job.estimate && !cancelled && <EstimateCard token={token} job={{ ...job, estimate: job.estimate }} />}
        {notRepairable ? (
          <Alert color="gray" title="Pajisja nuk mund të rregullohet">
            Ju lutemi kontaktoni servisin për ta marrë pajisjen.
          </Alert>
        ) : cancelled ? (
          <Alert color="dark" title="Riparimi u anulua">
            Kjo punë nuk do të kryhet. Për pyetje ose për ta marrë pajisjen, kontaktoni servisin.
          </Alert>
        ) : (
          <Stepper
            active={job.status === 'completed' ? STEPS.length : active}
            orientation="vertical"
            size="sm"
            aria-label="Hapat e riparimit"
          >
            {STEPS.map((status) => (
              <Stepper.Step
                key={status}
                label={statusLabel(status)}
                description={status === 'ready' ? 'Mund ta merrni pajisjen' : undefined}
              />
            ))}
          </Stepper>
        )}
        <Text size="sm" c="dimmed">
          Pranuar më {formatDateTime(job.receivedAt)} · Përditësuar më {formatDateTime(job.updatedAt)}
        </Text>
        <Text size="sm">
          Pyetje? Telefononi servisin:{' '}
          <Anchor href={`tel:${job.shopPhone.replace(/[^\d+]/g, '')}`}>{job.shopPhone}</Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}

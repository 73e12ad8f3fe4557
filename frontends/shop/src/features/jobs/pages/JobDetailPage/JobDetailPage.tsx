import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { loadFailed, retryProps, usePageTitle } from '@repair-shop/web';
import { ArrowLeftIcon } from '../../../../components/Icons/icons';
import { CancelledJobNotice } from '../../components/CancelledJobNotice/CancelledJobNotice';
import { JobDetailHeader } from '../../components/JobDetailHeader/JobDetailHeader';
import { JobDeviceLock } from '../../../intake/components/JobDeviceLock/JobDeviceLock';
import { JobPhotos } from '../../components/JobPhotos/JobPhotos';
import { JobHistory } from '../../components/JobHistory/JobHistory';
import { JobInfo } from '../../components/JobInfo/JobInfo';
import { JobClientChat } from '../../components/JobClientChat/JobClientChat';
import { JobEndActions } from '../../components/JobEndActions/JobEndActions';
import { JobEstimate } from '../../../payments/components/JobEstimate/JobEstimate';
import { JobIntake } from '../../../intake/components/JobIntake/JobIntake';
import { JobPrinting } from '../../../printing/components/JobPrinting/JobPrinting';
import { JobParts } from '../../../stock/components/JobParts/JobParts';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { MessageComposer } from '../../components/MessageComposer/MessageComposer';
import { MoneyPanel } from '../../../payments/components/MoneyPanel/MoneyPanel';
import { PendingSmsNote } from '../../components/PendingSmsNote/PendingSmsNote';
import { JobStatusControl } from '../../components/JobStatusControl/JobStatusControl';
import { useJobActions } from '../../hooks/use-job-actions';
import { useJobDetail } from '../../hooks/use-job-detail';
import { useWorkers } from '../../../../hooks/use-workers';
import { assignableWorkers } from '../../../../utils/permissions';
import { DASHBOARD_PATH, isFromDashboard } from '../../../../routes';

/** /dashboard/pune/:jobId, in place of the tabs. */
export function JobDetailPage() {
  const { jobId = '' } = useParams();
  return <JobDetail key={jobId} jobId={jobId} />;
}

function JobDetail({ jobId }: { jobId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const workers = useWorkers();
  const job = useJobDetail(jobId);
  const actions = useJobActions(jobId);
  usePageTitle(job.data ? `${job.data.job.clientName} · ${job.data.job.deviceModel}` : null);

  // Back to the list the job was opened from (its filters are kept), or to the dashboard.
  const back = () => (isFromDashboard(location.state) ? navigate(-1) : navigate(DASHBOARD_PATH));

  // A failed reload (e.g. while waiting for an SMS) keeps the detail already shown.
  if (loadFailed(job)) {
    return (
      <Stack gap="md" pt="xs">
        <div>
          <Button variant="subtle" color="gray" leftSection={<ArrowLeftIcon />} onClick={back} px="xs">
            Kthehu
          </Button>
        </div>
        <LoadFailed what="Të dhënat e punës" {...retryProps(job)} />
      </Stack>
    );
  }
  if (job.data === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label="Duke ngarkuar punën" />
      </Center>
    );
  }
  const detail = job.data;
  if (!detail) {
    return (
      <Paper withBorder p="xl" radius="md" mt="xs">
        <Stack align="center" gap="sm" ta="center">
          <Title order={2} fz="xl">
            Puna nuk u gjet.
          </Title>
          <Text size="sm" c="dimmed">
            Mund të jetë fshirë ose lidhja nuk është e saktë.
          </Text>
          <Button leftSection={<ArrowLeftIcon />} onClick={back}>
            Kthehu te paneli
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="md" pt="xs">
      <JobDetailHeader jobId={detail.job.id} onBack={back} />
      <JobPrinting jobId={detail.job.id} payments={detail.payments} currency={detail.money.currency} />
      {detail.job.status === 'cancelled' && (
        <CancelledJobNotice reason={detail.job.cancelReason ?? ''} history={detail.messages} />
      )}
      <JobInfo
        job={detail.job}
        money={detail.money}
        workers={assignableWorkers(workers.data ?? [])}
        prediction={detail.prediction}
        onUpdate={actions.updateJob}
      />
      <JobStatusControl
        jobId={detail.job.id}
        status={detail.job.status}
        money={detail.money}
        onChange={actions.changeStatus}
      />
      <JobClientChat jobId={detail.job.id} status={detail.job.status} clientPhone={detail.job.clientPhone} />
      <JobEndActions
        job={detail.job}
        paymentCount={detail.payments.length}
        warrantyReturnIds={detail.warrantyReturnIds}
      />
      <JobEstimate jobId={detail.job.id} estimate={detail.estimate} parts={detail.money.parts} />
      <JobDeviceLock jobId={detail.job.id} deviceLock={detail.deviceLock} />
      <JobPhotos jobId={detail.job.id} status={detail.job.status} />
      <JobIntake
        jobId={detail.job.id}
        status={detail.job.status}
        clientName={detail.job.clientName}
        intake={detail.intake}
        signatures={detail.signatures}
      />
      <MoneyPanel
        jobId={detail.job.id}
        money={detail.money}
        payments={detail.payments}
        cancelled={detail.job.status === 'cancelled'}
        status={detail.job.status}
      />
      <JobParts jobId={detail.job.id} parts={detail.parts} currency={detail.money.currency} />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="job-history-title">
        <Stack gap="md">
          <Title order={3} fz="lg" id="job-history-title">
            Historia dhe mesazhet
          </Title>
          <MessageComposer onSend={actions.addMessage} />
          <PendingSmsNote count={detail.pendingSms} />
          <JobHistory entries={detail.messages} />
        </Stack>
      </Paper>
    </Stack>
  );
}

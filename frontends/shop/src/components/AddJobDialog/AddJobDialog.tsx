import { Button, Fieldset, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ClientSuggestion, DeviceIdKind, EarlierJobResponse, JobRequest, WorkerResponse } from '@repair-shop/contracts';
import { TEXTS, fullName, invalidateAfterJobWrite, notifySuccess, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../hooks/use-api-failure';
import { useBusiness } from '../../hooks/use-business';
import { useEarlierJobs } from '../../hooks/use-earlier-jobs';
import { DepositFields } from '../DepositFields/DepositFields';
import { PriceInput } from '../PriceInput/PriceInput';
import { DeviceIdField } from '../DeviceIdField/DeviceIdField';
import { DeviceLockField } from '../DeviceLockField/DeviceLockField';
import { ClientAutocomplete } from '../ClientAutocomplete/ClientAutocomplete';
import { EarlierJobs } from '../EarlierJobs/EarlierJobs';
import { IntakeChecklistFields } from '../IntakeChecklistFields/IntakeChecklistFields';
import { IntakeSignatureField } from '../IntakeSignatureField/IntakeSignatureField';
import { JOB_DRAFT_RULES, emptyJobDraft, jobRequestOf, type JobDraft } from './job-draft';

interface Props {
  opened: boolean;
  workers: WorkerResponse[];
  onClose: () => void;
}

/** "Shto punë": every field but the estimated price and the deposit is required. */
export function AddJobDialog({ opened, workers, onClose }: Props) {
  const form = useForm<JobDraft>({ mode: 'controlled', initialValues: emptyJobDraft(), validate: JOB_DRAFT_RULES });
  const { values: draft, errors, setFieldValue } = form;
  const terms = useBusiness().data?.intakeTerms ?? null;
  const fail = useApiFailure();
  const queryClient = useQueryClient();
  const earlier = useEarlierJobs(draft.deviceIdKind, draft.deviceImei, draft.clientPhone);
  // A choice made from a list that no longer holds the job (the IMEI or phone changed) does not count.
  const warrantyOfJobId = earlier.jobs.some((job) => job.id === draft.warrantyOf && job.underWarranty) ? draft.warrantyOf : null;

  const create = useMutation({
    mutationFn: (job: JobRequest) => shopApi.createJob(job),
    onSuccess: () => {
      notifySuccess(TEXTS.jobCreated);
      form.reset();
      void invalidateAfterJobWrite(queryClient, { kind: 'create' });
      onClose();
    },
    onError: (error) => fail(error, TEXTS.addJobFailed),
  });

  // With a single worker there is nothing to choose.
  useEffect(() => {
    if (opened && !draft.workerId && workers.length === 1) setFieldValue('workerId', workers[0].id);
  }, [opened, workers, draft.workerId, setFieldValue]);

  const pickClient = (client: Pick<ClientSuggestion, 'name' | 'phone'>) => {
    setFieldValue('clientName', client.name);
    setFieldValue('clientPhone', client.phone);
  };

  // "Përdor këtë": the client and the device of an earlier job, in one tap.
  const takeEarlierJob = (job: EarlierJobResponse) => {
    pickClient({ name: job.clientName, phone: job.clientPhone });
    setFieldValue('deviceModel', job.deviceModel);
    setFieldValue('deviceIdKind', job.deviceIdKind);
    setFieldValue('deviceImei', job.deviceImei);
  };

  const switchDeviceIdKind = (kind: DeviceIdKind) => {
    setFieldValue('deviceIdKind', kind);
    // The other kind's check no longer applies; an empty field stays marked as required.
    if (draft.deviceImei.trim()) form.clearFieldError('deviceImei');
  };

  // The draft stays for when the dialog is opened again; its marks do not.
  const close = () => {
    form.clearErrors();
    onClose();
  };

  const submit = form.onSubmit((checked) => {
    if (!create.isPending) create.mutate(jobRequestOf(checked, warrantyOfJobId));
  });

  return (
    <Modal opened={opened} onClose={close} title="Shto punë të re" size="xl" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label="Punëtori"
            placeholder="Zgjidhni punëtorin"
            withAsterisk
            data={workers.map((worker) => ({ value: worker.id, label: fullName(worker) }))}
            value={draft.workerId || null}
            onChange={(value) => setFieldValue('workerId', value ?? '')}
            error={errors.workerId}
            searchable={workers.length > 6}
            allowDeselect={false}
            nothingFoundMessage="Nuk u gjet asnjë punëtor"
            comboboxProps={{ withinPortal: true }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            <ClientAutocomplete
              label="Emri i klientit"
              field="name"
              value={draft.clientName}
              error={errors.clientName}
              onChange={(value) => setFieldValue('clientName', value)}
              onPick={pickClient}
            />
            <ClientAutocomplete
              label="Telefoni i klientit"
              field="phone"
              value={draft.clientPhone}
              error={errors.clientPhone}
              onChange={(value) => setFieldValue('clientPhone', value)}
              onPick={pickClient}
            />
            <TextInput label="Modeli i pajisjes" placeholder="p.sh. iPhone 13" withAsterisk autoComplete="off" {...form.getInputProps('deviceModel')} />
            <DeviceIdField
              kind={draft.deviceIdKind}
              value={draft.deviceImei}
              error={errors.deviceImei}
              onKindChange={switchDeviceIdKind}
              onChange={(value) => setFieldValue('deviceImei', value)}
            />
            <PriceInput label="Çmimi i përafërt" description="Opsional" placeholder="p.sh. 25,50" {...form.getInputProps('price')} />
          </SimpleGrid>
          <DeviceLockField value={draft.deviceLock} error={errors.deviceLock} onChange={(lock) => setFieldValue('deviceLock', lock)} />
          <EarlierJobs
            jobs={earlier.jobs}
            loading={earlier.loading}
            warrantyOf={warrantyOfJobId}
            onWarrantyOfChange={(jobId) => setFieldValue('warrantyOf', jobId)}
            onUse={takeEarlierJob}
          />
          <Textarea label="Përshkrimi i problemit" withAsterisk autosize minRows={3} maxRows={8} {...form.getInputProps('workDescription')} />
          <Fieldset legend="Gjendja e pajisjes në pranim" variant="filled" radius="md">
            <IntakeChecklistFields value={draft.intake} onChange={(intake) => setFieldValue('intake', intake)} />
          </Fieldset>
          <DepositFields value={draft.deposit} error={errors.deposit} onChange={(deposit) => setFieldValue('deposit', deposit)} />
          <IntakeSignatureField
            value={draft.signature}
            onChange={(signature) => setFieldValue('signature', signature)}
            clientName={draft.clientName.trim()}
            terms={terms}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              Anulo
            </Button>
            <Button type="submit" loading={create.isPending}>
              Krijo punën
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

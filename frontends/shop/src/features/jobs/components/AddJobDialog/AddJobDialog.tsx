import { Button, Fieldset, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo } from 'react';
import {
  JOB_CATEGORIES,
  JOB_CATEGORY_LABELS,
  isJobCategory,
  type ClientSuggestion,
  type DeviceIdKind,
  type EarlierJobResponse,
  type WorkerResponse,
} from '@repair-shop/contracts';
import { formatReadyBy, formatUsualPrice, fullName } from '@repair-shop/web';
import { useBusiness } from '../../../../hooks/use-business';
import { useCreateJob } from '../../hooks/use-create-job';
import { useEarlierJobs } from '../../hooks/use-earlier-jobs';
import { useJobEstimate } from '../../hooks/use-job-estimate';
import { useCurrency } from '../../../../hooks/use-currency';
import { usePhoneLayout } from '../../../../hooks/use-phone-layout';
import { LABOUR_PRICE_LABEL } from '../../../../utils/price';
import { DepositFields } from '../DepositFields/DepositFields';
import { PriceInput } from '../../../../components/PriceInput/PriceInput';
import { DeviceIdField } from '../../../intake/components/DeviceIdField/DeviceIdField';
import { DeviceLockField } from '../../../intake/components/DeviceLockField/DeviceLockField';
import { ClientAutocomplete } from '../../../clients/components/ClientAutocomplete/ClientAutocomplete';
import { EarlierJobs } from '../EarlierJobs/EarlierJobs';
import { IntakeChecklistFields } from '../../../intake/components/IntakeChecklistFields/IntakeChecklistFields';
import { IntakeSignatureField } from '../../../intake/components/IntakeSignatureField/IntakeSignatureField';
import { JOB_DRAFT_RULES, JOB_REQUEST_FIELDS, emptyJobDraft, jobRequestOf, type JobDraft } from './job-draft';

interface Props {
  opened: boolean;
  workers: WorkerResponse[];
  /** The worker chosen to start with (a technician's own); the list's only worker when it has one. */
  preselectedWorkerId?: string | null;
  onClose: () => void;
}

const CATEGORY_OPTIONS = JOB_CATEGORIES.map((category) => ({ value: category, label: JOB_CATEGORY_LABELS[category] }));

/** "Shto punë": every field but the estimated price and the deposit is required. */
export function AddJobDialog({ opened, workers, preselectedWorkerId = null, onClose }: Props) {
  const form = useForm<JobDraft>({ mode: 'controlled', initialValues: emptyJobDraft(), validate: JOB_DRAFT_RULES });
  const { values: draft, errors, setFieldValue } = form;
  // The same setters at every render, so that the memoized parts of the form are not drawn again at each key.
  const set = useMemo(
    () => ({
      intake: (intake: JobDraft['intake']) => setFieldValue('intake', intake),
      deviceLock: (lock: JobDraft['deviceLock']) => setFieldValue('deviceLock', lock),
      deposit: (deposit: JobDraft['deposit']) => setFieldValue('deposit', deposit),
      signature: (signature: JobDraft['signature']) => setFieldValue('signature', signature),
    }),
    [setFieldValue],
  );
  const terms = useBusiness().data?.intakeTerms ?? null;
  // A long form: on a phone it takes the whole screen, so that the checklist's answers fit side by side.
  const phone = usePhoneLayout();
  const earlier = useEarlierJobs(draft.deviceIdKind, draft.deviceImei, draft.clientPhone);
  // A choice made from a list that no longer holds the job (the IMEI or phone changed) does not count; while the
  // list is asked again it stands (the server still checks the return belongs to this device or client).
  const listed = earlier.jobs.some((job) => job.id === draft.warrantyOf && job.underWarranty);
  const warrantyOfJobId = listed || earlier.loading ? draft.warrantyOf : null;

  const create = useCreateJob();
  const currency = useCurrency();
  const estimate = useJobEstimate({
    deviceModel: draft.deviceModel,
    description: draft.workDescription,
    category: draft.category,
  });
  // The server's suggestion fills the select until the person picks one: from then on the choice is theirs.
  const category = draft.category ?? estimate?.category ?? null;
  const usualPrice = estimate?.price ? formatUsualPrice(estimate.price, currency) : (estimate?.reason ?? null);

  // With a single worker there is nothing to choose; otherwise the preselected one, while still in the list.
  useEffect(() => {
    if (!opened || draft.workerId) return;
    const chosen = workers.length === 1 ? workers[0] : workers.find((worker) => worker.id === preselectedWorkerId);
    if (chosen) setFieldValue('workerId', chosen.id);
  }, [opened, workers, preselectedWorkerId, draft.workerId, setFieldValue]);

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

  // A mistyped IMEI (its length, its Luhn digit) is said as the field is left; an empty one waits for the submit.
  const checkDeviceId = () => {
    if (draft.deviceImei.trim()) form.validateField('deviceImei');
  };

  // The draft stays for when the dialog is opened again; its marks do not.
  const close = () => {
    form.clearErrors();
    onClose();
  };

  const submit = form.onSubmit((checked) => {
    if (create.isPending) return;
    create.mutate(
      { request: jobRequestOf(checked, warrantyOfJobId), form, names: JOB_REQUEST_FIELDS },
      {
        onSuccess: () => {
          form.reset();
          onClose();
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title="Shto punë të re" size="xl" centered fullScreen={phone}>
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
            <TextInput
              label="Modeli i pajisjes"
              placeholder="p.sh. iPhone 13"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('deviceModel')}
            />
            <DeviceIdField
              kind={draft.deviceIdKind}
              value={draft.deviceImei}
              error={errors.deviceImei}
              onKindChange={switchDeviceIdKind}
              onChange={(value) => setFieldValue('deviceImei', value)}
              onBlur={checkDeviceId}
            />
            <PriceInput
              label={LABOUR_PRICE_LABEL}
              description="Opsional. Pjesët që përdorni shtohen mbi këtë çmim."
              placeholder="p.sh. 25,50"
              {...form.getInputProps('price')}
            />
            {usualPrice && (
              <Text size="sm" c="dimmed" mt={{ sm: 28 }}>
                {usualPrice}
              </Text>
            )}
          </SimpleGrid>
          <DeviceLockField value={draft.deviceLock} error={errors.deviceLock} onChange={set.deviceLock} />
          <EarlierJobs
            jobs={earlier.jobs}
            loading={earlier.loading}
            warrantyOf={warrantyOfJobId}
            onWarrantyOfChange={(jobId) => setFieldValue('warrantyOf', jobId)}
            onUse={takeEarlierJob}
          />
          <Textarea
            label="Përshkrimi i problemit"
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('workDescription')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing={4}>
            <Select
              label="Kategoria"
              placeholder="Zgjidhet nga përshkrimi"
              data={CATEGORY_OPTIONS}
              value={category}
              onChange={(value) => setFieldValue('category', isJobCategory(value) ? value : null)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            {estimate?.readyBy && (
              <Text size="sm" mt={{ sm: 28 }}>
                {formatReadyBy(estimate.readyBy)}
              </Text>
            )}
          </SimpleGrid>
          <Fieldset legend="Gjendja e pajisjes në pranim" variant="filled" radius="md">
            <IntakeChecklistFields value={draft.intake} onChange={set.intake} />
          </Fieldset>
          <DepositFields value={draft.deposit} error={errors.deposit} onChange={set.deposit} />
          <IntakeSignatureField
            value={draft.signature}
            onChange={set.signature}
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

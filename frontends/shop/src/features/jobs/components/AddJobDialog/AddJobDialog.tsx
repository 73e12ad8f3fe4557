import { Button, Fieldset, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { memo, useCallback, useEffect, useMemo, type ChangeEvent } from 'react';
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
const IN_PORTAL = { withinPortal: true };

// The fields, drawn again only when their own props change: a key typed in one field leaves the others as they are
// (a whole dialog drawn at every key was slow on a phone, and in the tests).
const FieldSelect = memo(Select<string>);
const FieldTextInput = memo(TextInput);
const FieldTextarea = memo(Textarea);
const FieldPrice = memo(PriceInput);
const FieldClient = memo(ClientAutocomplete);
const FieldDeviceId = memo(DeviceIdField);
const FieldEarlierJobs = memo(EarlierJobs);

/** "Shto punë": every field but the estimated price and the deposit is required. */
export function AddJobDialog({ opened, workers, preselectedWorkerId = null, onClose }: Props) {
  const form = useForm<JobDraft>({ mode: 'controlled', initialValues: emptyJobDraft(), validate: JOB_DRAFT_RULES });
  const { values: draft, errors, setFieldValue, clearFieldError, validateField } = form;
  // The same setters at every render, so that the memoized fields are not drawn again at each key.
  const set = useMemo(() => {
    const client = (picked: Pick<ClientSuggestion, 'name' | 'phone'>) => {
      setFieldValue('clientName', picked.name);
      setFieldValue('clientPhone', picked.phone);
    };
    return {
      workerId: (value: string | null) => setFieldValue('workerId', value ?? ''),
      clientName: (value: string) => setFieldValue('clientName', value),
      clientPhone: (value: string) => setFieldValue('clientPhone', value),
      client,
      deviceModel: (event: ChangeEvent<HTMLInputElement>) => setFieldValue('deviceModel', event.currentTarget.value),
      deviceImei: (value: string) => setFieldValue('deviceImei', value),
      price: (event: ChangeEvent<HTMLInputElement>) => setFieldValue('price', event.currentTarget.value),
      workDescription: (event: ChangeEvent<HTMLTextAreaElement>) =>
        setFieldValue('workDescription', event.currentTarget.value),
      category: (value: string | null) => setFieldValue('category', isJobCategory(value) ? value : null),
      warrantyOf: (jobId: string | null) => setFieldValue('warrantyOf', jobId),
      // "Përdor këtë": the client and the device of an earlier job, in one tap.
      earlierJob: (job: EarlierJobResponse) => {
        client({ name: job.clientName, phone: job.clientPhone });
        setFieldValue('deviceModel', job.deviceModel);
        setFieldValue('deviceIdKind', job.deviceIdKind);
        setFieldValue('deviceImei', job.deviceImei);
      },
      intake: (update: (current: JobDraft['intake']) => JobDraft['intake']) => setFieldValue('intake', update),
      deviceLock: (lock: JobDraft['deviceLock']) => setFieldValue('deviceLock', lock),
      deposit: (deposit: JobDraft['deposit']) => setFieldValue('deposit', deposit),
      signature: (signature: JobDraft['signature']) => setFieldValue('signature', signature),
    };
  }, [setFieldValue]);
  const workerOptions = useMemo(
    () => workers.map((worker) => ({ value: worker.id, label: fullName(worker) })),
    [workers],
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

  const imeiTyped = draft.deviceImei.trim() !== '';
  const switchDeviceIdKind = useCallback(
    (kind: DeviceIdKind) => {
      setFieldValue('deviceIdKind', kind);
      // The other kind's check no longer applies; an empty field stays marked as required.
      if (imeiTyped) clearFieldError('deviceImei');
    },
    [imeiTyped, setFieldValue, clearFieldError],
  );

  // A mistyped IMEI (its length, its Luhn digit) is said as the field is left; an empty one waits for the submit.
  const checkDeviceId = useCallback(() => {
    if (imeiTyped) validateField('deviceImei');
  }, [imeiTyped, validateField]);

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
          <FieldSelect
            label="Punëtori"
            placeholder="Zgjidhni punëtorin"
            withAsterisk
            data={workerOptions}
            value={draft.workerId || null}
            onChange={set.workerId}
            error={errors.workerId}
            searchable={workers.length > 6}
            allowDeselect={false}
            nothingFoundMessage="Nuk u gjet asnjë punëtor"
            comboboxProps={IN_PORTAL}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            <FieldClient
              label="Emri i klientit"
              field="name"
              value={draft.clientName}
              error={errors.clientName}
              onChange={set.clientName}
              onPick={set.client}
            />
            <FieldClient
              label="Telefoni i klientit"
              field="phone"
              value={draft.clientPhone}
              error={errors.clientPhone}
              onChange={set.clientPhone}
              onPick={set.client}
            />
            <FieldTextInput
              label="Modeli i pajisjes"
              placeholder="p.sh. iPhone 13"
              withAsterisk
              autoComplete="off"
              value={draft.deviceModel}
              onChange={set.deviceModel}
              error={errors.deviceModel}
            />
            <FieldDeviceId
              kind={draft.deviceIdKind}
              value={draft.deviceImei}
              error={errors.deviceImei}
              onKindChange={switchDeviceIdKind}
              onChange={set.deviceImei}
              onBlur={checkDeviceId}
            />
            <FieldPrice
              label={LABOUR_PRICE_LABEL}
              description="Opsional. Pjesët që përdorni shtohen mbi këtë çmim."
              placeholder="p.sh. 25,50"
              value={draft.price}
              onChange={set.price}
              error={errors.price}
            />
            {usualPrice && (
              <Text size="sm" c="dimmed" mt={{ sm: 28 }}>
                {usualPrice}
              </Text>
            )}
          </SimpleGrid>
          <DeviceLockField value={draft.deviceLock} error={errors.deviceLock} onChange={set.deviceLock} />
          <FieldEarlierJobs
            jobs={earlier.jobs}
            loading={earlier.loading}
            warrantyOf={warrantyOfJobId}
            onWarrantyOfChange={set.warrantyOf}
            onUse={set.earlierJob}
          />
          <FieldTextarea
            label="Përshkrimi i problemit"
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            value={draft.workDescription}
            onChange={set.workDescription}
            error={errors.workDescription}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing={4}>
            <FieldSelect
              label="Kategoria"
              placeholder="Zgjidhet nga përshkrimi"
              data={CATEGORY_OPTIONS}
              value={category}
              onChange={set.category}
              allowDeselect={false}
              comboboxProps={IN_PORTAL}
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

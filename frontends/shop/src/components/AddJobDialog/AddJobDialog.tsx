import { Button, Fieldset, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import {
  deviceCodeNote,
  deviceIdProblem,
  normalizeDeviceId,
  type ClientSuggestion,
  type DeviceIdKind,
  type EarlierJobResponse,
  type JobRequest,
  type WorkerResponse,
} from '@repair-shop/contracts';
import { TEXTS, invalidateAfterJobWrite, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../hooks/use-api-failure';
import { useBusiness } from '../../hooks/use-business';
import { useEarlierJobs } from '../../hooks/use-earlier-jobs';
import { useFormValues } from '../../hooks/use-form-values';
import { notifySuccess } from '@repair-shop/web';
import { fullName } from '@repair-shop/web';
import { trimmed } from '../../utils/required-fields';
import { amountError, amountOf } from '../../utils/amount';
import { INVALID_PRICE_TEXT, parsePriceText } from '../../utils/price';
import { DepositFields, NO_DEPOSIT, type DepositDraft } from '../DepositFields/DepositFields';
import { PriceInput } from '../PriceInput/PriceInput';
import { DeviceIdField } from '../DeviceIdField/DeviceIdField';
import { DeviceLockField } from '../DeviceLockField/DeviceLockField';
import { deviceLockDraftProblem, deviceLockRequestOf, emptyDeviceLockDraft } from '../DeviceLockField/device-lock-draft';
import { ClientAutocomplete } from '../ClientAutocomplete/ClientAutocomplete';
import { EarlierJobs } from '../EarlierJobs/EarlierJobs';
import { IntakeChecklistFields } from '../IntakeChecklistFields/IntakeChecklistFields';
import { emptyIntakeDraft, intakeDraftFilled, intakeRequestOf } from '../IntakeChecklistFields/intake-draft';
import { IntakeSignatureField } from '../IntakeSignatureField/IntakeSignatureField';
import type { SignedBy } from '../SignatureDialog/SignatureDialog';

interface Props {
  opened: boolean;
  workers: WorkerResponse[];
  onClose: () => void;
}

const EMPTY = {
  workerId: '',
  clientName: '',
  clientPhone: '',
  deviceModel: '',
  deviceImei: '',
  workDescription: '',
};
const REQUIRED = ['workerId', 'clientName', 'clientPhone', 'deviceModel', 'deviceImei', 'workDescription'] as const;

/** The deposit of the request: none when no amount was typed. */
const depositOf = (draft: DepositDraft): JobRequest['deposit'] => {
  const amount = amountOf(draft.amount);
  return amount === null ? undefined : { amount, method: draft.method };
};

/** "Shto punë": every field but the estimated price and the deposit is required. */
export function AddJobDialog({ opened, workers, onClose }: Props) {
  const form = useFormValues(EMPTY);
  const [price, setPrice] = useState('');
  const [priceError, setPriceError] = useState<string | null>(null);
  const [deposit, setDeposit] = useState<DepositDraft>(NO_DEPOSIT);
  const [depositError, setDepositError] = useState<string | null>(null);
  const [intake, setIntake] = useState(emptyIntakeDraft);
  const [signature, setSignature] = useState<SignedBy | null>(null);
  const [deviceIdKind, setDeviceIdKind] = useState<DeviceIdKind>('imei');
  const [deviceIdError, setDeviceIdError] = useState<string | null>(null);
  const [warrantyOf, setWarrantyOf] = useState<string | null>(null);
  const [deviceLock, setDeviceLock] = useState(emptyDeviceLockDraft);
  const [deviceLockError, setDeviceLockError] = useState<string | null>(null);
  const terms = useBusiness().data?.intakeTerms ?? null;
  const fail = useApiFailure();
  const queryClient = useQueryClient();
  const { values, setValue } = form;
  const earlier = useEarlierJobs(deviceIdKind, values.deviceImei, values.clientPhone);
  // A choice made from a list that no longer holds the job (the IMEI or phone changed) does not count.
  const warrantyOfJobId = earlier.jobs.some((job) => job.id === warrantyOf && job.underWarranty) ? warrantyOf : null;

  const create = useMutation({
    mutationFn: (job: JobRequest) => shopApi.createJob(job),
    onSuccess: () => {
      notifySuccess(TEXTS.jobCreated);
      form.reset();
      setPrice('');
      setDeposit(NO_DEPOSIT);
      setIntake(emptyIntakeDraft());
      setSignature(null);
      setDeviceIdKind('imei');
      setWarrantyOf(null);
      setDeviceLock(emptyDeviceLockDraft());
      void invalidateAfterJobWrite(queryClient, { kind: 'create' });
      onClose();
    },
    onError: (error) => fail(error, TEXTS.addJobFailed),
  });

  // With a single worker there is nothing to choose.
  useEffect(() => {
    if (opened && !values.workerId && workers.length === 1) setValue('workerId', workers[0].id);
  }, [opened, workers, values.workerId, setValue]);

  const pickClient = (client: Pick<ClientSuggestion, 'name' | 'phone'>) => {
    setValue('clientName', client.name);
    setValue('clientPhone', client.phone);
  };

  // "Përdor këtë": the client and the device of an earlier job, in one tap.
  const takeEarlierJob = (job: EarlierJobResponse) => {
    pickClient({ name: job.clientName, phone: job.clientPhone });
    setValue('deviceModel', job.deviceModel);
    setDeviceIdKind(job.deviceIdKind);
    setValue('deviceImei', job.deviceImei);
    setDeviceIdError(null);
  };

  const close = () => {
    form.clearErrors();
    setPriceError(null);
    setDepositError(null);
    setDeviceIdError(null);
    setDeviceLockError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fieldsOk = form.validate(REQUIRED);
    const parsed = parsePriceText(price);
    setPriceError(parsed.valid ? null : INVALID_PRICE_TEXT);
    const depositProblem = amountError(deposit.amount, { required: false });
    setDepositError(depositProblem);
    const deviceImei = normalizeDeviceId(deviceIdKind, values.deviceImei);
    const deviceIdWrong = deviceImei ? deviceIdProblem(deviceIdKind, deviceImei) : null;
    setDeviceIdError(deviceIdWrong);
    const deviceLockWrong = deviceLockDraftProblem(deviceLock);
    setDeviceLockError(deviceLockWrong);
    if (create.isPending || !fieldsOk || !parsed.valid || depositProblem || deviceIdWrong || deviceLockWrong) return;
    const lock = deviceLockRequestOf(deviceLock);
    // The spec's deviceCode says only whether a code is kept, and of which kind; the code goes encrypted.
    const job: JobRequest = { ...trimmed(values), deviceImei, deviceIdKind, deviceCode: deviceCodeNote(lock), estimatedPrice: parsed.price };
    if (lock) job.deviceLock = lock;
    if (warrantyOfJobId) job.warrantyOfJobId = warrantyOfJobId;
    const taken = depositOf(deposit);
    if (taken) job.deposit = taken;
    if (intakeDraftFilled(intake)) job.intake = intakeRequestOf(intake);
    if (signature) job.intakeSignature = signature;
    create.mutate(job);
  };

  return (
    <Modal opened={opened} onClose={close} title="Shto punë të re" size="xl" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label="Punëtori"
            placeholder="Zgjidhni punëtorin"
            withAsterisk
            data={workers.map((worker) => ({ value: worker.id, label: fullName(worker) }))}
            value={values.workerId || null}
            onChange={(value) => setValue('workerId', value ?? '')}
            error={form.errors.workerId}
            searchable={workers.length > 6}
            allowDeselect={false}
            nothingFoundMessage="Nuk u gjet asnjë punëtor"
            comboboxProps={{ withinPortal: true }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            <ClientAutocomplete
              label="Emri i klientit"
              field="name"
              value={values.clientName}
              error={form.errors.clientName}
              onChange={(value) => setValue('clientName', value)}
              onPick={pickClient}
            />
            <ClientAutocomplete
              label="Telefoni i klientit"
              field="phone"
              value={values.clientPhone}
              error={form.errors.clientPhone}
              onChange={(value) => setValue('clientPhone', value)}
              onPick={pickClient}
            />
            <TextInput label="Modeli i pajisjes" placeholder="p.sh. iPhone 13" withAsterisk autoComplete="off" {...form.inputProps('deviceModel')} />
            <DeviceIdField
              kind={deviceIdKind}
              value={values.deviceImei}
              error={form.errors.deviceImei ?? deviceIdError}
              onKindChange={(kind) => {
                setDeviceIdKind(kind);
                setDeviceIdError(null);
              }}
              onChange={(value) => {
                setValue('deviceImei', value);
                setDeviceIdError(null);
              }}
            />
            <PriceInput
              label="Çmimi i përafërt"
              description="Opsional"
              placeholder="p.sh. 25,50"
              value={price}
              onChange={(event) => {
                setPrice(event.currentTarget.value);
                setPriceError(null);
              }}
              error={priceError}
            />
          </SimpleGrid>
          <DeviceLockField
            value={deviceLock}
            error={deviceLockError}
            onChange={(next) => {
              setDeviceLock(next);
              setDeviceLockError(null);
            }}
          />
          <EarlierJobs jobs={earlier.jobs} loading={earlier.loading} warrantyOf={warrantyOfJobId} onWarrantyOfChange={setWarrantyOf} onUse={takeEarlierJob} />
          <Textarea label="Përshkrimi i problemit" withAsterisk autosize minRows={3} maxRows={8} {...form.inputProps('workDescription')} />
          <Fieldset legend="Gjendja e pajisjes në pranim" variant="filled" radius="md">
            <IntakeChecklistFields value={intake} onChange={setIntake} />
          </Fieldset>
          <DepositFields
            value={deposit}
            error={depositError}
            onChange={(next) => {
              setDeposit(next);
              setDepositError(null);
            }}
          />
          <IntakeSignatureField value={signature} onChange={setSignature} clientName={values.clientName.trim()} terms={terms} />
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

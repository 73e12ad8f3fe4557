import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { JobRequest, WorkerResponse } from '@repair-shop/contracts';
import { TEXTS, invalidateAfterJobWrite, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../hooks/use-api-failure';
import { useFormValues } from '../../hooks/use-form-values';
import { notifySuccess } from '@repair-shop/web';
import { fullName } from '@repair-shop/web';
import { trimmed } from '../../utils/required-fields';
import { INVALID_PRICE_TEXT, parsePriceText } from '../../utils/price';
import { PriceInput } from '../PriceInput/PriceInput';

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
  deviceCode: '',
  workDescription: '',
};
const REQUIRED = ['workerId', 'clientName', 'clientPhone', 'deviceModel', 'deviceImei', 'deviceCode', 'workDescription'] as const;

/** "Shto punë": every field but the estimated price is required. */
export function AddJobDialog({ opened, workers, onClose }: Props) {
  const form = useFormValues(EMPTY);
  const [price, setPrice] = useState('');
  const [priceError, setPriceError] = useState<string | null>(null);
  const fail = useApiFailure();
  const queryClient = useQueryClient();
  const { values, setValue } = form;

  const create = useMutation({
    mutationFn: (job: JobRequest) => shopApi.createJob(job),
    onSuccess: () => {
      notifySuccess(TEXTS.jobCreated);
      form.reset();
      setPrice('');
      void invalidateAfterJobWrite(queryClient, { kind: 'create' });
      onClose();
    },
    onError: (error) => fail(error, TEXTS.addJobFailed),
  });

  // With a single worker there is nothing to choose.
  useEffect(() => {
    if (opened && !values.workerId && workers.length === 1) setValue('workerId', workers[0].id);
  }, [opened, workers, values.workerId, setValue]);

  const close = () => {
    form.clearErrors();
    setPriceError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fieldsOk = form.validate(REQUIRED);
    const parsed = parsePriceText(price);
    setPriceError(parsed.valid ? null : INVALID_PRICE_TEXT);
    if (create.isPending || !fieldsOk || !parsed.valid) return;
    create.mutate({ ...trimmed(values), estimatedPrice: parsed.price });
  };

  return (
    <Modal opened={opened} onClose={close} title="Shto punë të re" size="lg" centered>
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
            <TextInput label="Emri i klientit" withAsterisk autoComplete="off" {...form.inputProps('clientName')} />
            <TextInput label="Telefoni i klientit" type="tel" withAsterisk autoComplete="off" {...form.inputProps('clientPhone')} />
            <TextInput label="Modeli i pajisjes" placeholder="p.sh. iPhone 13" withAsterisk autoComplete="off" {...form.inputProps('deviceModel')} />
            <TextInput label="IMEI" withAsterisk autoComplete="off" {...form.inputProps('deviceImei')} />
            <TextInput label="Kodi i pajisjes" description="Kodi i ekranit ose fjalëkalimi" withAsterisk autoComplete="off" {...form.inputProps('deviceCode')} />
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
          <Textarea label="Përshkrimi i problemit" withAsterisk autosize minRows={3} maxRows={8} {...form.inputProps('workDescription')} />
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

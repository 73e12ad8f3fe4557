import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import type { WorkerRequest, WorkerResponse } from '@repair-shop/contracts';
import { TEXTS, notifySuccess, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../hooks/use-api-failure';
import { useFormValues } from '../../hooks/use-form-values';
import { trimmed } from '../../utils/required-fields';

interface Props {
  opened: boolean;
  /** The worker to edit; none to add a new one. */
  worker?: WorkerResponse | null;
  onClose: () => void;
}

const EMPTY = { firstName: '', lastName: '', phoneNumber: '' };
const REQUIRED = ['firstName', 'lastName', 'phoneNumber'] as const;

/** "Shto punëtor" and "Ndrysho të dhënat": first name, last name and phone, all required. */
export function WorkerDialog({ opened, worker = null, onClose }: Props) {
  const form = useFormValues(EMPTY);
  const { reset } = form;
  const fail = useApiFailure();
  const queryClient = useQueryClient();

  // Editing starts from the worker's current details.
  useEffect(() => {
    if (opened && worker) reset({ firstName: worker.firstName, lastName: worker.lastName, phoneNumber: worker.phoneNumber });
  }, [opened, worker, reset]);

  const save = useMutation({
    mutationFn: (details: WorkerRequest) => (worker ? shopApi.updateWorker(worker.id, details) : shopApi.addWorker(details)),
    onSuccess: () => {
      notifySuccess(worker ? TEXTS.workerSaved : TEXTS.workerAdded);
      form.reset();
      // The list of workers, and the statistics that list every worker.
      void queryClient.invalidateQueries({ queryKey: queryKeys.workers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
      onClose();
    },
    onError: (error) => fail(error, worker ? TEXTS.saveWorkerFailed : TEXTS.addWorkerFailed),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !form.validate(REQUIRED)) return;
    save.mutate(trimmed(form.values));
  };

  return (
    <Modal opened={opened} onClose={close} title={worker ? 'Ndrysho të dhënat e punëtorit' : 'Shto punëtor'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Emri" withAsterisk autoComplete="off" data-autofocus {...form.inputProps('firstName')} />
          <TextInput label="Mbiemri" withAsterisk autoComplete="off" {...form.inputProps('lastName')} />
          <TextInput label="Numri i telefonit" type="tel" withAsterisk autoComplete="off" {...form.inputProps('phoneNumber')} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              Anulo
            </Button>
            <Button type="submit" loading={save.isPending}>
              {worker ? 'Ruaj' : 'Shto punëtorin'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

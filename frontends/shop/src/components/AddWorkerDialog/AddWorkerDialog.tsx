import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { WorkerRequest } from '@repair-shop/contracts';
import { TEXTS, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../hooks/use-api-failure';
import { useFormValues } from '../../hooks/use-form-values';
import { notifySuccess } from '@repair-shop/web';
import { trimmed } from '../../utils/required-fields';

interface Props {
  opened: boolean;
  onClose: () => void;
}

const EMPTY = { firstName: '', lastName: '', phoneNumber: '' };
const REQUIRED = ['firstName', 'lastName', 'phoneNumber'] as const;

/** "Shto punëtor": first name, last name and phone, all required. */
export function AddWorkerDialog({ opened, onClose }: Props) {
  const form = useFormValues(EMPTY);
  const fail = useApiFailure();
  const queryClient = useQueryClient();

  const add = useMutation({
    mutationFn: (worker: WorkerRequest) => shopApi.addWorker(worker),
    onSuccess: () => {
      notifySuccess(TEXTS.workerAdded);
      form.reset();
      // The list of workers, and the statistics that list every worker.
      void queryClient.invalidateQueries({ queryKey: queryKeys.workers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
      onClose();
    },
    onError: (error) => fail(error, TEXTS.addWorkerFailed),
  });

  const close = () => {
    form.clearErrors();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending || !form.validate(REQUIRED)) return;
    add.mutate(trimmed(form.values));
  };

  return (
    <Modal opened={opened} onClose={close} title="Shto punëtor" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Emri" withAsterisk autoComplete="off" data-autofocus {...form.inputProps('firstName')} />
          <TextInput label="Mbiemri" withAsterisk autoComplete="off" {...form.inputProps('lastName')} />
          <TextInput label="Numri i telefonit" type="tel" withAsterisk autoComplete="off" {...form.inputProps('phoneNumber')} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              Anulo
            </Button>
            <Button type="submit" loading={add.isPending}>
              Shto punëtorin
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

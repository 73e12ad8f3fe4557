import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import type { WorkerRequest, WorkerResponse } from '@repair-shop/contracts';
import { requiredRule } from '@repair-shop/web';
import { useSaveWorker } from '../../hooks/use-save-worker';

interface Props {
  opened: boolean;
  /** The worker to edit; none to add a new one. */
  worker?: WorkerResponse | null;
  onClose: () => void;
}

const EMPTY: WorkerRequest = { firstName: '', lastName: '', phoneNumber: '' };
const RULES = { firstName: requiredRule, lastName: requiredRule, phoneNumber: requiredRule };

const trimmedDetails = ({ firstName, lastName, phoneNumber }: WorkerRequest): WorkerRequest => ({
  firstName: firstName.trim(),
  lastName: lastName.trim(),
  phoneNumber: phoneNumber.trim(),
});

/** "Shto punëtor" and "Ndrysho të dhënat": first name, last name and phone, all required. */
export function WorkerDialog({ opened, worker = null, onClose }: Props) {
  const form = useForm({ mode: 'controlled', initialValues: EMPTY, validate: RULES });
  const { setValues } = form;
  const save = useSaveWorker(worker);

  // Editing starts from the worker's current details (setting them clears the marks too).
  useEffect(() => {
    if (opened && worker)
      setValues({ firstName: worker.firstName, lastName: worker.lastName, phoneNumber: worker.phoneNumber });
  }, [opened, worker, setValues]);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((details) => {
    if (save.isPending) return;
    save.mutate(
      { request: trimmedDetails(details), form },
      {
        onSuccess: () => {
          form.reset();
          onClose();
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={worker ? 'Ndrysho të dhënat e punëtorit' : 'Shto punëtor'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Emri" withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('firstName')} />
          <TextInput label="Mbiemri" withAsterisk autoComplete="off" {...form.getInputProps('lastName')} />
          <TextInput
            label="Numri i telefonit"
            type="tel"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('phoneNumber')}
          />
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

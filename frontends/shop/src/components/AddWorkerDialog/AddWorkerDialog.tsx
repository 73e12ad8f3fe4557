import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { TEXTS, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../hooks/use-api-failure';
import { useFormValues } from '../../hooks/use-form-values';
import { notifySuccess } from '@repair-shop/web';
import { trimmed } from '../../utils/required-fields';

interface Props {
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}

const EMPTY = { firstName: '', lastName: '', phoneNumber: '' };
const REQUIRED = ['firstName', 'lastName', 'phoneNumber'] as const;

/** "Shto punëtor": first name, last name and phone, all required. */
export function AddWorkerDialog({ opened, onClose, onAdded }: Props) {
  const form = useFormValues(EMPTY);
  const [busy, setBusy] = useState(false);
  const fail = useApiFailure();

  const close = () => {
    form.clearErrors();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(REQUIRED)) return;
    setBusy(true);
    try {
      await shopApi.addWorker(trimmed(form.values));
      notifySuccess(TEXTS.workerAdded);
      form.reset();
      onAdded();
      onClose();
    } catch (error) {
      fail(error, TEXTS.addWorkerFailed);
    } finally {
      setBusy(false);
    }
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
            <Button type="submit" loading={busy}>
              Shto punëtorin
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FIELD_LIMITS, FISCAL_FORMAT_MESSAGES, fitsFiscalFormat, type WorkerResponse } from '@repair-shop/contracts';
import { fullName } from '@repair-shop/web';
import { useEffect } from 'react';
import { useOperatorCode } from '../../hooks/use-operator-code';

interface Props {
  worker: WorkerResponse | null;
  onClose: () => void;
}

const RULES = {
  operatorCode: (value: string) =>
    value.trim() === '' || fitsFiscalFormat('operatorCode', value.trim()) ? null : FISCAL_FORMAT_MESSAGES.operatorCode,
};

/**
 * Albania: the cashier's code a worker's login signs invoices with (the tax office gives one to each
 * cashier). Left empty, the owner's code from the Business tab is used.
 */
export function OperatorCodeDialog({ worker, onClose }: Props) {
  const form = useForm({ mode: 'controlled', initialValues: { operatorCode: '' }, validate: RULES });
  const save = useOperatorCode();
  const current = worker?.login?.operatorCode ?? '';

  useEffect(() => {
    form.setValues({ operatorCode: current });
    form.resetDirty({ operatorCode: current });
    // The form starts from the worker the dialog opens for (the form object itself is stable).
  }, [worker?.id, current]);

  const submit = form.onSubmit(({ operatorCode }) => {
    if (!worker || save.isPending) return;
    save.mutate(
      { request: { worker, operatorCode: operatorCode.trim() || null }, form },
      { onSuccess: () => onClose() },
    );
  });

  return (
    <Modal opened={worker !== null} onClose={onClose} title="Kodi i operatorit" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Faturat që lëshon {worker ? fullName(worker) : ''} mbajnë këtë kod arkëtari të sistemit të tatimeve. Bosh:
            përdoret kodi i pronarit.
          </Text>
          <TextInput
            label="Kodi i operatorit"
            placeholder="p.sh. ab123cd456"
            maxLength={FIELD_LIMITS.fiscalCode}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('operatorCode')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Anulo
            </Button>
            <Button type="submit" loading={save.isPending}>
              Ruaj
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

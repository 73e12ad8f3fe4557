import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { INVITATION_LIFETIME_HOURS, STAFF_ROLE_LABELS, type InvitableRole, type WorkerResponse } from '@repair-shop/contracts';
import { TEXTS, fullName, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../hooks/use-api-failure';
import { useFormValues } from '../../hooks/use-form-values';
import { LinkToSend } from '../LinkToSend/LinkToSend';

interface Props {
  worker: WorkerResponse | null;
  onClose: () => void;
}

const ROLE_CHOICES: { value: InvitableRole; label: string }[] = [
  { value: 'technician', label: STAFF_ROLE_LABELS.technician },
  { value: 'manager', label: STAFF_ROLE_LABELS.manager },
];

const ROLE_HINTS: Record<InvitableRole, string> = {
  technician: 'Sheh dhe ndryshon punët, shton mesazhe dhe printon etiketa. Nuk sheh statistikat, klientët, biznesin dhe stafin.',
  manager: 'Bën gjithçka në dyqan, përveç abonimit dhe llogarisë së pronarit.',
};

/**
 * "Jep hyrje": the worker's email and role; the answer is the invitation link, emailed to the worker and
 * shown here to be sent by Viber or WhatsApp as well.
 */
export function StaffLoginDialog({ worker, onClose }: Props) {
  const form = useFormValues({ email: '' });
  const [role, setRole] = useState<InvitableRole>('technician');
  const fail = useApiFailure();
  const queryClient = useQueryClient();

  const invite = useMutation({
    mutationFn: (target: WorkerResponse) => shopApi.inviteStaff(target.id, { email: form.values.email.trim(), role }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.workers }),
    onError: (error) => fail(error, TEXTS.inviteFailed),
  });

  const close = () => {
    form.reset();
    setRole('technician');
    invite.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!worker || invite.isPending || !form.validate(['email'])) return;
    invite.mutate(worker);
  };

  const inviteUrl = invite.data?.inviteUrl;
  return (
    <Modal opened={worker !== null} onClose={close} title={worker ? `Hyrje për ${fullName(worker)}` : ''} centered>
      {inviteUrl ? (
        <LinkToSend label="Lidhja e ftesës" url={inviteUrl} onClose={close}>
          <Alert color="green" title="Llogaria u krijua">
            I dërguam ftesën me email. Mund t’ia dërgoni edhe vetë me Viber ose WhatsApp: me këtë lidhje zgjedh fjalëkalimin
            dhe hyn. Lidhja vlen {INVITATION_LIFETIME_HOURS} orë dhe përdoret një herë.
          </Alert>
        </LinkToSend>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput label="Email i punëtorit" type="email" withAsterisk autoComplete="off" data-autofocus {...form.inputProps('email')} />
            <div>
              <Text size="sm" fw={500} mb={4}>
                Roli
              </Text>
              <SegmentedControl fullWidth data={ROLE_CHOICES} value={role} onChange={(value) => setRole(value as InvitableRole)} aria-label="Roli" />
              <Text size="xs" c="dimmed" mt={6}>
                {ROLE_HINTS[role]}
              </Text>
            </div>
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={close}>
                Anulo
              </Button>
              <Button type="submit" loading={invite.isPending}>
                Krijo llogarinë
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

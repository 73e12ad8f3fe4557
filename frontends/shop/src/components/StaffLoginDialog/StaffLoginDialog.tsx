import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITATION_LIFETIME_HOURS, STAFF_ROLE_LABELS, type InvitableRole, type StaffLoginRequest, type WorkerResponse } from '@repair-shop/contracts';
import { TEXTS, emailRule, fullName, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../hooks/use-api-failure';
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

const EMPTY: StaffLoginRequest = { email: '', role: 'technician' };
const RULES = { email: emailRule };

/**
 * "Jep hyrje": the worker's email and role; the answer is the invitation link, emailed to the worker and
 * shown here to be sent by Viber or WhatsApp as well.
 */
export function StaffLoginDialog({ worker, onClose }: Props) {
  const form = useForm({ mode: 'controlled', initialValues: EMPTY, validate: RULES });
  const { role } = form.values;
  const fail = useApiFailure();
  const queryClient = useQueryClient();

  const invite = useMutation({
    mutationFn: ({ target, login }: { target: WorkerResponse; login: StaffLoginRequest }) => shopApi.inviteStaff(target.id, login),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.workers }),
    onError: (error) => fail(error, TEXTS.inviteFailed),
  });

  const close = () => {
    form.reset();
    invite.reset();
    onClose();
  };

  const submit = form.onSubmit((login) => {
    if (worker && !invite.isPending) invite.mutate({ target: worker, login: { email: login.email.trim(), role: login.role } });
  });

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
            <TextInput label="Email i punëtorit" type="email" withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('email')} />
            <div>
              <Text size="sm" fw={500} mb={4}>
                Roli
              </Text>
              <SegmentedControl fullWidth data={ROLE_CHOICES} aria-label="Roli" {...form.getInputProps('role')} />
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

import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  INVITATION_LIFETIME_HOURS,
  STAFF_ROLE_LABELS,
  type InvitableRole,
  type StaffLoginRequest,
  type WorkerResponse,
} from '@repair-shop/contracts';
import { emailRule, fullName } from '@repair-shop/web';
import { useInviteStaff } from '../../hooks/use-invite-staff';
import { WorkerLinkResult } from '../WorkerLinkResult/WorkerLinkResult';

interface Props {
  worker: WorkerResponse | null;
  onClose: () => void;
}

const ROLE_CHOICES: { value: InvitableRole; label: string }[] = [
  { value: 'technician', label: STAFF_ROLE_LABELS.technician },
  { value: 'manager', label: STAFF_ROLE_LABELS.manager },
];

const ROLE_HINTS: Record<InvitableRole, string> = {
  technician:
    'Sheh dhe ndryshon punët, shton mesazhe dhe printon etiketa. Nuk sheh statistikat, klientët, biznesin dhe stafin.',
  manager: 'Bën gjithçka në dyqan, përveç abonimit dhe llogarisë së pronarit.',
};

const EMPTY: StaffLoginRequest = { email: '', role: 'technician' };
const RULES = { email: emailRule };

/**
 * "Jep hyrje": the worker's email and role; the answer is the invitation link, shown here to be sent by
 * Viber or WhatsApp, saying whether it was really emailed too.
 */
export function StaffLoginDialog({ worker, onClose }: Props) {
  const form = useForm({ mode: 'controlled', initialValues: EMPTY, validate: RULES });
  const { role } = form.values;
  const invite = useInviteStaff();

  const close = () => {
    form.reset();
    invite.reset();
    onClose();
  };

  const submit = form.onSubmit((login) => {
    if (worker && !invite.isPending)
      invite.mutate({ request: { worker, login: { email: login.email.trim(), role: login.role } }, form });
  });

  const invited = invite.data;
  return (
    <Modal
      opened={worker !== null}
      onClose={close}
      title={worker ? `Hyrje për ${fullName(worker)}` : ''}
      centered
      size="lg"
    >
      {invited && worker ? (
        <WorkerLinkResult
          worker={worker}
          link={{
            kind: 'invitation',
            url: invited.inviteUrl,
            email: invited.email,
            emailDelivery: invited.emailDelivery,
            validHours: INVITATION_LIFETIME_HOURS,
          }}
          lead="Llogaria u krijua."
          onClose={close}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Email i punëtorit"
              type="email"
              withAsterisk
              autoComplete="off"
              data-autofocus
              {...form.getInputProps('email')}
            />
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

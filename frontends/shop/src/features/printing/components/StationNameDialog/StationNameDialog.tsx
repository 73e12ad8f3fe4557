import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { requiredRule, type SentFromForm } from '@repair-shop/web';

/** The server's longest station name. */
export const STATION_NAME_MAX = 60;

interface Props {
  opened: boolean;
  title: string;
  /** The name to start from ('' for a new station). */
  initialName: string;
  submitLabel: string;
  saving: boolean;
  /** The name typed, trimmed, with the form; resolves when saved (the dialog then closes), rejects to stay open. */
  onSubmit: (sent: SentFromForm<string>) => Promise<unknown>;
  onClose: () => void;
}

function NameForm({ initialName, submitLabel, saving, onSubmit, onClose }: Omit<Props, 'opened' | 'title'>) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: initialName },
    validate: { name: requiredRule },
  });
  const submit = form.onSubmit(({ name }) => {
    if (saving) return;
    onSubmit({ request: name.trim(), form }).then(onClose, () => undefined);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Emri i printerit"
          description="P.sh. «Banaku» ose «Punëtoria»: kështu e zgjedh kush dërgon një dokument"
          withAsterisk
          maxLength={STATION_NAME_MAX}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Anulo
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A station's name: a new station's, or a new name for one. */
export function StationNameDialog({ opened, title, onClose, ...props }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <NameForm {...props} onClose={onClose} />
    </Modal>
  );
}

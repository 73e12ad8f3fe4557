import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DeviceLockRequest } from '@repair-shop/contracts';
import type { RequestFieldNames, SentFromForm } from '@repair-shop/web';
import { DeviceLockField } from './DeviceLockField';
import {
  deviceLockDraftProblem,
  deviceLockRequestOf,
  emptyDeviceLockDraft,
  type DeviceLockDraft,
} from './device-lock-draft';

/** A code is what the dialog is opened for: it starts on PIN, the most common. */
const startingDraft = (): DeviceLockDraft => ({ ...emptyDeviceLockDraft(), kind: 'pin' });

/** The request's kind and code both show under the one field of the dialog. */
const LOCK_FIELDS: RequestFieldNames = { kind: 'lock', value: 'lock' };

export const DEVICE_LOCK_KIND_MISSING = 'Zgjidhni llojin e kodit: PIN, fjalëkalim ose model.';

interface Props {
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (sent: SentFromForm<DeviceLockRequest>) => void;
}

/** The unlock code of a job taken in without one, or a new one (the client changed it). */
export function DeviceLockDialog({ opened, saving, onClose, onSave }: Props) {
  const form = useForm<{ lock: DeviceLockDraft }>({
    mode: 'controlled',
    initialValues: { lock: startingDraft() },
    // Checked on saving; a change clears the field's message until the next try.
    clearInputErrorOnChange: true,
    validate: { lock: (draft) => (draft.kind === 'none' ? DEVICE_LOCK_KIND_MISSING : deviceLockDraftProblem(draft)) },
  });

  return (
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={form.reset} title="Ruaj kodin e zhbllokimit" centered>
      <form
        onSubmit={form.onSubmit(({ lock }) => {
          const request = deviceLockRequestOf(lock);
          if (request && !saving) onSave({ request, form, names: LOCK_FIELDS });
        })}
        noValidate
      >
        <Stack gap="sm">
          <DeviceLockField
            value={form.values.lock}
            error={typeof form.errors.lock === 'string' ? form.errors.lock : null}
            onChange={(lock) => form.setFieldValue('lock', lock)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Anulo
            </Button>
            <Button type="submit" loading={saving}>
              Ruaj kodin
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

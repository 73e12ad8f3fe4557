import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { DeviceLockRequest } from '@repair-shop/contracts';
import { DeviceLockField } from './DeviceLockField';
import { deviceLockDraftProblem, deviceLockRequestOf, emptyDeviceLockDraft, type DeviceLockDraft } from './device-lock-draft';

/** A code is what the dialog is opened for: it starts on PIN, the most common. */
const startingDraft = (): DeviceLockDraft => ({ ...emptyDeviceLockDraft(), kind: 'pin' });

interface Props {
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (request: DeviceLockRequest) => void;
}

/** The unlock code of a job taken in without one, or a new one (the client changed it). */
export function DeviceLockDialog({ opened, saving, onClose, onSave }: Props) {
  const [draft, setDraft] = useState(startingDraft);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = deviceLockRequestOf(draft);
    const problem = request ? deviceLockDraftProblem(draft) : 'Zgjidhni llojin e kodit: PIN, fjalëkalim ose model.';
    setError(problem);
    if (!request || problem || saving) return;
    onSave(request);
  };
  const reset = () => {
    setDraft(startingDraft());
    setError(null);
  };

  return (
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={reset} title="Ruaj kodin e zhbllokimit" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <DeviceLockField
            value={draft}
            error={error}
            onChange={(next) => {
              setDraft(next);
              setError(null);
            }}
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

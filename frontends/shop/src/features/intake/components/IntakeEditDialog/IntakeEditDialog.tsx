import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import type { IntakeRecordResponse } from '@repair-shop/contracts';
import { useSaveIntake } from '../../hooks/use-intake';
import { IntakeChecklistFields } from '../IntakeChecklistFields/IntakeChecklistFields';
import { intakeDraftOf, intakeRequestOf } from '../IntakeChecklistFields/intake-draft';

interface Props {
  jobId: string;
  intake: IntakeRecordResponse | null;
  opened: boolean;
  onClose: () => void;
}

/** Records (or corrects, before the client signs) the device's condition at intake. */
export function IntakeEditDialog({ jobId, intake, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Gjendja e pajisjes në pranim" size="xl" centered>
      {opened && <IntakeEditForm jobId={jobId} intake={intake} onClose={onClose} />}
    </Modal>
  );
}

function IntakeEditForm({ jobId, intake, onClose }: Omit<Props, 'opened'>) {
  const [draft, setDraft] = useState(() => intakeDraftOf(intake));
  const save = useSaveIntake(jobId);
  return (
    <Stack gap="md">
      <IntakeChecklistFields value={draft} onChange={setDraft} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Anulo
        </Button>
        <Button loading={save.isPending} onClick={() => save.mutate(intakeRequestOf(draft), { onSuccess: onClose })}>
          Ruaj gjendjen
        </Button>
      </Group>
    </Stack>
  );
}

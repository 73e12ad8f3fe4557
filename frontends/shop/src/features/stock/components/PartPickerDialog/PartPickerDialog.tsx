import { Modal } from '@mantine/core';
import { useState } from 'react';
import type { PartResponse } from '@repair-shop/contracts';
import { JobPartForm } from '../JobPartForm/JobPartForm';
import { PartSearch } from '../PartSearch/PartSearch';

interface Props {
  opened: boolean;
  onClose: () => void;
  jobId: string;
}

function PartPicker({ jobId, onDone }: { jobId: string; onDone: () => void }) {
  const [part, setPart] = useState<PartResponse | null>(null);
  return part ? (
    <JobPartForm jobId={jobId} part={part} onBack={() => setPart(null)} onDone={onDone} />
  ) : (
    <PartSearch onPick={setPart} />
  );
}

/** "Shto pjesë": find the part (by name, or its scanned code), then how many and at what price. */
export function PartPickerDialog({ opened, onClose, jobId }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Shto pjesë në punë" centered>
      <PartPicker jobId={jobId} onDone={onClose} />
    </Modal>
  );
}

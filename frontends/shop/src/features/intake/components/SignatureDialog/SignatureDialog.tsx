import { Button, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { SIGNATURE_KIND_LABELS, type SignatureDrawing, type SignatureKind, FIELD_LIMITS } from '@repair-shop/contracts';
import { SignaturePad } from '../SignaturePad/SignaturePad';

export interface SignedBy {
  drawing: SignatureDrawing;
  signerName: string;
}

interface Props {
  opened: boolean;
  kind: SignatureKind;
  /** The shop's terms the client signs under (at intake); null: none set. */
  terms: string | null;
  clientName: string;
  saving?: boolean;
  onClose: () => void;
  onSave: (signed: SignedBy) => void;
}

const WHAT_IS_SIGNED: Record<SignatureKind, string> = {
  intake: 'Me nënshkrimin, klienti konfirmon gjendjen e pajisjes së shënuar në pranim dhe pranon kushtet e servisit.',
  pickup: 'Me nënshkrimin, klienti konfirmon se e mori pajisjen.',
};

/** The client signs on the screen (full screen on a phone), under the shop's terms at intake. */
export function SignatureDialog({ opened, kind, terms, clientName, saving = false, onClose, onSave }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={SIGNATURE_KIND_LABELS[kind]} size="lg" fullScreen={phone} centered>
      {/* Mounted only while open: the pad measures its canvas when it appears. */}
      {opened && (
        <SignatureForm
          kind={kind}
          terms={terms}
          clientName={clientName}
          saving={saving}
          onClose={onClose}
          onSave={onSave}
        />
      )}
    </Modal>
  );
}

function SignatureForm({ kind, terms, clientName, saving, onClose, onSave }: Omit<Props, 'opened'>) {
  const [drawing, setDrawing] = useState<SignatureDrawing | null>(null);
  const [signerName, setSignerName] = useState(clientName);
  return (
    <Stack gap="sm">
      {kind === 'intake' && terms && (
        <div>
          <Text size="sm" fw={600} mb={4}>
            Kushtet e servisit
          </Text>
          <ScrollArea.Autosize mah={160} type="auto">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {terms}
            </Text>
          </ScrollArea.Autosize>
        </div>
      )}
      <Text size="sm" c="dimmed">
        {WHAT_IS_SIGNED[kind]}
      </Text>
      <TextInput
        label="Emri i nënshkruesit"
        value={signerName}
        onChange={(event) => setSignerName(event.currentTarget.value)}
        maxLength={FIELD_LIMITS.signerName}
        autoComplete="off"
      />
      <SignaturePad label="Fusha e nënshkrimit" onChange={setDrawing} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Anulo
        </Button>
        <Button
          disabled={!drawing}
          loading={saving}
          onClick={() => drawing && onSave({ drawing, signerName: signerName.trim() || clientName })}
        >
          Ruaj nënshkrimin
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Group, Paper, Text } from '@mantine/core';
import { memo } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { SignatureView } from '@repair-shop/web';
import { SignatureDialog, type SignedBy } from '../SignatureDialog/SignatureDialog';

interface Props {
  value: SignedBy | null;
  onChange: (signed: SignedBy | null) => void;
  clientName: string;
  terms: string | null;
}

/** In the add-job dialog: the client signs for the intake under the shop's terms (optional; it can be taken later). */
export const IntakeSignatureField = memo(function IntakeSignatureField({ value, onChange, clientName, terms }: Props) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        Nënshkrimi i klientit
      </Text>
      {value ? (
        <Paper withBorder p="xs" radius="md">
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <SignatureView drawing={value.drawing} label={`Nënshkrimi i ${value.signerName}`} height="3.5rem" />
            <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
              Fshi nënshkrimin
            </Button>
          </Group>
        </Paper>
      ) : (
        <Group gap="sm">
          <Button variant="light" onClick={dialog.open}>
            Klienti nënshkruan
          </Button>
          <Text size="xs" c="dimmed">
            {terms
              ? 'Nën kushtet e servisit, të cilat i shfaqen klientit.'
              : 'Kushtet e servisit i shkruani te skeda Biznesi.'}
          </Text>
        </Group>
      )}
      <SignatureDialog
        opened={opened}
        kind="intake"
        terms={terms}
        clientName={clientName}
        onClose={dialog.close}
        onSave={(signed) => {
          onChange(signed);
          dialog.close();
        }}
      />
    </div>
  );
});

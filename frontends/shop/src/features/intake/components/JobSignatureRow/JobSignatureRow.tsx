import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SIGNATURE_KIND_LABELS, type JobSignatureResponse, type SignatureKind } from '@repair-shop/contracts';
import { SignatureView, formatDateTime } from '@repair-shop/web';
import { useAddSignature } from '../../hooks/use-intake';
import { SignatureDialog } from '../SignatureDialog/SignatureDialog';

interface Props {
  jobId: string;
  kind: SignatureKind;
  signature: JobSignatureResponse | undefined;
  /** Whether the signature can be taken now (the pickup's once the device is ready). */
  canSign: boolean;
  /** Why it cannot be taken yet, when it cannot. */
  notYet?: string;
  clientName: string;
  terms: string | null;
}

/** One of the client's signatures on the job: as drawn, who and when; or the button that takes it. */
export function JobSignatureRow({ jobId, kind, signature, canSign, notYet, clientName, terms }: Props) {
  const [opened, dialog] = useDisclosure(false);
  const sign = useAddSignature(jobId);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {SIGNATURE_KIND_LABELS[kind]}
      </Text>
      {signature ? (
        <Group gap="md" align="center">
          <SignatureView
            drawing={signature.drawing}
            label={`${SIGNATURE_KIND_LABELS[kind]}: ${signature.signerName}`}
            height="3.5rem"
          />
          <Text size="xs" c="dimmed">
            {signature.signerName}, {formatDateTime(signature.signedAt)}
          </Text>
        </Group>
      ) : canSign ? (
        <div>
          <Button variant="light" size="xs" onClick={dialog.open}>
            Merr nënshkrimin
          </Button>
        </div>
      ) : (
        <Text size="xs" c="dimmed">
          {notYet}
        </Text>
      )}
      <SignatureDialog
        opened={opened}
        kind={kind}
        terms={terms}
        clientName={clientName}
        saving={sign.isPending}
        onClose={dialog.close}
        onSave={({ drawing, signerName }) => sign.mutate({ kind, drawing, signerName }, { onSuccess: dialog.close })}
      />
    </Stack>
  );
}

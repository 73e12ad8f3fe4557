import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { IntakeRecordResponse, JobSignatureResponse, JobStatus } from '@repair-shop/contracts';
import { useBusiness } from '../../../../hooks/use-business';
import { PencilIcon } from '../../../../components/Icons/icons';
import { IntakeEditDialog } from '../IntakeEditDialog/IntakeEditDialog';
import { IntakeSummary } from '../IntakeSummary/IntakeSummary';
import { JobSignatureRow } from '../JobSignatureRow/JobSignatureRow';

interface Props {
  jobId: string;
  status: JobStatus;
  clientName: string;
  intake: IntakeRecordResponse | null;
  signatures: JobSignatureResponse[];
}

/** The device is signed for at pickup once it is ready, handed over, or given back unrepaired or after a cancellation. */
const PICKUP_STATUSES: readonly JobStatus[] = ['ready', 'completed', 'not_repairable', 'cancelled'];

/**
 * "Pranimi dhe dorëzimi": the device's condition at intake (recorded or corrected until the client signs
 * for it), and the client's signatures at intake and at pickup.
 */
export function JobIntake({ jobId, status, clientName, intake, signatures }: Props) {
  const [editing, editor] = useDisclosure(false);
  const terms = useBusiness().data?.intakeTerms ?? null;
  const signed = (kind: 'intake' | 'pickup') => signatures.find((signature) => signature.kind === kind);
  const intakeSigned = signed('intake') !== undefined;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="job-intake-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={3} fz="lg" id="job-intake-title">
            Pranimi dhe dorëzimi
          </Title>
          {!intakeSigned && (
            <Button variant="light" leftSection={<PencilIcon />} onClick={editor.open}>
              {intake ? 'Ndrysho gjendjen' : 'Regjistro gjendjen'}
            </Button>
          )}
        </Group>
        {intake ? (
          <IntakeSummary intake={intake} />
        ) : (
          <Text size="sm" c="dimmed">
            Gjendja e pajisjes në pranim nuk është regjistruar.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <JobSignatureRow
            jobId={jobId}
            kind="intake"
            signature={signed('intake')}
            canSign
            clientName={clientName}
            terms={terms}
          />
          <JobSignatureRow
            jobId={jobId}
            kind="pickup"
            signature={signed('pickup')}
            canSign={PICKUP_STATUSES.includes(status)}
            notYet="Merret kur pajisja është gati për t'u dorëzuar."
            clientName={clientName}
            terms={null}
          />
        </SimpleGrid>
      </Stack>
      <IntakeEditDialog jobId={jobId} intake={intake} opened={editing} onClose={editor.close} />
    </Paper>
  );
}

import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { estimateStateLabel, type EstimateResponse } from '@repair-shop/contracts';
import { formatDateTime } from '@repair-shop/web';
import { useFormatMoney } from '../../hooks/use-currency';
import { useSendEstimate } from '../../hooks/use-estimate';
import { EstimateDialog } from '../EstimateDialog/EstimateDialog';

interface Props {
  jobId: string;
  estimate: EstimateResponse | null;
}

const STATE_COLORS = { waiting: 'yellow', accepted: 'green', rejected: 'red' } as const;

/** "Preventivi": the estimate sent last and where it stands (waiting, accepted, refused), and a new one to send. */
export function JobEstimate({ jobId, estimate }: Props) {
  const [opened, dialog] = useDisclosure(false);
  const send = useSendEstimate(jobId);
  const formatMoney = useFormatMoney();

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="job-estimate-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Title order={3} fz="lg" id="job-estimate-title">
              Preventivi
            </Title>
            {estimate && (
              <Badge color={STATE_COLORS[estimate.answer ?? 'waiting']} variant="light" size="lg" aria-label="Gjendja e preventivit">
                {estimateStateLabel(estimate)}
              </Badge>
            )}
          </Group>
          <Button variant="light" onClick={dialog.open}>
            {estimate ? 'Dërgo preventiv të ri' : 'Dërgo preventiv'}
          </Button>
        </Group>
        {estimate ? (
          <Stack gap={4}>
            <Text fw={600} fz="lg">
              {formatMoney(estimate.price)}
            </Text>
            {estimate.note && <Text style={{ whiteSpace: 'pre-wrap' }}>{estimate.note}</Text>}
            <Text size="sm" c="dimmed">
              Dërguar më {formatDateTime(estimate.sentAt)}
              {estimate.answeredAt && ` · ${estimateStateLabel(estimate)} nga klienti më ${formatDateTime(estimate.answeredAt)}`}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Klientit nuk i është dërguar asnjë preventiv. Ai e pranon ose e refuzon nga faqja e ndjekjes.
          </Text>
        )}
      </Stack>
      <EstimateDialog
        opened={opened}
        sending={send.isPending}
        replacing={estimate !== null && estimate.answer === null}
        onClose={dialog.close}
        onSend={(request) => send.mutate(request, { onSuccess: dialog.close })}
      />
    </Paper>
  );
}

import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CHAT_APP_LABELS, estimateStateLabel, type EstimateResponse } from '@repair-shop/contracts';
import { formatDateTime } from '@repair-shop/web';
import { useChatDrafts, useChatOpened } from '../../../../hooks/use-client-chat';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { useSendEstimate } from '../../hooks/use-estimate';
import { ChatLinks } from '../../../../components/ChatLinks/ChatLinks';
import { EstimateDialog } from '../EstimateDialog/EstimateDialog';

interface Props {
  jobId: string;
  estimate: EstimateResponse | null;
  /** The parts used on the job so far, at their sale prices (added to the estimate's price). */
  parts: number;
}

const STATE_COLORS = { waiting: 'yellow', accepted: 'green', rejected: 'red' } as const;

/**
 * "Preventivi": the estimate sent last and where it stands (waiting, accepted, refused), and a new one to
 * send. While it waits, it can be sent in the shop's Viber or WhatsApp too, with its price and the link to
 * answer it: what a shop without SMS does, and a client who reads chats first needs.
 */
export function JobEstimate({ jobId, estimate, parts }: Props) {
  const [opened, dialog] = useDisclosure(false);
  const send = useSendEstimate(jobId);
  const formatMoney = useFormatMoney();
  const waiting = estimate !== null && estimate.answer === null;
  const drafts = useChatDrafts(jobId, waiting);
  const chatOpened = useChatOpened();
  const chat = waiting ? drafts.data?.estimate : null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="job-estimate-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Title order={3} fz="lg" id="job-estimate-title">
              Preventivi
            </Title>
            {estimate && (
              <Badge
                color={STATE_COLORS[estimate.answer ?? 'waiting']}
                variant="light"
                size="lg"
                aria-label="Gjendja e preventivit"
              >
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
              {formatMoney(estimate.price)}{' '}
              <Text component="span" size="sm" c="dimmed" fw={400}>
                për punën, pa pjesët
              </Text>
            </Text>
            {estimate.note && <Text style={{ whiteSpace: 'pre-wrap' }}>{estimate.note}</Text>}
            <Text size="sm" c="dimmed">
              Dërguar më {formatDateTime(estimate.sentAt)}
              {estimate.answeredAt &&
                ` · ${estimateStateLabel(estimate)} nga klienti më ${formatDateTime(estimate.answeredAt)}`}
            </Text>
            {chat && (
              <Stack gap={6} mt={6}>
                <Text size="sm" c="dimmed">
                  Dërgojani edhe me Viber ose WhatsApp: mesazhi ka çmimin dhe linkun ku klienti e pranon ose e refuzon.
                </Text>
                <Group gap="xs">
                  <ChatLinks
                    draft={chat}
                    title={(app) =>
                      `Hap ${CHAT_APP_LABELS[app]} me preventivin për ${drafts.data?.phone ?? 'klientin'}`
                    }
                    onOpen={(app) => chatOpened(jobId, { app, purpose: 'estimate' })}
                  />
                </Group>
              </Stack>
            )}
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
        parts={parts}
        onClose={dialog.close}
        onSend={(sent) => send.mutate(sent, { onSuccess: dialog.close })}
      />
    </Paper>
  );
}

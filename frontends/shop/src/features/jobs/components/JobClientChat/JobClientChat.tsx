import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CHAT_APP_LABELS, type JobStatus } from '@repair-shop/contracts';
import { statusLabel } from '@repair-shop/web';
import { useChatDrafts, useChatOpened } from '../../../../hooks/use-client-chat';
import { ChatLinks } from '../../../../components/ChatLinks/ChatLinks';

interface Props {
  jobId: string;
  status: JobStatus;
  clientPhone: string;
}

/**
 * "Shkruaji klientit": the message of the job's status, as its SMS would read (tracking link included),
 * opened in the shop's own Viber or WhatsApp with one tap: it costs nothing, and many clients read Viber
 * before SMS. The tap also writes "U hap Viber…" in the history. The automatic SMS stay as they are.
 */
export function JobClientChat({ jobId, status, clientPhone }: Props) {
  const drafts = useChatDrafts(jobId);
  const opened = useChatOpened();
  const draft = drafts.data?.status;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="job-chat-title">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="lg" id="job-chat-title">
            Shkruaji klientit
          </Title>
          <Text size="sm" c="dimmed">
            Mesazhi i statusit «{statusLabel(status)}» hapet në Viber ose WhatsApp të kësaj pajisjeje, gati për ta
            dërguar. Nuk kushton asgjë.
          </Text>
        </div>
        {drafts.isError ? (
          <Text size="sm" c="red">
            Mesazhi për klientin nuk u ngarkua. Rifreskoni faqen.
          </Text>
        ) : !draft ? (
          <Skeleton height={60} radius="md" aria-label="Duke përgatitur mesazhin" />
        ) : (
          <>
            <Paper
              bg="var(--mantine-color-gray-0)"
              withBorder
              p="xs"
              radius="md"
              aria-label="Mesazhi për klientin"
              role="group"
            >
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {draft.text}
              </Text>
            </Paper>
            {draft.defaultText && (
              <Text size="xs" c="dimmed">
                Teksti i SMS-së për këtë status është bosh te cilësimet, ndaj përdoret teksti fillestar. Mund ta
                ndryshoni në aplikacion para se ta dërgoni.
              </Text>
            )}
            {!drafts.data?.phone && (
              <Text size="sm" c="orange.8">
                Numri «{clientPhone}» nuk mund të shkruhet në formë ndërkombëtare, ndaj Viber dhe WhatsApp nuk hapen.
                Korrigjoni telefonin e klientit.
              </Text>
            )}
            <Group gap="xs">
              <ChatLinks
                draft={draft}
                title={(app) => `Hap ${CHAT_APP_LABELS[app]} me këtë mesazh për ${drafts.data?.phone ?? clientPhone}`}
                onOpen={(app) => opened(jobId, { app, purpose: 'status' })}
              />
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

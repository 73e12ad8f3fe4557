import { Alert, Stack, Text } from '@mantine/core';
import { CHAT_APP_LABELS, type WorkerResponse } from '@repair-shop/contracts';
import { useBusiness } from '../../../../hooks/use-business';
import { deliveryNotice, linkPurpose, workerLinkDraft, type WorkerLink } from '../../utils/worker-link';
import { ChatLinks } from '../../../../components/ChatLinks/ChatLinks';
import { LinkToSend } from '../../../../components/LinkToSend/LinkToSend';

const NO_WORKER_NUMBER =
  'Numri i punëtorit nuk mund të shkruhet në formë ndërkombëtare (+383…): korrigjojeni te «Ndrysho të dhënat».';

interface Props {
  worker: Pick<WorkerResponse, 'firstName' | 'phoneNumber'>;
  link: WorkerLink;
  /** Said first, e.g. "Llogaria u krijua." */
  lead?: string;
  onClose: () => void;
}

/**
 * A new invitation or password link for a worker: whether it was really emailed (and to whom), then the
 * link to copy or to send to the worker's Viber or WhatsApp.
 */
export function WorkerLinkResult({ worker, link, lead, onClose }: Props) {
  const business = useBusiness().data ?? null;
  const notice = deliveryNotice(link);
  const draft = workerLinkDraft(link, worker, business);
  return (
    <LinkToSend
      label={link.kind === 'invitation' ? 'Lidhja e ftesës' : 'Lidhja për fjalëkalimin e ri'}
      url={link.url}
      onClose={onClose}
      sendActions={
        <ChatLinks
          draft={draft}
          onOpen={() => undefined}
          title={(app) => `Hap ${CHAT_APP_LABELS[app]} me lidhjen për ${worker.firstName}`}
          noNumberReason={NO_WORKER_NUMBER}
        />
      }
    >
      <Alert color={notice.color} title={notice.title}>
        <Stack gap={4}>
          <Text size="sm">
            {lead ? `${lead} ` : ''}
            {notice.text}
          </Text>
          <Text size="sm">{linkPurpose(link, worker.firstName)}</Text>
        </Stack>
      </Alert>
    </LinkToSend>
  );
}

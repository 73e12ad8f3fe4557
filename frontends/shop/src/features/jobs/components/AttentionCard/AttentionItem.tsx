import { Anchor, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CHAT_APP_LABELS, type JobAttentionResponse } from '@repair-shop/contracts';
import { useReminderSms } from '../../hooks/use-attention';
import { useChatOpened } from '../../../../hooks/use-client-chat';
import { FROM_DASHBOARD_STATE, jobPath } from '../../../../routes';
import { ChatLinks } from '../../../../components/ChatLinks/ChatLinks';
import { SmsIcon } from '../../../../components/Icons/icons';
import { SMS_REMINDER_BLOCKED, SMS_SENT_TODAY, reminderText, waitText } from './attention-texts';

/**
 * One job that waits too long: who and what, why and for how long, the last reminder, and a one-tap
 * reminder by SMS (the server sends it) or in the shop's Viber or WhatsApp (a link with the text ready).
 * An SMS that cannot go (SMS off, no gateway, …, or sent today) rests, its tooltip saying why.
 */
export function AttentionItem({ item }: { item: JobAttentionResponse }) {
  const sms = useReminderSms();
  const opened = useChatOpened();
  const smsSentToday = item.lastReminder?.today === true && item.lastReminder.via === 'sms';
  const smsResting = item.smsReminderBlock
    ? SMS_REMINDER_BLOCKED[item.smsReminderBlock]
    : smsSentToday
      ? SMS_SENT_TODAY
      : null;
  const smsButton = (
    <Button
      size="xs"
      variant="light"
      leftSection={<SmsIcon size={14} />}
      loading={sms.isPending}
      disabled={smsResting !== null}
      onClick={() => sms.mutate(item.jobId)}
      title="Dërgo kujtesën me SMS"
    >
      SMS
    </Button>
  );

  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      gap="xs"
      wrap="wrap"
      aria-label={`${item.clientName}, ${item.deviceModel}`}
    >
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Text size="sm" truncate>
          <Anchor component={Link} to={jobPath(item.jobId)} state={FROM_DASHBOARD_STATE} fw={600} fz="sm">
            {item.clientName}
          </Anchor>{' '}
          · {item.deviceModel} · #{item.ticketCode}
        </Text>
        <Text size="sm" c={item.reason === 'uncollected' ? 'orange.9' : 'red.8'}>
          {waitText(item)}
        </Text>
        {item.lastReminder && (
          <Badge
            color={item.lastReminder.today ? 'green' : 'gray'}
            variant="light"
            size="sm"
            style={{ alignSelf: 'flex-start' }}
          >
            {reminderText(item.lastReminder)}
          </Badge>
        )}
      </Stack>
      <Group gap={6} wrap="nowrap" role="group" aria-label={`Kujtesë për ${item.clientName}`}>
        {smsResting ? (
          <Tooltip label={smsResting} withArrow multiline w={260} events={{ hover: true, focus: true, touch: true }}>
            <span>{smsButton}</span>
          </Tooltip>
        ) : (
          smsButton
        )}
        <ChatLinks
          size="xs"
          draft={item.reminder}
          title={(app) => `Hap ${CHAT_APP_LABELS[app]} me kujtesën për ${item.clientName}`}
          onOpen={(app) => opened(item.jobId, { app, purpose: 'reminder' })}
        />
      </Group>
    </Group>
  );
}

import { Button, Paper, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { JobMessageResponse } from '@repair-shop/contracts';
import { STATUS_COLORS, formatDateTime } from '@repair-shop/web';
import { BoxIcon, CoinIcon, MessageIcon, PencilIcon, SmsIcon } from '../../../../components/Icons/icons';
import { StatusBadge } from '../../../../components/StatusBadge/StatusBadge';

const SMS_OUTCOMES = {
  // A sent SMS's line says where it went (or that it was only logged, on a server without a gateway).
  sms_sent: { title: 'SMS për klientin', color: 'green' },
  sms_failed: { title: 'SMS nuk u dërgua', color: 'red' },
} as const;

/** The shop wrote to the client itself: a Viber or WhatsApp chat opened with the message, a reminder SMS queued. */
const CONTACT = { title: 'Kontakt me klientin', color: 'violet' } as const;

/** Money taken or given back, and parts used or taken off: the server's line says what and how much. */
const BOOKKEEPING = {
  payment: { title: 'Pagesë', color: 'teal', icon: <CoinIcon size={13} /> },
  parts: { title: 'Pjesë', color: 'grape', icon: <BoxIcon size={13} /> },
} as const;

/** Who and when: "Arben Krasniqi · 23.11.2026, 10:42"; what the system did by itself says so. */
const signature = (entry: JobMessageResponse, mt?: number) => (
  <Text size="xs" c="dimmed" mt={mt}>
    {entry.author ? entry.author.name : 'Sistemi'} · {formatDateTime(entry.createdAt)}
  </Text>
);

/** A message or an SMS outcome: its text in a tinted bubble, then who and when. */
const bubble = (entry: JobMessageResponse, color: string) => (
  <>
    <Paper bg={`var(--mantine-color-${color}-0)`} withBorder p="xs" radius="md" mt={4}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {entry.message}
      </Text>
    </Paper>
    {signature(entry, 4)}
  </>
);

/** The line's text as it is, then who and when (an edit, a payment, a part). */
const plainBody = (entry: JobMessageResponse) => (
  <>
    <Text size="sm" style={{ wordBreak: 'break-word' }}>
      {entry.message}
    </Text>
    {signature(entry)}
  </>
);

/** A plain bold title of a line (a message, an edit). */
const plainTitle = (text: string, color?: string) => (
  <Text size="sm" fw={600} c={color}>
    {text}
  </Text>
);

/** How one line of the history looks: its colour, bullet, title and body. */
interface ItemLook {
  color: string;
  bullet: ReactNode;
  title: ReactNode;
  body: ReactNode;
}

/** An entry shown by a round icon in its colour, titled in that colour. */
function iconLook(color: string, icon: ReactNode, title: string, body: ReactNode): ItemLook {
  return {
    color,
    bullet: (
      <ThemeIcon size={24} radius="xl" color={color} variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
    ),
    title: plainTitle(title, `${color}.8`),
    body,
  };
}

function lookOf(entry: JobMessageResponse): ItemLook {
  if (entry.type === 'status' && entry.status) {
    const color = STATUS_COLORS[entry.status];
    return {
      color,
      bullet: <ThemeIcon size={12} radius="xl" color={color} aria-hidden />,
      title: <StatusBadge status={entry.status} size="sm" />,
      body: (
        <>
          <Text size="sm" c="dimmed" fs="italic">
            {entry.message}
          </Text>
          {signature(entry)}
        </>
      ),
    };
  }
  if (entry.type === 'edit') {
    return {
      color: 'gray',
      bullet: <PencilIcon size={12} />,
      title: plainTitle('Ndryshim'),
      body: plainBody(entry),
    };
  }
  if (entry.type === 'payment' || entry.type === 'parts') {
    const kind = BOOKKEEPING[entry.type];
    return iconLook(kind.color, kind.icon, kind.title, plainBody(entry));
  }
  if (entry.type === 'contact')
    return iconLook(CONTACT.color, <MessageIcon size={13} />, CONTACT.title, plainBody(entry));
  if (entry.type === 'sms_sent' || entry.type === 'sms_failed') {
    const outcome = SMS_OUTCOMES[entry.type];
    return iconLook(outcome.color, <SmsIcon size={13} />, outcome.title, bubble(entry, outcome.color));
  }
  return { color: 'gray', bullet: <MessageIcon size={13} />, title: plainTitle('Mesazh'), body: bubble(entry, 'gray') };
}

// Timeline passes its props to its direct children, so each entry is built here as a Timeline.Item.
function historyItem(entry: JobMessageResponse) {
  const { color, bullet, title, body } = lookOf(entry);
  return (
    <Timeline.Item key={entry.id} color={color} bullet={bullet} title={title} data-entry-type={entry.type}>
      {body}
    </Timeline.Item>
  );
}

/** How many of the latest lines a long history shows until asked for all. */
export const HISTORY_SHOWN = 10;

/** Newest first: the server gives the history in the order it was written, oldest first. */
const newestFirst = (entries: JobMessageResponse[]): JobMessageResponse[] => [...entries].reverse();

/**
 * The job's history, newest first: status changes (coloured, with their status), messages (speech
 * bubbles), edits of the job's fields, payments and refunds (teal), parts used or taken off (grape), and
 * what became of each SMS to the client (green when sent, red when it could not be), and the shop's own
 * messages to the client (Viber or WhatsApp opened, a reminder SMS; violet); each line says who
 * wrote it and when. A
 * job that lived long shows its latest lines and a button for the rest, so the page stays short.
 */
export function JobHistory({ entries }: { entries: JobMessageResponse[] }) {
  const [showAll, setShowAll] = useState(false);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nuk ka ende histori për këtë punë.
      </Text>
    );
  }
  const ordered = newestFirst(entries);
  const shown = showAll ? ordered : ordered.slice(0, HISTORY_SHOWN);
  return (
    <Stack gap="sm">
      <Timeline bulletSize={24} lineWidth={2} aria-label="Historia e punës">
        {shown.map(historyItem)}
      </Timeline>
      {entries.length > HISTORY_SHOWN && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setShowAll((value) => !value)}
          aria-expanded={showAll}
          style={{ alignSelf: 'flex-start' }}
        >
          {showAll ? 'Shfaq më pak' : `Shfaq të gjitha (${entries.length})`}
        </Button>
      )}
    </Stack>
  );
}

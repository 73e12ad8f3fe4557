import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PrintJobResponse, PrintJobState } from '@repair-shop/contracts';
import { formatDateTime, printDocumentText, printedTimeText } from '@repair-shop/web';

interface Props {
  printJobs: PrintJobResponse[];
  /** The document this tab is printing now. */
  printingId: string | null;
  onReprint: (printJobId: string) => void;
  /** The document being queued again. */
  reprinting: string | null;
}

const STATE_COLORS: Record<PrintJobState, string> = {
  queued: 'yellow',
  printing: 'blue',
  printed: 'teal',
  failed: 'red',
};

export const EMPTY_QUEUE_TEXT =
  'Asnjë dokument ende. Çdo dokument që dërgohet nga dyqani shfaqet këtu dhe printohet vetë.';

/** A document's state on the station: "Në pritje", "Po printohet", "Printuar në 10:42", "Dështoi". */
export function stationStateText(
  printJob: Pick<PrintJobResponse, 'state' | 'printedAt'>,
  now: Date = new Date(),
): string {
  switch (printJob.state) {
    case 'queued':
      return 'Në pritje';
    case 'printing':
      return 'Po printohet';
    case 'printed':
      return printJob.printedAt ? `Printuar në ${printedTimeText(printJob.printedAt, now)}` : 'Printuar';
    case 'failed':
      return 'Dështoi';
  }
}

/**
 * A document another tab took and never reported (closed while printing) stays "printing" on the server:
 * after this long it may be printed again from here.
 */
export const STUCK_PRINTING_MS = 2 * 60_000;

/** Printed, failed, or taken by a tab that is gone: "Printo përsëri" queues it again. */
export function canReprint(
  printJob: Pick<PrintJobResponse, 'id' | 'state' | 'createdAt'>,
  printingId: string | null,
  now: number = Date.now(),
): boolean {
  if (printJob.state === 'printed' || printJob.state === 'failed') return true;
  return (
    printJob.state === 'printing' &&
    printJob.id !== printingId &&
    now - Date.parse(printJob.createdAt) > STUCK_PRINTING_MS
  );
}

/** Who sent it: a person, or the station itself ("Printo përsëri"). */
const senderText = (printJob: PrintJobResponse): string =>
  `${printJob.requestedBy ? `Dërguar nga ${printJob.requestedBy.name}` : 'Printuar përsëri nga printeri'} · ${formatDateTime(printJob.createdAt)}`;

/** The station's documents, newest first: waiting, printing, printed (when), failed (why), the history printed again on demand. */
export function StationJobList({ printJobs, printingId, onReprint, reprinting }: Props) {
  if (printJobs.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center">
          {EMPTY_QUEUE_TEXT}
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md">
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Dokumentet e printerit">
        {printJobs.map((printJob, index) => {
          const history = canReprint(printJob, printingId);
          return (
            <Group
              component="li"
              key={printJob.id}
              justify="space-between"
              align="center"
              wrap="wrap"
              gap="sm"
              px="md"
              py="sm"
              aria-label={`${printDocumentText(printJob)} · ${printJob.ticket}`}
              data-state={printJob.state}
              bg={printJob.id === printingId ? 'blue.0' : undefined}
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
            >
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                <Text fw={700} size="lg">
                  {printDocumentText(printJob)}
                  {printJob.copies > 1 && ` · ${printJob.copies} kopje`}
                </Text>
                <Text>
                  #{printJob.ticket} · {printJob.clientName}
                </Text>
                <Text size="sm" c="dimmed">
                  {senderText(printJob)}
                </Text>
                {printJob.state === 'failed' && printJob.error && (
                  <Text size="sm" c="red.8">
                    {printJob.error}
                  </Text>
                )}
              </Stack>
              <Group gap="sm" wrap="nowrap">
                <Badge size="lg" variant="light" color={STATE_COLORS[printJob.state]}>
                  {stationStateText(printJob)}
                </Badge>
                {history && (
                  <Button variant="default" loading={reprinting === printJob.id} onClick={() => onReprint(printJob.id)}>
                    Printo përsëri
                  </Button>
                )}
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}

import { Badge, Group, Stack, Text } from '@mantine/core';
import type { PrintJobResponse, PrintJobState } from '@repair-shop/contracts';
import { printDocumentText, printJobStateText } from '@repair-shop/web';

const STATE_COLORS: Record<PrintJobState, string> = {
  queued: 'yellow',
  printing: 'blue',
  printed: 'teal',
  failed: 'red',
};

/** The job's documents sent to the stations, newest first: "Në pritje në Banaku", "Printuar në Banaku, 10:42", "Dështoi: …". */
export function PrintJobStates({ printJobs }: { printJobs: PrintJobResponse[] }) {
  if (printJobs.length === 0) return null;
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Dokumentet e dërguara">
      {printJobs.map((printJob) => (
        <Group
          component="li"
          key={printJob.id}
          gap="xs"
          wrap="wrap"
          justify="space-between"
          aria-label={printDocumentText(printJob)}
          data-state={printJob.state}
        >
          <Text size="sm" fw={500}>
            {printDocumentText(printJob)}
            {printJob.copies > 1 && ` · ${printJob.copies} kopje`}
          </Text>
          <Badge
            variant="light"
            color={STATE_COLORS[printJob.state]}
            style={{ textTransform: 'none', whiteSpace: 'normal', height: 'auto' }}
          >
            {printJobStateText(printJob)}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

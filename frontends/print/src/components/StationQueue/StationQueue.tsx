import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { loadFailed, printDocumentText, type StationCredential } from '@repair-shop/web';
import { useStation } from '../../hooks/use-station';
import { StationConnectionBadge } from '../StationConnectionBadge/StationConnectionBadge';
import { StationDocument } from '../StationDocument/StationDocument';
import { StationJobList } from '../StationJobList/StationJobList';
import { StationTillStatus } from '../StationTillStatus/StationTillStatus';

interface Props {
  credential: StationCredential;
  /** The browser was just paired: say for whom it prints now. */
  justPaired: boolean;
  onUnpaired: () => void;
}

export const pairedText = ({ name, businessName }: StationCredential['station']): string =>
  `Ky shfletues tani printon për «${name}» të dyqanit «${businessName}».`;

export const KIOSK_HINT =
  'Për të printuar pa dritaren e printimit: hapeni këtë faqe në Chromium me «--kiosk --kiosk-printing», me printerin e banakut si printer të parazgjedhur.';

/** A paired station: who it prints for, whether it is connected, what it prints now and its documents. */
export function StationQueue({ credential, justPaired, onUnpaired }: Props) {
  const station = useStation(credential, onUnpaired);
  const { printing, jobs } = station;

  return (
    <>
      <Stack gap="md" className="station-panel" p="md" maw={960} mx="auto">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1} fz="h2">
              {credential.station.name}
            </Title>
            <Text c="dimmed">Printeri i dyqanit «{credential.station.businessName}»</Text>
          </div>
          <StationConnectionBadge connection={station.connection} />
        </Group>
        {justPaired && (
          <Alert color="teal" title="Printeri u çiftua">
            {pairedText(credential.station)}
          </Alert>
        )}
        <StationTillStatus till={station.till} />
        {printing && (
          <Alert color="blue" title="Po printohet">
            {printDocumentText(printing.printJob)} · #{printing.printJob.ticket} · {printing.printJob.clientName}
          </Alert>
        )}
        {jobs.data ? (
          <StationJobList
            printJobs={jobs.data.items}
            printingId={printing?.printJob.id ?? null}
            onReprint={station.reprint}
            reprinting={station.reprinting}
          />
        ) : loadFailed(jobs) ? (
          <Alert color="red" title="Lista e dokumenteve nuk u ngarkua">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Dokumentet që vijnë printohen sërish. Kontrolloni lidhjen me internetin.</Text>
              <Button size="xs" variant="light" loading={jobs.isFetching} onClick={() => void jobs.refetch()}>
                Provo përsëri
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Center py="xl">
            <Loader aria-label="Duke ngarkuar dokumentet" />
          </Center>
        )}
        <Text size="sm" c="dimmed">
          {KIOSK_HINT}
        </Text>
      </Stack>
      {printing && (
        <div className="station-print-area">
          <StationDocument
            key={printing.printJob.claim}
            printing={printing}
            onDrawn={station.onDrawn}
            onFailed={station.onDrawFailed}
          />
        </div>
      )}
    </>
  );
}

import { ActionIcon, Center, Loader, Menu, Modal, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { JobResponse, PrintStationResponse } from '@repair-shop/contracts';
import { jobDetailQuery } from '@repair-shop/web';
import { usePrintStations } from '../../hooks/use-print-stations';
import { labelPrintPath } from '../../../../routes';
import { PrinterIcon } from '../../../../components/Icons/icons';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { SendToPrinterDialog } from '../SendToPrinterDialog/SendToPrinterDialog';

type ListedJob = Pick<JobResponse, 'id' | 'clientName'>;

/**
 * The job list's printer. With the shop's print stations it offers what the job's page offers: send to
 * the counter's printer (the same dialog), or print the label from this browser; without one, the label's
 * print page at once.
 */
export function JobPrintAction({ job }: { job: ListedJob }) {
  const navigate = useNavigate();
  const stations = usePrintStations();
  const [menuOpened, setMenuOpened] = useState(false);
  const [sending, sendDialog] = useDisclosure(false);
  const openLabelPage = (): void => void navigate(labelPrintPath(job.id));

  if (!stations.data?.length) {
    return (
      <Tooltip label="Printo etiketën" withArrow>
        <ActionIcon
          size={30}
          variant="default"
          onClick={openLabelPage}
          aria-label={`Printo etiketën e ${job.clientName}`}
        >
          <PrinterIcon />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <>
      <Menu position="bottom-end" withinPortal onChange={setMenuOpened}>
        <Menu.Target>
          <ActionIcon size={30} variant="default" aria-label={`Printo për ${job.clientName}`}>
            <PrinterIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={sendDialog.open}>Dërgo në printerin e banakut…</Menu.Item>
          <Menu.Item onClick={openLabelPage}>Printo etiketën nga ky shfletues</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* The job's payments (for a payment's receipt) are asked for as the menu opens, so the dialog rarely waits. */}
      {(menuOpened || sending) && (
        <SendJobDialog jobId={job.id} stations={stations.data} opened={sending} onClose={sendDialog.close} />
      )}
    </>
  );
}

interface SendProps {
  jobId: string;
  stations: PrintStationResponse[];
  opened: boolean;
  onClose: () => void;
}

/** The job detail's "Dërgo në printer" dialog, once the job's payments and currency are known. */
function SendJobDialog({ jobId, stations, opened, onClose }: SendProps) {
  const detail = useQuery(jobDetailQuery(jobId));
  if (detail.data) {
    return (
      <SendToPrinterDialog
        opened={opened}
        onClose={onClose}
        jobId={jobId}
        stations={stations}
        payments={detail.data.payments}
        currency={detail.data.money.currency}
      />
    );
  }
  return (
    <Modal opened={opened} onClose={onClose} title="Dërgo në printer" centered>
      {detail.data === null ? (
        <Text size="sm">Kjo punë nuk gjendet më.</Text>
      ) : detail.isError ? (
        <LoadFailed what="Të dhënat e punës" onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <Center py="md">
          <Loader size="sm" aria-label="Duke ngarkuar" />
        </Center>
      )}
    </Modal>
  );
}

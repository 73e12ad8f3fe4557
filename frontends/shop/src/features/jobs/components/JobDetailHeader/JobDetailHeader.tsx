import { Button, Group, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { clientTicketCode } from '@repair-shop/web';
import { intakeReceiptPrintPath, invoicePrintPath, labelPrintPath } from '../../../../routes';
import { ArrowLeftIcon, PrinterIcon } from '../../../../components/Icons/icons';

interface Props {
  jobId: string;
  onBack: () => void;
}

/** Back, "Puna #<ticket>" (the number on the label, the receipt and the invoice) and the print buttons: the label, the invoice and the intake receipt. */
export function JobDetailHeader({ jobId, onBack }: Props) {
  const navigate = useNavigate();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Button variant="subtle" color="gray" leftSection={<ArrowLeftIcon />} onClick={onBack} px="xs">
          Kthehu
        </Button>
        <Title order={2}>Puna #{clientTicketCode(jobId)}</Title>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button variant="light" leftSection={<PrinterIcon />} onClick={() => navigate(labelPrintPath(jobId))}>
          Printo etiketën
        </Button>
        <Button variant="light" leftSection={<PrinterIcon />} onClick={() => navigate(invoicePrintPath(jobId))}>
          Printo faturën
        </Button>
        <Button variant="light" leftSection={<PrinterIcon />} onClick={() => navigate(intakeReceiptPrintPath(jobId))}>
          Printo fletëpranimin
        </Button>
      </Group>
    </Group>
  );
}

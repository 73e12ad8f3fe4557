import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { SaleResponse } from '@repair-shop/contracts';
import { PrinterIcon } from '../../../../components/Icons/icons';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { saleDetailPath, saleInvoicePrintPath, saleReceiptPrintPath } from '../../../../routes';
import { SaleFiscalState } from '../SaleFiscalState/SaleFiscalState';
import { SaleStationPrint } from '../SaleStationPrint/SaleStationPrint';

/**
 * After «Paguaj»: the sale's number, the change to give back (as the server counted it), its fiscal document,
 * the receipt and the A4 invoice (the print remote's pages, or sent to a print station), and «Shitje e re».
 */
export function SaleDone({ sale, onNewSale }: { sale: SaleResponse; onNewSale: () => void }) {
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const change = Number(sale.change);
  return (
    <Paper withBorder radius="md" p="lg" maw={560} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={2} fz="xl">
          Shitja nr. {sale.number} u regjistrua
        </Title>
        <Group justify="space-between">
          <Text>Totali</Text>
          <Text fw={700}>{formatMoney(Number(sale.total))}</Text>
        </Group>
        <Group justify="space-between">
          <Text>Paguar</Text>
          <Text>{formatMoney(Number(sale.paid))}</Text>
        </Group>
        <Group justify="space-between">
          <Text fw={600}>Kusuri për t'u kthyer</Text>
          <Text fw={700} fz="xl" c={change > 0 ? 'blue' : undefined} aria-label="Kusuri për t'u kthyer">
            {formatMoney(change)}
          </Text>
        </Group>
        <SaleFiscalState document={sale.fiscalDocument} />
        <Group grow>
          <Button size="md" leftSection={<PrinterIcon />} onClick={() => navigate(saleReceiptPrintPath(sale.id))}>
            Printo kuponin
          </Button>
          <Button
            size="md"
            variant="light"
            leftSection={<PrinterIcon />}
            onClick={() => navigate(saleInvoicePrintPath(sale.id))}
          >
            Printo faturën A4
          </Button>
        </Group>
        <SaleStationPrint saleId={sale.id} />
        <Group grow>
          <Button size="md" variant="default" onClick={() => navigate(saleDetailPath(sale.id))}>
            Shiko shitjen
          </Button>
          <Button size="md" color="green" onClick={onNewSale} data-autofocus>
            Shitje e re
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

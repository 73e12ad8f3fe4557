import { Anchor, Badge, Button, Center, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PAYMENT_METHOD_LABELS, type SaleResponse } from '@repair-shop/contracts';
import { formatDateTime, loadFailed, retryProps, usePageTitle } from '@repair-shop/web';
import { PrinterIcon } from '../../../../components/Icons/icons';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { useMay } from '../../../../hooks/use-role';
import { saleDetailPath, saleInvoicePrintPath, saleReceiptPrintPath, salesListPath } from '../../../../routes';
import { SaleFiscalState } from '../../components/SaleFiscalState/SaleFiscalState';
import { SaleReturnDialog } from '../../components/SaleReturnDialog/SaleReturnDialog';
import { SaleStationPrint } from '../../components/SaleStationPrint/SaleStationPrint';
import { useSale } from '../../hooks/use-sales';

/** One sale (or return): its lines, payments, change, fiscal document and returns; «Kthim» for who refunds. */
export function SaleDetailPage() {
  const { saleId = '' } = useParams();
  const sale = useSale(saleId);
  usePageTitle(sale.data ? `Shitja nr. ${sale.data.number}` : null);
  if (loadFailed(sale)) return <LoadFailed what="Shitja" {...retryProps(sale)} />;
  if (sale.data === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label="Duke ngarkuar shitjen" />
      </Center>
    );
  }
  if (sale.data === null) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center">
          <Text>Shitja nuk u gjet.</Text>
          <Anchor component={Link} to={salesListPath()}>
            Te shitjet
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  return <SaleDetail sale={sale.data} />;
}

export function SaleDetail({ sale }: { sale: SaleResponse }) {
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const mayRefund = useMay('refund');
  const [returnOpened, returnDialog] = useDisclosure(false);
  const money = (amount: string) => formatMoney(Number(amount));
  const isReturn = sale.kind === 'return';

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} fz="xl">
            {isReturn ? 'Kthimi' : 'Shitja'} nr. {sale.number}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDateTime(sale.createdAt)} · {sale.soldBy.name}
            {sale.client ? ` · ${[sale.client.name, sale.client.phone].filter(Boolean).join(', ')}` : ''}
          </Text>
        </div>
        <Group gap="xs">
          <Anchor component={Link} to={salesListPath()}>
            Te shitjet
          </Anchor>
          {mayRefund && !isReturn && (
            <Button color="orange" variant="light" onClick={returnDialog.open}>
              Kthim
            </Button>
          )}
        </Group>
      </Group>
      {isReturn && sale.originalSaleId && (
        <Anchor component={Link} to={saleDetailPath(sale.originalSaleId)}>
          Shitja që kthehet
        </Anchor>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Rreshtat e shitjes">
          {sale.lines.map((line) => (
            <li key={line.id}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{line.name}</Text>
                  <Text size="xs" c="dimmed">
                    {line.quantity} × {money(line.unitPrice)}
                    {Number(line.discount) > 0 && ` − ${money(line.discount)}`}
                    {line.serial && ` · ${line.serial}`}
                    {line.warrantyUntil && ` · garanci deri më ${line.warrantyUntil}`}
                  </Text>
                  {line.returnedQuantity > 0 && (
                    <Badge color="orange" variant="light" size="sm">
                      Kthyer: {line.returnedQuantity}
                    </Badge>
                  )}
                </div>
                <Text fw={600}>{money(line.netTotal)}</Text>
              </Group>
            </li>
          ))}
        </Stack>
        <Divider my="sm" />
        <Stack gap={4}>
          {Number(sale.discount) > 0 && (
            <Group justify="space-between">
              <Text>Zbritje në shitje</Text>
              <Text>−{money(sale.discount)}</Text>
            </Group>
          )}
          <Group justify="space-between">
            <Text fw={700}>{isReturn ? 'U kthyen' : 'Totali'}</Text>
            <Text fw={700}>{money(sale.total)}</Text>
          </Group>
          {sale.payments.map((payment, index) => (
            <Group key={index} justify="space-between">
              <Text size="sm">{PAYMENT_METHOD_LABELS[payment.method]}</Text>
              <Text size="sm">{money(payment.amount)}</Text>
            </Group>
          ))}
          {Number(sale.change) > 0 && (
            <Group justify="space-between">
              <Text size="sm">Kusuri</Text>
              <Text size="sm">{money(sale.change)}</Text>
            </Group>
          )}
        </Stack>
      </Paper>
      <SaleFiscalState document={sale.fiscalDocument} />
      {sale.returns.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            Kthimet
          </Title>
          {sale.returns.map((back) => (
            <Group key={back.id} justify="space-between">
              <Anchor component={Link} to={saleDetailPath(back.id)}>
                Kthimi nr. {back.number} · {formatDateTime(back.createdAt)}
              </Anchor>
              <Text>{money(back.total)}</Text>
            </Group>
          ))}
        </Paper>
      )}
      <Group>
        <Button variant="light" leftSection={<PrinterIcon />} onClick={() => navigate(saleReceiptPrintPath(sale.id))}>
          Printo kuponin
        </Button>
        <Button variant="default" leftSection={<PrinterIcon />} onClick={() => navigate(saleInvoicePrintPath(sale.id))}>
          Printo faturën A4
        </Button>
        <SaleStationPrint saleId={sale.id} />
      </Group>
      {mayRefund && !isReturn && <SaleReturnDialog sale={sale} opened={returnOpened} onClose={returnDialog.close} />}
    </Stack>
  );
}

import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  clientTicketCode,
  ERROR_CODES,
  seesCostPrices,
  type SaleRequest,
  type SaleResponse,
} from '@repair-shop/contracts';
import { isApiRequestError, jobDetailQuery, usePageTitle } from '@repair-shop/web';
import { InitialCashStep } from '../../../../components/InitialCashStep/InitialCashStep';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { useInitialCashMissing } from '../../../../hooks/use-initial-cash-missing';
import { usePhoneLayout } from '../../../../hooks/use-phone-layout';
import { useRole } from '../../../../hooks/use-role';
import { salesListPath } from '../../../../routes';
import { failureText } from '../../../../utils/api-errors';
import { CartAdder } from '../../components/CartAdder/CartAdder';
import { CartLines } from '../../components/CartLines/CartLines';
import { PaymentPanel } from '../../components/PaymentPanel/PaymentPanel';
import { SaleClientFields, type SaleClient } from '../../components/SaleClientFields/SaleClientFields';
import { SaleDone } from '../../components/SaleDone/SaleDone';
import { StockConfirmDialog } from '../../components/StockConfirmDialog/StockConfirmDialog';
import { TillSelect, useSaleTill } from '../../components/TillSelect/TillSelect';
import { useCart } from '../../hooks/use-cart';
import { useSell } from '../../hooks/use-sell';
import { centsToDecimal } from '../../../stock/utils/decimal-text';
import { cartTotals, lineRequest } from '../../utils/cart';
import { checkPayment, emptyPayment, isCashInvoice, paymentRequests, type PaymentDraft } from '../../utils/payment';

export const SALE_FAILED = 'Shitja nuk u regjistrua. Shporta mbetet: provoni përsëri.';

/** The job line's name: «Riparimi #A99B0E – iPhone 12». */
export const jobLineName = (jobId: string, model: string): string => `Riparimi #${clientTicketCode(jobId)} – ${model}`;

/**
 * «Shitje»: the counter's sale screen, for a desk and for a phone. `?job=<id>` starts the cart with a ready
 * job's balance («Merr dhe paguaj»), to which accessories are added and all is paid at once.
 */
export function SalePage() {
  usePageTitle('Shitje');
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job') ?? '';
  const cart = useCart();
  const role = useRole();
  const mayChangePrices = seesCostPrices(role);
  const formatMoney = useFormatMoney();
  const phone = usePhoneLayout();
  const [client, setClient] = useState<SaleClient>({ name: '', phone: '' });
  const [payment, setPayment] = useState<PaymentDraft>(emptyPayment);
  const [failure, setFailure] = useState<string | null>(null);
  const [stockDetail, setStockDetail] = useState<string | null>(null);
  const [done, setDone] = useState<SaleResponse | null>(null);
  const sell = useSell();
  const till = useSaleTill();
  const paymentPanel = useRef<HTMLDivElement>(null);

  const totals = useMemo(() => cartTotals(cart.lines, cart.saleDiscount), [cart.lines, cart.saleDiscount]);
  const check = checkPayment(payment, totals.total);
  // Albania: a cash or card sale waits for the day's initial cash, as a job's payment does, unless the CIS
  // could not take it (the money is taken anyway, the invoice goes later).
  const initialMissing = useInitialCashMissing();
  const [goAhead, setGoAhead] = useState(false);
  const asksInitial = initialMissing && isCashInvoice(payment);
  const canPay =
    cart.lines.length > 0 &&
    !(asksInitial && !goAhead) &&
    totals.problem === null &&
    check.problem === null &&
    check.missing === 0 &&
    !sell.isPending;

  // «Merr dhe paguaj»: the job's balance goes into the cart once, with its client.
  const job = useQuery({ ...jobDetailQuery(jobId), enabled: jobId !== '' });
  const jobAdded = useRef<string | null>(null);
  const jobDetail = job.data;
  const jobProblem =
    jobId && jobDetail === null
      ? 'Puna nuk u gjet.'
      : jobDetail && (jobDetail.job.status !== 'ready' || jobDetail.money.balance <= 0)
        ? 'Kjo punë nuk është gati për t\u2019u marrë ose nuk ka asgjë për të paguar.'
        : null;
  const { addJob } = cart;
  useEffect(() => {
    if (!jobDetail || jobAdded.current === jobDetail.job.id) return;
    if (jobDetail.job.status !== 'ready' || jobDetail.money.balance <= 0) return;
    jobAdded.current = jobDetail.job.id;
    addJob({
      id: jobDetail.job.id,
      name: jobLineName(jobDetail.job.id, jobDetail.job.deviceModel),
      balance: jobDetail.money.balance,
    });
    setClient((current) =>
      current.phone || current.name ? current : { name: jobDetail.job.clientName, phone: jobDetail.job.clientPhone },
    );
  }, [jobDetail, addJob]);

  const send = (allowNegativeStock: boolean) => {
    setFailure(null);
    const request: SaleRequest = {
      lines: cart.lines.map(lineRequest),
      payments: paymentRequests(check),
    };
    if (totals.discount > 0) request.discount = centsToDecimal(totals.discount);
    if (client.phone.trim()) request.clientPhone = client.phone.trim();
    if (client.name.trim()) request.clientName = client.name.trim();
    if (till.till) request.tillStationId = till.till;
    if (allowNegativeStock) request.allowNegativeStock = true;
    sell.mutate(request, {
      onSuccess: (saved) => {
        setStockDetail(null);
        setDone(saved.sale);
      },
      onError: (error) => {
        if (isApiRequestError(error) && error.status === 409 && error.code === ERROR_CODES.stockInsufficient) {
          setStockDetail(error.detail ?? 'Stoku nuk ka mjaft nga një produkt i shportës.');
          return;
        }
        setStockDetail(null);
        setFailure(failureText(error, SALE_FAILED));
      },
    });
  };

  const newSale = () => {
    cart.clear();
    setClient({ name: '', phone: '' });
    setPayment(emptyPayment());
    setFailure(null);
    setDone(null);
    // The next sale asks again for the initial cash if it is still missing, as the next payment dialog does.
    setGoAhead(false);
    // The job is paid: the next sale starts without it.
    if (jobId) setParams({}, { replace: true });
  };

  if (done) return <SaleDone sale={done} onNewSale={newSale} />;

  return (
    <Stack gap="md" pb={phone ? 80 : 0}>
      <Group justify="space-between">
        <Title order={2} fz="xl">
          Shitje
        </Title>
        <Anchor component={Link} to={salesListPath()}>
          Shitjet e ditës
        </Anchor>
      </Group>
      {jobProblem && <Alert color="orange">{jobProblem}</Alert>}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <CartAdder onAdd={cart.add} onQuickLine={cart.addQuick} />
            <CartLines
              lines={cart.lines}
              netTotals={totals.netTotals}
              mayChangePrices={mayChangePrices}
              onChange={cart.change}
              onRemove={cart.remove}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            withBorder
            radius="md"
            p="md"
            ref={paymentPanel}
            style={phone ? undefined : { position: 'sticky', top: 'var(--mantine-spacing-md)' }}
          >
            <Stack gap="md">
              <SaleClientFields client={client} onChange={setClient} />
              <TillSelect sale={till} />
              {asksInitial && <InitialCashStep onGoAhead={() => setGoAhead(true)} />}
              <PaymentPanel
                totals={totals}
                saleDiscount={cart.saleDiscount}
                onSaleDiscount={mayChangePrices ? cart.setSaleDiscount : undefined}
                draft={payment}
                check={check}
                onDraft={setPayment}
                canPay={canPay}
                paying={sell.isPending}
                onPay={() => send(false)}
              />
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      {phone && cart.lines.length > 0 && (
        // On a phone the total stays in view at the bottom while the cart scrolls.
        <Paper
          withBorder
          shadow="md"
          p="sm"
          style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 100 }}
          aria-label="Totali i shportës"
        >
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} fz="lg">
              {formatMoney(totals.total / 100)}
            </Text>
            <Button size="md" onClick={() => paymentPanel.current?.scrollIntoView({ behavior: 'smooth' })}>
              Te pagesa
            </Button>
          </Group>
        </Paper>
      )}
      <StockConfirmDialog
        detail={stockDetail}
        sending={sell.isPending}
        onConfirm={() => send(true)}
        onClose={() => setStockDetail(null)}
      />
    </Stack>
  );
}

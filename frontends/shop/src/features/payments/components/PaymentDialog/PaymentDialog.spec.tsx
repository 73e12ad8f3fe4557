import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ERROR_CODES,
  type CashDepositListResponse,
  type CashDepositResponse,
  type FiscalDocumentResponse,
  type FiscalPaymentTillResponse,
  type JobMoney,
  type PaymentCreatedResponse,
} from '@repair-shop/contracts';
import { ApiRequestError, REQUIRED_TEXT, queryKeys, shopApi } from '@repair-shop/web';
import {
  TEST_ALBANIAN_PROFILE,
  fakeApi,
  testBusiness,
  testFiscalDocument,
  testPayment,
  type FakeApi,
} from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { AMOUNT_ZERO_TEXT, INVALID_AMOUNT_TEXT } from '../../../../utils/amount';
import { PAYMENT_TILL_KEY } from '../../utils/payment-till';
import { today } from '../../../../utils/days';
import { CIS_UNREACHABLE_TEXT, INITIAL_CASH_TITLE } from '../../../../components/InitialCashStep/InitialCashStep';
import { PaymentDialog, refundTooLargeText } from './PaymentDialog';

const MONEY: JobMoney = { currency: 'EUR', labour: 40, parts: 25.5, total: 65.5, paid: 20, balance: 45.5 };

function renderDialog(options: { money?: JobMoney; canRefund?: boolean } = {}) {
  const onClose = jest.fn();
  const view = renderWithShop(
    <PaymentDialog
      opened
      onClose={onClose}
      jobId="job-1"
      money={options.money ?? MONEY}
      canRefund={options.canRefund ?? true}
    />,
  );
  return { ...view, onClose };
}

const amountField = () => screen.getByRole('textbox', { name: /Shuma/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Regjistro pagesën' }));

afterEach(() => jest.restoreAllMocks());

describe('PaymentDialog', () => {
  it('starts from the balance still due, as a payment in cash', () => {
    renderDialog();
    expect(amountField()).toHaveValue('45,50');
    expect(screen.getByRole('radio', { name: 'Pagesë' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Para në dorë' })).toBeChecked();
  });

  it('starts empty when nothing is due', () => {
    renderDialog({ money: { ...MONEY, paid: 65.5, balance: 0 } });
    expect(amountField()).toHaveValue('');
  });

  it('says in Albanian, next to the field, what is wrong with the amount, and sends nothing', async () => {
    const addPayment = jest.spyOn(shopApi, 'addPayment');
    renderDialog();
    await userEvent.clear(amountField());
    await submit();
    expect(await screen.findByText(REQUIRED_TEXT)).toBeInTheDocument();
    await userEvent.type(amountField(), 'njëzet');
    await submit();
    expect(await screen.findByText(INVALID_AMOUNT_TEXT)).toBeInTheDocument();
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '0');
    await submit();
    expect(await screen.findByText(AMOUNT_ZERO_TEXT)).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(addPayment).not.toHaveBeenCalled();
  });

  it('asks for another device’s fiscal receipt number only where the shop does not fiscalize its payments itself', () => {
    const { unmount } = renderDialog();
    expect(screen.getByRole('textbox', { name: /Nr. i kuponit fiskal/ })).toBeInTheDocument();
    unmount();
    renderWithShop(<PaymentDialog opened onClose={jest.fn()} jobId="job-1" money={MONEY} canRefund />, {
      cached: [[queryKeys.fiscalProfile, TEST_ALBANIAN_PROFILE]],
    });
    expect(screen.queryByRole('textbox', { name: /Nr. i kuponit fiskal/ })).not.toBeInTheDocument();
  });

  it('offers a refund to the owner and managers only', () => {
    const { unmount } = renderDialog({ canRefund: true });
    expect(screen.getByRole('radio', { name: 'Kthim parash' })).toBeInTheDocument();
    unmount();
    renderDialog({ canRefund: false });
    expect(screen.queryByRole('radio', { name: 'Kthim parash' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Paradhënie' })).toBeInTheDocument();
  });

  it('does not give back more than was paid', async () => {
    const addPayment = jest.spyOn(shopApi, 'addPayment');
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Kthim parash' }));
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Kthe paratë' }));
    expect(await screen.findByText(refundTooLargeText('20,00 €'))).toBeInTheDocument();
    expect(addPayment).not.toHaveBeenCalled();
  });

  it('records the payment as typed and closes', async () => {
    const answer: PaymentCreatedResponse = {
      success: true,
      payment: {
        id: 'pay-1',
        jobId: 'job-1',
        amount: 45.5,
        method: 'card',
        kind: 'payment',
        note: null,
        fiscalReceiptNumber: 'K-0042',
        takenBy: { id: 'user-1', name: 'Arta Morina' },
        createdAt: '2026-11-23T10:00:00.000Z',
      },
      money: { ...MONEY, paid: 65.5, balance: 0 },
      fiscalDocument: null,
    };
    const addPayment = jest.spyOn(shopApi, 'addPayment').mockResolvedValue(answer);
    jest.spyOn(shopApi, 'job').mockResolvedValue(null as never);
    const { onClose } = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Kartelë' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Nr. i kuponit fiskal/ }), ' K-0042 ');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addPayment).toHaveBeenCalledWith('job-1', {
      amount: 45.5,
      method: 'card',
      kind: 'payment',
      fiscalReceiptNumber: 'K-0042',
    });
  });
});

describe('PaymentDialog: the till of a Kosovo shop', () => {
  const TILLS: FiscalPaymentTillResponse[] = [
    { stationId: 'st-1', stationName: 'Banaku', posId: 1 },
    { stationId: 'st-2', stationName: 'Dritarja', posId: 2 },
  ];
  const KOSOVO_SHOP = testBusiness({ country: 'kosovo' });
  const answer: PaymentCreatedResponse = {
    success: true,
    payment: testPayment({ id: 'pay-1', jobId: 'job-1', kind: 'payment', amount: 45.5 }),
    money: { ...MONEY, paid: 65.5, balance: 0 },
    fiscalDocument: null,
  };
  const renderKosovo = (tills: FiscalPaymentTillResponse[]) => {
    jest.spyOn(shopApi, 'paymentTills').mockResolvedValue(tills);
    const onClose = jest.fn();
    renderWithShop(<PaymentDialog opened onClose={onClose} jobId="job-1" money={MONEY} canRefund />, {
      business: KOSOVO_SHOP,
    });
    return onClose;
  };
  afterEach(() => localStorage.clear());

  it('lets whoever takes the money choose among several tills, remembers the choice in this browser, and sends it', async () => {
    const addPayment = jest.spyOn(shopApi, 'addPayment').mockResolvedValue(answer);
    jest.spyOn(shopApi, 'job').mockResolvedValue(null as never);
    const onClose = renderKosovo(TILLS);
    const select = await screen.findByRole('combobox', { name: /^Arka/ });
    expect(select).toHaveValue('Banaku · POS 1');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Dritarja · POS 2' }));
    expect(localStorage.getItem(PAYMENT_TILL_KEY)).toBe('st-2');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addPayment).toHaveBeenCalledWith('job-1', {
      amount: 45.5,
      method: 'cash',
      kind: 'payment',
      tillStationId: 'st-2',
    });
  });

  it('starts from the till this browser chose before, while the shop still has it', async () => {
    localStorage.setItem(PAYMENT_TILL_KEY, 'st-2');
    renderKosovo(TILLS);
    expect(await screen.findByRole('combobox', { name: /^Arka/ })).toHaveValue('Dritarja · POS 2');
  });

  it('shows no choice with a single till, and sends none', async () => {
    const addPayment = jest.spyOn(shopApi, 'addPayment').mockResolvedValue(answer);
    jest.spyOn(shopApi, 'job').mockResolvedValue(null as never);
    const tills = jest.spyOn(shopApi, 'paymentTills');
    const onClose = renderKosovo([TILLS[0]!]);
    await waitFor(() => expect(tills).toHaveBeenCalled());
    expect(screen.queryByRole('combobox', { name: /^Arka/ })).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addPayment).toHaveBeenCalledWith('job-1', { amount: 45.5, method: 'cash', kind: 'payment' });
  });

  it('does not ask for tills outside Kosovo', async () => {
    const tills = jest.spyOn(shopApi, 'paymentTills');
    renderWithShop(<PaymentDialog opened onClose={jest.fn()} jobId="job-1" money={MONEY} canRefund />, {
      business: testBusiness({ country: 'albania' }),
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(tills).not.toHaveBeenCalled();
  });
});

describe('PaymentDialog: what became of the payment’s fiscal document', () => {
  const ROUTE = 'POST /api/jobs/job-1/payments';
  let api: FakeApi;
  afterEach(() => api.restore());

  const answerWith = (fiscalDocument: FiscalDocumentResponse | null): PaymentCreatedResponse => ({
    success: true,
    payment: testPayment({ id: 'pay-1', jobId: 'job-1', kind: 'payment', amount: 45.5 }),
    money: { ...MONEY, paid: 65.5, balance: 0 },
    fiscalDocument,
  });

  async function payAndReadNotice(fiscalDocument: FiscalDocumentResponse | null) {
    const shown = jest.spyOn(notifications, 'show').mockReturnValue('');
    api = fakeApi({ [ROUTE]: answerWith(fiscalDocument) });
    const { onClose } = renderDialog();
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(ROUTE)).toHaveLength(1);
    expect(shown).toHaveBeenCalledTimes(1);
    return shown.mock.calls[0]?.[0];
  }

  it('gives the NIVF of an accepted invoice', async () => {
    expect(await payAndReadNotice(testFiscalDocument())).toMatchObject({
      color: 'green',
      title: 'Pagesa u regjistrua.',
      message: 'Fatura u fiskalizua · NIVF: 7f3e2a10-5b4c-4d8e-9f01-23456789abcd',
    });
  });

  it('says an invoice the tax office did not get goes later, with its NSLF, and keeps saying it until closed', async () => {
    const waiting = testFiscalDocument({ status: 'pending', offline: true, fic: null, fiscalizedAt: null });
    expect(await payAndReadNotice(waiting)).toMatchObject({
      color: 'orange',
      title: 'Pagesa u regjistrua.',
      message:
        'Sistemi i tatimeve nuk u arrit: fatura printohet me NSLF dhe dërgohet automatikisht sapo të ketë lidhje (brenda 48 orëve).',
      autoClose: false,
    });
  });

  it('says why the tax office refused the invoice', async () => {
    const refused = testFiscalDocument({ status: 'failed', fic: null, error: 'NIPT-i nuk është i regjistruar.' });
    expect(await payAndReadNotice(refused)).toMatchObject({
      color: 'red',
      message: 'Tatimet e refuzuan faturën: NIPT-i nuk është i regjistruar.',
      autoClose: false,
    });
  });

  it('says only that the payment was recorded in a shop without fiscal documents', async () => {
    const notice = await payAndReadNotice(null);
    expect(notice).toEqual({ color: 'green', message: 'Pagesa u regjistrua.' });
  });
});

describe('PaymentDialog: the day’s initial cash before an Albanian register’s first cash invoice', () => {
  const LEK: JobMoney = { currency: 'ALL', labour: 4000, parts: 0, total: 4000, paid: 0, balance: 4000 };
  const dayOf = (initialRegistered: boolean): CashDepositListResponse => ({
    day: today(),
    items: [],
    initialRegistered,
    fiscalRegister: true,
    cashInvoicesBeforeInitial: 0,
  });
  const initialDeposit: CashDepositResponse = {
    id: 'cd-1',
    operation: 'initial',
    amount: '0.00',
    tcrCode: 'cd456ef789',
    changeDateTime: `${today()}T08:00:00+01:00`,
    day: today(),
    fcdc: '3f2a9c1e-1111-4c2d-8e3f-0123456789ab',
    registeredBy: { id: 'u1', name: 'Arta Morina' },
    createdAt: new Date().toISOString(),
  };
  const paid: PaymentCreatedResponse = {
    success: true,
    payment: testPayment({ id: 'pay-1', jobId: 'job-1', kind: 'payment', amount: 4000 }),
    money: { ...LEK, paid: 4000, balance: 0 },
    fiscalDocument: null,
  };

  function renderAlbanian(day: CashDepositListResponse, role: 'owner' | 'technician' = 'technician') {
    const onClose = jest.fn();
    renderWithShop(<PaymentDialog opened onClose={onClose} jobId="job-1" money={LEK} canRefund={false} />, {
      role,
      business: testBusiness({ country: 'albania', currency: 'ALL' }),
      cached: [[queryKeys.cashDeposits(today()), day]],
    });
    return { onClose };
  }
  const step = () => screen.queryByRole('region', { name: INITIAL_CASH_TITLE });
  const payButton = () => screen.getByRole('button', { name: 'Regjistro pagesën' });

  it('asks for today’s initial cash first (0.00 to start with), registers it, then takes the payment', async () => {
    const register = jest
      .spyOn(shopApi, 'registerCashDeposit')
      .mockResolvedValue({ success: true, deposit: initialDeposit });
    jest.spyOn(shopApi, 'cashDeposits').mockResolvedValue({ ...dayOf(true), items: [initialDeposit] });
    const addPayment = jest.spyOn(shopApi, 'addPayment').mockResolvedValue(paid);
    jest.spyOn(shopApi, 'job').mockResolvedValue(null as never);
    const { onClose } = renderAlbanian(dayOf(false));
    const form = within(step()!);
    expect(form.getByRole('textbox', { name: 'Shuma në arkë (lekë)' })).toHaveValue('0.00');
    expect(payButton()).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: 'Regjistro fondin fillestar' }));
    await waitFor(() => expect(step()).not.toBeInTheDocument());
    expect(register).toHaveBeenCalledWith({ operation: 'initial', amount: '0.00' });
    expect(payButton()).toBeEnabled();
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addPayment).toHaveBeenCalledWith('job-1', { amount: 4000, method: 'cash', kind: 'payment' });
  });

  it('asks for it for a card payment too, not for a bank transfer (a non-cash invoice)', async () => {
    renderAlbanian(dayOf(false));
    await userEvent.click(screen.getByRole('radio', { name: 'Kartelë' }));
    expect(step()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Transfer bankar' }));
    expect(step()).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it('refuses an amount it cannot send, under the field, and sends nothing', async () => {
    const register = jest.spyOn(shopApi, 'registerCashDeposit');
    renderAlbanian(dayOf(false));
    const amount = within(step()!).getByRole('textbox', { name: 'Shuma në arkë (lekë)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, 'pesë');
    await userEvent.click(screen.getByRole('button', { name: 'Regjistro fondin fillestar' }));
    expect(await screen.findByText(/Shuma shkruhet me shifra/)).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
    expect(payButton()).toBeDisabled();
  });

  it('says in Albanian when the CIS cannot be reached, and lets the payment go ahead anyway', async () => {
    jest
      .spyOn(shopApi, 'registerCashDeposit')
      .mockRejectedValue(
        new ApiRequestError(503, 'Sistemi i tatimeve (CIS) nuk u arrit.', ERROR_CODES.fiscalCisUnreachable),
      );
    const addPayment = jest.spyOn(shopApi, 'addPayment').mockResolvedValue(paid);
    jest.spyOn(shopApi, 'job').mockResolvedValue(null as never);
    const { onClose } = renderAlbanian(dayOf(false));
    await userEvent.click(screen.getByRole('button', { name: 'Regjistro fondin fillestar' }));
    expect(await screen.findByText(CIS_UNREACHABLE_TEXT)).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addPayment).toHaveBeenCalledTimes(1);
  });

  it('asks nothing once today’s initial cash is in, nor in a shop outside Albania', async () => {
    const deposits = jest.spyOn(shopApi, 'cashDeposits');
    const { unmount } = renderWithShop(
      <PaymentDialog opened onClose={jest.fn()} jobId="job-1" money={MONEY} canRefund />,
    );
    expect(step()).not.toBeInTheDocument();
    expect(deposits).not.toHaveBeenCalled();
    unmount();
    renderAlbanian(dayOf(true));
    expect(step()).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });
});

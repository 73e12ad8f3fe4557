import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clientTicketCode,
  ERROR_CODES,
  type CashDepositListResponse,
  type CashDepositResponse,
} from '@repair-shop/contracts';
import { ApiRequestError, queryKeys, shopApi } from '@repair-shop/web';
import { TEST_JOB_ID, TEST_MONEY, testBusiness, testDetail, testJob } from '@repair-shop/web/testing';
import { CIS_UNREACHABLE_TEXT, INITIAL_CASH_TITLE } from '../../../../components/InitialCashStep/InitialCashStep';
import { renderWithShop } from '../../../../test/render';
import { today } from '../../../../utils/days';
import { salesApi } from '../../api/sales-api';
import { testProduct, testSale, testUnit } from '../../test/sale-fixtures';
import { SalePage } from './SalePage';

afterEach(() => jest.restoreAllMocks());

const CASE = testProduct();
const GLASS = testProduct({ id: 'p-glass', name: 'Xham mbrojtës', barcode: '4006381333931', salePrice: '5.50' });
const PHONE = testProduct({
  id: 'p-phone',
  name: 'Samsung A15',
  barcode: '8806095000000',
  salePrice: '150.00',
  serialized: true,
});
const UNIT = testUnit();

/** The shop's products by their codes; any other code is unknown (404 as the server answers it). */
function fakeLookup() {
  const byCode: Record<string, typeof CASE> = {
    [CASE.barcode ?? '']: CASE,
    [GLASS.barcode ?? '']: GLASS,
    [PHONE.barcode ?? '']: PHONE,
    [UNIT.serial]: { ...PHONE, unit: UNIT },
  };
  jest.spyOn(salesApi, 'searchProducts').mockResolvedValue({ items: [], total: 0 });
  return jest.spyOn(salesApi, 'lookup').mockImplementation((code) => {
    const found = byCode[code];
    if (found) return Promise.resolve(found);
    const detail = 'Asnjë produkt nuk ka këtë kod.';
    return Promise.reject(new ApiRequestError(404, detail, 'PRODUCT_NOT_FOUND', { detail, code: 'PRODUCT_NOT_FOUND' }));
  });
}

const scanField = () => screen.getByRole('searchbox', { name: 'Skano ose kërko' });

async function scan(code: string) {
  await userEvent.clear(scanField());
  await userEvent.type(scanField(), `${code}{Enter}`);
}

const line = (name: string) => within(screen.getByRole('list', { name: 'Shporta' })).getByRole('listitem', { name });

describe('SalePage', () => {
  it('adds a scanned product, and a second scan of it makes its quantity 2', async () => {
    const lookup = fakeLookup();
    renderWithShop(<SalePage />);
    await scan(CASE.barcode ?? '');
    expect(await screen.findByRole('listitem', { name: CASE.name })).toBeInTheDocument();
    expect(scanField()).toHaveValue('');
    await scan(CASE.barcode ?? '');
    await waitFor(() =>
      expect(within(line(CASE.name)).getByRole('textbox', { name: `Sasia e ${CASE.name}` })).toHaveValue('2'),
    );
    expect(within(line(CASE.name)).getByLabelText(`Totali i ${CASE.name}`)).toHaveTextContent('24,00 €');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(lookup).toHaveBeenCalledTimes(2);
    // Ten cables are typed rather than tapped.
    const quantity = within(line(CASE.name)).getByRole('textbox', { name: `Sasia e ${CASE.name}` });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    expect(within(line(CASE.name)).getByLabelText(`Totali i ${CASE.name}`)).toHaveTextContent('120,00 €');
  });

  it("adds a unit scanned by its IMEI once, and asks for the IMEI of a serialized product's barcode", async () => {
    fakeLookup();
    renderWithShop(<SalePage />);
    await scan(PHONE.barcode ?? '');
    expect(
      await screen.findByText(
        '«Samsung A15» shitet me copë: skanoni IMEI-n ose numrin serik të pajisjes që po shitet.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Shporta' })).not.toBeInTheDocument();

    await scan(UNIT.serial);
    const unitLine = await screen.findByRole('listitem', { name: 'Samsung A15' });
    expect(unitLine).toHaveTextContent(`IMEI/Nr. serik: ${UNIT.serial}`);
    expect(within(unitLine).getByRole('button', { name: 'Një më shumë Samsung A15' })).toBeDisabled();

    await scan(UNIT.serial);
    expect(await screen.findByText(`Pajisja ${UNIT.serial} është tashmë në shportë.`)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says under the field that no product has an unknown code, and keeps the code', async () => {
    fakeLookup();
    renderWithShop(<SalePage />);
    await scan('999000');
    expect(
      await screen.findByText(
        'Asnjë produkt për shitje nuk ka kodin «999000». Kontrolloni kodin ose kërkojeni me emër.',
      ),
    ).toBeInTheDocument();
    expect(scanField()).toHaveValue('999000');
  });

  it('sums discounts in exact cents, splits the payment, shows the change, and sends it all', async () => {
    fakeLookup();
    const sell = jest.spyOn(salesApi, 'sell').mockResolvedValue({
      success: true,
      sale: testSale({ number: 12, total: '25.50', paid: '26.50', change: '1.00' }),
    });
    renderWithShop(<SalePage />);
    await scan(CASE.barcode ?? '');
    await scan(CASE.barcode ?? '');
    await scan(GLASS.barcode ?? '');
    await screen.findByRole('listitem', { name: GLASS.name });
    await userEvent.type(screen.getByRole('textbox', { name: `Zbritja e ${GLASS.name}` }), '1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Zbritje në shitje' }), '3');
    expect(screen.getByLabelText('Nëntotali')).toHaveTextContent('28,50 €');
    expect(screen.getByLabelText('Totali')).toHaveTextContent('25,50 €');
    // The sale's 3 € shared as the server does: 0,47 on the glass (4,50 of 28,50), the rest on the largest line.
    expect(within(line(CASE.name)).getByText('pas zbritjes: 21,47 €')).toBeInTheDocument();
    expect(within(line(GLASS.name)).getByText('pas zbritjes: 4,03 €')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'E ndarë' }));
    const pay = screen.getByRole('button', { name: /^Paguaj/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Shuma e pagesës 1' }), '21');
    expect(screen.getByLabelText('Mungojnë')).toHaveTextContent('4,50 €');
    expect(pay).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mënyra e pagesës 2' }), 'card');
    await userEvent.type(screen.getByRole('textbox', { name: 'Shuma e pagesës 2' }), '5,50');
    expect(screen.getByLabelText('Kusuri')).toHaveTextContent('1,00 €');
    expect(pay).toBeEnabled();

    await userEvent.click(pay);
    expect(await screen.findByText('Shitja nr. 12 u regjistrua')).toBeInTheDocument();
    expect(screen.getByLabelText("Kusuri për t'u kthyer")).toHaveTextContent('1,00 €');
    expect(screen.getByText('Kupon jo fiskal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Printo kuponin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Printo faturën A4' })).toBeInTheDocument();
    expect(sell).toHaveBeenCalledWith({
      lines: [
        { productId: CASE.id, quantity: 2 },
        { productId: GLASS.id, quantity: 1, discount: '1.00' },
      ],
      payments: [
        { method: 'cash', amount: '21.00' },
        { method: 'card', amount: '5.50' },
      ],
      discount: '3.00',
    });
  });

  it('asks «Vazhdo gjithsesi?» on a stock shortage and sends the sale again allowing it', async () => {
    fakeLookup();
    const short = 'Në stok ka vetëm 0 copë të «Mbështjellëse iPhone 13».';
    const sell = jest
      .spyOn(salesApi, 'sell')
      .mockRejectedValueOnce(
        new ApiRequestError(409, short, ERROR_CODES.stockInsufficient, { detail: short, code: 'STOCK_INSUFFICIENT' }),
      )
      .mockResolvedValueOnce({ success: true, sale: testSale() });
    renderWithShop(<SalePage />);
    await scan(CASE.barcode ?? '');
    await screen.findByRole('listitem', { name: CASE.name });
    await userEvent.click(screen.getByRole('button', { name: /^Paguaj/ }));
    expect(await screen.findByText('Vazhdo gjithsesi?')).toBeInTheDocument();
    expect(screen.getByText(short)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Po, vazhdo' }));
    expect(await screen.findByText('Shitja nr. 7 u regjistrua')).toBeInTheDocument();
    expect(sell).toHaveBeenCalledTimes(2);
    expect(sell.mock.calls[0][0].allowNegativeStock).toBeUndefined();
    expect(sell.mock.calls[1][0]).toEqual({
      lines: [{ productId: CASE.id, quantity: 1 }],
      payments: [{ method: 'cash', amount: '12.00' }],
      allowNegativeStock: true,
    });
  });

  it("keeps the cart and shows the server's detail when the sale is refused", async () => {
    fakeLookup();
    const detail = 'Produkti nuk u gjet.';
    jest.spyOn(salesApi, 'sell').mockRejectedValue(new ApiRequestError(404, detail, 'PRODUCT_NOT_FOUND', { detail }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShop(<SalePage />);
    await scan(CASE.barcode ?? '');
    await screen.findByRole('listitem', { name: CASE.name });
    await userEvent.click(screen.getByRole('button', { name: /^Paguaj/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByRole('listitem', { name: CASE.name })).toBeInTheDocument();
  });

  it("«Merr dhe paguaj»: the ready job's balance is in the cart at a fixed price, with its client", async () => {
    fakeLookup();
    const sell = jest.spyOn(salesApi, 'sell').mockResolvedValue({ success: true, sale: testSale() });
    const detail = testDetail({ job: testJob({ status: 'ready', deviceModel: 'iPhone 12' }), money: TEST_MONEY });
    renderWithShop(<SalePage />, {
      path: `/dashboard/shitje?job=${TEST_JOB_ID}`,
      cached: [[queryKeys.job(TEST_JOB_ID), detail]],
    });
    const name = `Riparimi #${clientTicketCode(TEST_JOB_ID)} – iPhone 12`;
    const jobLine = await screen.findByRole('listitem', { name });
    expect(within(jobLine).getByRole('textbox', { name: `Çmimi i ${name}` })).toHaveValue('45,50');
    expect(within(jobLine).getByRole('textbox', { name: `Çmimi i ${name}` })).toHaveAttribute('readonly');
    expect(within(jobLine).queryByRole('textbox', { name: `Zbritja e ${name}` })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Totali')).toHaveTextContent('45,50 €');

    await scan(CASE.barcode ?? '');
    await screen.findByRole('listitem', { name: CASE.name });
    expect(screen.getByLabelText('Totali')).toHaveTextContent('57,50 €');
    await userEvent.click(screen.getByRole('button', { name: /^Paguaj/ }));
    await waitFor(() => expect(sell).toHaveBeenCalled());
    expect(sell.mock.calls[0][0]).toEqual({
      lines: [
        { jobId: TEST_JOB_ID, quantity: 1 },
        { productId: CASE.id, quantity: 1 },
      ],
      payments: [{ method: 'cash', amount: '57.50' }],
      clientPhone: '045 321 654',
      clientName: 'Blerta Çeku',
    });
  });

  it('hears a scanner while no field has the focus', async () => {
    fakeLookup();
    renderWithShop(<SalePage />);
    scanField().blur();
    // A scanner's keys come quicker than a person's, to the page itself.
    for (const key of [...(GLASS.barcode ?? ''), 'Enter']) fireEvent.keyDown(document.body, { key });
    expect(await screen.findByRole('listitem', { name: GLASS.name })).toBeInTheDocument();
  });

  it('finds a product by name among those for sale', async () => {
    fakeLookup();
    const search = jest.spyOn(salesApi, 'searchProducts').mockResolvedValue({ items: [GLASS], total: 1 });
    renderWithShop(<SalePage />);
    await userEvent.type(scanField(), 'xham');
    await userEvent.click(await screen.findByRole('button', { name: `Shto ${GLASS.name}` }));
    expect(await screen.findByRole('listitem', { name: GLASS.name })).toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith({ search: 'xham', forSale: true, limit: 8 });
  });

  it('adds a quick line for something not in stock and sends it with its name and price', async () => {
    fakeLookup();
    const sell = jest.spyOn(salesApi, 'sell').mockResolvedValue({ success: true, sale: testSale() });
    renderWithShop(<SalePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Rresht i shpejtë' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Emri' }), 'Kabllo e vjetër');
    await userEvent.type(screen.getByRole('textbox', { name: 'Çmimi' }), '2,50');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Sasia' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Sasia' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Shto në shportë' }));
    expect(await screen.findByRole('listitem', { name: 'Kabllo e vjetër' })).toBeInTheDocument();
    expect(screen.getByLabelText('Totali')).toHaveTextContent('7,50 €');
    await userEvent.type(screen.getByRole('textbox', { name: 'Shuma e dhënë' }), '10');
    expect(screen.getByLabelText('Kusuri')).toHaveTextContent('2,50 €');
    await userEvent.click(screen.getByRole('button', { name: /^Paguaj/ }));
    await waitFor(() => expect(sell).toHaveBeenCalled());
    expect(sell.mock.calls[0][0]).toEqual({
      lines: [{ name: 'Kabllo e vjetër', quantity: 3, unitPrice: '2.50' }],
      payments: [{ method: 'cash', amount: '10.00' }],
    });
  });

  it('lets a technician sell at the stock price only: no price, line discount or sale discount to change', async () => {
    fakeLookup();
    renderWithShop(<SalePage />, { role: 'technician' });
    await scan(CASE.barcode ?? '');
    const caseLine = await screen.findByRole('listitem', { name: CASE.name });
    expect(within(caseLine).getByRole('textbox', { name: `Çmimi i ${CASE.name}` })).toHaveAttribute('readonly');
    expect(within(caseLine).queryByRole('textbox', { name: `Zbritja e ${CASE.name}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Zbritje në shitje' })).not.toBeInTheDocument();
  });

  it('names the till chosen in a Kosovo shop with several tills', async () => {
    fakeLookup();
    const sell = jest.spyOn(salesApi, 'sell').mockResolvedValue({ success: true, sale: testSale() });
    renderWithShop(<SalePage />, {
      business: testBusiness({ country: 'kosovo' }),
      cached: [
        [
          queryKeys.paymentTills,
          [
            { stationId: 'st-1', stationName: 'Banaku', posId: 1 },
            { stationId: 'st-2', stationName: 'Dritarja', posId: 2 },
          ],
        ],
      ],
    });
    await scan(CASE.barcode ?? '');
    await screen.findByRole('listitem', { name: CASE.name });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Arka' }), 'st-2');
    await userEvent.click(screen.getByRole('button', { name: /^Paguaj/ }));
    await waitFor(() => expect(sell).toHaveBeenCalled());
    expect(sell.mock.calls[0][0].tillStationId).toBe('st-2');
  });
});

describe('SalePage: the day’s initial cash before an Albanian register’s first cash invoice', () => {
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
    amount: '1500.00',
    tcrCode: 'cd456ef789',
    changeDateTime: `${today()}T08:00:00+01:00`,
    day: today(),
    fcdc: '3f2a9c1e-1111-4c2d-8e3f-0123456789ab',
    registeredBy: { id: 'u1', name: 'Arta Morina' },
    createdAt: new Date().toISOString(),
  };

  async function renderAlbanianCart(day: CashDepositListResponse) {
    fakeLookup();
    renderWithShop(<SalePage />, {
      business: testBusiness({ country: 'albania', currency: 'ALL' }),
      cached: [[queryKeys.cashDeposits(today()), day]],
    });
    await scan(CASE.barcode ?? '');
    await screen.findByRole('listitem', { name: CASE.name });
  }
  const step = () => screen.queryByRole('region', { name: INITIAL_CASH_TITLE });
  const payButton = () => screen.getByRole('button', { name: /^Paguaj/ });

  it('asks for today’s initial cash before a cash sale, registers it, then sells', async () => {
    const register = jest
      .spyOn(shopApi, 'registerCashDeposit')
      .mockResolvedValue({ success: true, deposit: initialDeposit });
    jest.spyOn(shopApi, 'cashDeposits').mockResolvedValue({ ...dayOf(true), items: [initialDeposit] });
    const sell = jest.spyOn(salesApi, 'sell').mockResolvedValue({ success: true, sale: testSale() });
    await renderAlbanianCart(dayOf(false));
    const form = within(step()!);
    const amount = form.getByRole('textbox', { name: 'Shuma në arkë (lekë)' });
    expect(amount).toHaveValue('0.00');
    expect(payButton()).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await userEvent.click(form.getByRole('button', { name: 'Regjistro fondin fillestar' }));
    await waitFor(() => expect(step()).not.toBeInTheDocument());
    expect(register).toHaveBeenCalledWith({ operation: 'initial', amount: '1500' });
    expect(payButton()).toBeEnabled();
    await userEvent.click(payButton());
    await waitFor(() => expect(sell).toHaveBeenCalledTimes(1));
    expect(sell.mock.calls[0][0].payments).toEqual([{ method: 'cash', amount: '12.00' }]);
  });

  it('asks for it before a card or split sale too, not before one all by bank (a non-cash invoice)', async () => {
    await renderAlbanianCart(dayOf(false));
    await userEvent.click(screen.getByRole('radio', { name: 'Kartelë' }));
    expect(step()).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Transfer bankar' }));
    expect(step()).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'E ndarë' }));
    expect(step()).toBeInTheDocument();
  });

  it('says in Albanian when the CIS cannot be reached, and lets the sale go ahead anyway', async () => {
    jest
      .spyOn(shopApi, 'registerCashDeposit')
      .mockRejectedValue(
        new ApiRequestError(503, 'Sistemi i tatimeve (CIS) nuk u arrit.', ERROR_CODES.fiscalCisUnreachable),
      );
    const sell = jest.spyOn(salesApi, 'sell').mockResolvedValue({ success: true, sale: testSale() });
    await renderAlbanianCart(dayOf(false));
    expect(payButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Regjistro fondin fillestar' }));
    expect(await screen.findByText(CIS_UNREACHABLE_TEXT)).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    await userEvent.click(payButton());
    await waitFor(() => expect(sell).toHaveBeenCalledTimes(1));
  });

  it('asks nothing once today’s initial cash is in', async () => {
    await renderAlbanianCart(dayOf(true));
    expect(step()).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });
});

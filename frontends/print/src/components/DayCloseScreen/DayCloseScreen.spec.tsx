import type { QueryKey } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashDepositListResponse, DayReportResponse } from '@repair-shop/contracts';
import {
  ApiRequestError,
  dayClosePrintPath,
  queryKeys,
  reportsApi,
  shopApi,
  type DayClosePaper,
} from '@repair-shop/web';
import { renderWithProviders, testBusiness, atShopTime } from '@repair-shop/web/testing';
import { DAY_FORBIDDEN_TEXT, DayCloseScreen } from './DayCloseScreen';

const DAY = '2026-11-23';

const REPORT: DayReportResponse = {
  date: DAY,
  currency: 'EUR',
  money: {
    byMethod: [
      { method: 'cash', in: 20, out: 0, net: 20 },
      { method: 'card', in: 45.5, out: 0, net: 45.5 },
      { method: 'bank', in: 0, out: 5, net: -5 },
    ],
    in: 65.5,
    out: 5,
    net: 60.5,
  },
  jobs: { received: 1, completed: 1 },
  parts: { quantity: 1, sales: 25.5, cost: 12 },
  completedJobs: { revenue: 65.5, partsCost: 12, grossProfit: 53.5 },
  payments: [
    {
      id: 'p1',
      createdAt: atShopTime('2026-11-23 09:05'),
      jobId: 'job-1',
      ticket: 'A1B2C3',
      clientName: 'Blerta Çeku',
      kind: 'deposit',
      method: 'cash',
      amount: 20,
      takenBy: 'Arta Morina',
      saleNumber: null,
    },
    {
      id: 'p2',
      createdAt: atShopTime('2026-11-23 17:30'),
      jobId: 'job-1',
      ticket: 'A1B2C3',
      clientName: 'Blerta Çeku',
      kind: 'refund',
      method: 'bank',
      amount: 5,
      takenBy: 'Arta Morina',
      saleNumber: null,
    },
  ],
  paymentsTruncated: false,
  fiscal: { fiscalized: 0, pending: 0, failed: 0 },
  sales: {
    count: 1,
    returns: 1,
    revenue: 15,
    jobBalances: 0,
    byMethod: [
      { method: 'cash', in: 25, out: 10, net: 15 },
      { method: 'card', in: 0, out: 0, net: 0 },
      { method: 'bank', in: 0, out: 0, net: 0 },
    ],
    byWorker: [{ authorId: 'u1', name: 'Arta Morina', sales: 1, returns: 1, revenue: 15, money: 15 }],
    list: [
      {
        id: 's1',
        number: 7,
        kind: 'sale',
        createdAt: atShopTime('2026-11-23 10:15'),
        clientName: 'Blerta Çeku',
        total: 25,
        methods: ['cash'],
        soldBy: 'Arta Morina',
      },
      {
        id: 's2',
        number: 8,
        kind: 'return',
        createdAt: atShopTime('2026-11-23 11:00'),
        clientName: null,
        total: 10,
        methods: ['cash'],
        soldBy: 'Arta Morina',
      },
    ],
    listTruncated: false,
  },
  cashDrawer: null,
};

afterEach(() => jest.restoreAllMocks());

const pageRule = (): string => document.querySelector('style[data-print-page]')?.textContent ?? '';

/** An Albanian shop's day: its drawer's figures, from the initial cash, a deposit, a withdrawal and the cash taken. */
const ALBANIAN_REPORT: DayReportResponse = {
  ...REPORT,
  currency: 'ALL',
  cashDrawer: { initial: 5000, deposits: 1500.5, withdrawals: 2000, cashNet: 20, expected: 4520.5 },
};

const deposit = (id: string, operation: 'initial' | 'deposit' | 'withdraw', amount: string, time: string) => ({
  id,
  operation,
  amount,
  tcrCode: 'ab123cd456',
  changeDateTime: `${DAY}T${time}:00+01:00`,
  day: DAY,
  fcdc: `FCDC-${id}`,
  registeredBy: { id: 'u1', name: 'Arta Morina' },
  createdAt: atShopTime(`${DAY} ${time}`),
});

const DEPOSITS: CashDepositListResponse = {
  day: DAY,
  items: [
    deposit('d1', 'initial', '5000.00', '08:00'),
    deposit('d2', 'deposit', '1500.50', '12:15'),
    deposit('d3', 'withdraw', '2000.00', '18:40'),
  ],
  initialRegistered: true,
  fiscalRegister: true,
  cashInvoicesBeforeInitial: 0,
};

/** The print page as the dashboard opens it, with the day's close in the cache (or its failure). */
function renderDay(
  paper: DayClosePaper,
  report: DayReportResponse | Error = REPORT,
  deposits?: CashDepositListResponse,
) {
  if (report instanceof Error) jest.spyOn(reportsApi, 'day').mockRejectedValue(report);
  const cached: [QueryKey, unknown][] = [[queryKeys.business, testBusiness()]];
  if (!(report instanceof Error)) cached.push([queryKeys.dayReport(DAY), report]);
  if (deposits) cached.push([queryKeys.cashDeposits(DAY), deposits]);
  return renderWithProviders(<DayCloseScreen date={DAY} />, { cached, path: dayClosePrintPath(DAY, paper) });
}

describe('DayCloseScreen', () => {
  it("prints on A4 the server's sums by method, the gross profit and every payment", () => {
    renderDay('a4');
    const sheet = screen.getByRole('article', { name: 'Mbyllja e ditës' });
    expect(pageRule()).toContain('@page { size: A4; margin: 12mm; }');
    expect(screen.getByRole('radio', { name: 'A4' })).toBeChecked();
    expect(sheet).toHaveTextContent('Servisi Arta');
    expect(sheet).toHaveTextContent('Data: 23.11.2026');
    const byMethod = within(sheet).getByRole('table', { name: 'Paratë sipas mënyrës së pagesës' });
    expect(within(byMethod).getByRole('row', { name: /^Kartelë/ })).toHaveTextContent('Kartelë45,50 €0,00 €45,50 €');
    expect(within(byMethod).getByRole('row', { name: /^Gjithsej/ })).toHaveTextContent('Gjithsej65,50 €5,00 €60,50 €');
    expect(within(sheet).getByRole('table', { name: 'Punët e përfunduara' })).toHaveTextContent('Fitimi bruto53,50 €');
    const paymentTable = within(sheet).getByRole('table', { name: 'Pagesat e ditës' });
    const payments = within(within(paymentTable).getAllByRole('rowgroup')[1]).getAllByRole('row');
    expect(payments.map((row) => row.textContent)).toEqual([
      '09:05A1B2C3Blerta ÇekuParadhëniePara në dorëArta Morina20,00 €',
      '17:30A1B2C3Blerta ÇekuKthim parashTransfer bankarArta Morina−5,00 €',
    ]);
    expect(sheet).toHaveTextContent('Ky dokument nuk është kupon fiskal.');
    // A shop outside Albania keeps no register's cash with the tax office: nothing of it is printed.
    expect(sheet).not.toHaveTextContent('Paratë në arkë');
    expect(
      within(sheet).queryByRole('table', { name: 'Fondi i arkës i regjistruar në tatime' }),
    ).not.toBeInTheDocument();
  });

  it('prints the counter sales on A4: counts, revenue, by method, by seller and each sale and return', () => {
    renderDay('a4');
    const sheet = screen.getByRole('article', { name: 'Mbyllja e ditës' });
    expect(
      within(within(sheet).getByRole('table', { name: 'Shitjet në banak' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Shitje1',
      'Kthime1',
      'Të ardhurat nga shitjet (pa kthimet)15,00 €',
      'Riparime të paguara në shitje0,00 €',
    ]);
    const byMethod = within(sheet).getByRole('table', { name: 'Shitjet sipas mënyrës së pagesës' });
    expect(within(byMethod).getByRole('row', { name: /^Para në dorë/ })).toHaveTextContent(
      'Para në dorë25,00 €10,00 €15,00 €',
    );
    const byWorker = within(sheet).getByRole('table', { name: 'Shitjet sipas shitësit' });
    expect(within(byWorker).getByRole('row', { name: /^Arta Morina/ })).toHaveTextContent(
      'Arta Morina1115,00 €15,00 €',
    );
    const list = within(sheet).getByRole('table', { name: 'Shitjet dhe kthimet e ditës' });
    expect(
      within(within(list).getAllByRole('rowgroup')[1])
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['10:157Blerta ÇekuPara në dorëArta Morina25,00 €', '11:00Kthim 8—Para në dorëArta Morina−10,00 €']);
  });

  it('prints the counter sales on the 80 mm roll, each sale and return on two lines', () => {
    renderDay('80mm');
    const receipt = screen.getByRole('article', { name: 'Mbyllja e ditës' });
    expect(within(receipt).getByTestId('day-sales-revenue')).toHaveTextContent('15,00 €');
    const sales = within(within(receipt).getByRole('list', { name: 'Shitjet dhe kthimet e ditës' })).getAllByRole(
      'listitem',
    );
    expect(sales.map((item) => item.textContent)).toEqual([
      '10:15 725,00 €Para në dorë · Arta Morina',
      '11:00 Kthim 8−10,00 €Para në dorë · Arta Morina',
    ]);
  });

  it("prints an Albanian shop's cash drawer on A4 with the day's registered cash and their FCDC", () => {
    renderDay('a4', ALBANIAN_REPORT, DEPOSITS);
    const sheet = screen.getByRole('article', { name: 'Mbyllja e ditës' });
    const drawer = within(sheet).getByRole('table', { name: 'Paratë në arkë' });
    expect(
      within(drawer)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Fondi fillestar5.000 L',
      'Para të shtuara në arkë1.500,50 L',
      'Para të tërhequra nga arka−2.000 L',
      'Pagesat dhe shitjet me para në dorë (pa kusurin dhe kthimet)20 L',
      'Paratë që duhet të jenë në arkë4.520,50 L',
    ]);
    const deposits = within(sheet).getByRole('table', { name: 'Fondi i arkës i regjistruar në tatime' });
    expect(
      within(within(deposits).getAllByRole('rowgroup')[1])
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      '08:00Fondi fillestar i ditësab123cd456FCDC-d1Arta Morina5.000 L',
      '12:15Shtim parashab123cd456FCDC-d2Arta Morina1.500,50 L',
      '18:40Tërheqje parashab123cd456FCDC-d3Arta Morina−2.000 L',
    ]);
  });

  it("prints an Albanian shop's cash drawer on the 80 mm roll, each registration with its FCDC", () => {
    renderDay('80mm', ALBANIAN_REPORT, DEPOSITS);
    const receipt = screen.getByRole('article', { name: 'Mbyllja e ditës' });
    expect(within(receipt).getByTestId('day-cash-expected')).toHaveTextContent('4.520,50 L');
    const deposits = within(
      within(receipt).getByRole('list', { name: 'Fondi i arkës i regjistruar në tatime' }),
    ).getAllByRole('listitem');
    expect(deposits.map((item) => item.textContent)).toEqual([
      '08:00 Fondi fillestar i ditës5.000 LFCDC FCDC-d1 · ab123cd456 · Arta Morina',
      '12:15 Shtim parash1.500,50 LFCDC FCDC-d2 · ab123cd456 · Arta Morina',
      '18:40 Tërheqje parash−2.000 LFCDC FCDC-d3 · ab123cd456 · Arta Morina',
    ]);
  });

  it("waits for an Albanian day's registered cash, then prints it as the server listed it", async () => {
    const cashDeposits = jest.spyOn(shopApi, 'cashDeposits').mockResolvedValue(DEPOSITS);
    renderDay('a4', ALBANIAN_REPORT);
    const deposits = await screen.findByRole('table', { name: 'Fondi i arkës i regjistruar në tatime' });
    expect(cashDeposits).toHaveBeenCalledWith(DAY);
    expect(deposits).toHaveTextContent('FCDC-d3');
  });

  it('prints on the 80 mm roll in one column, one page as wide as the roll', () => {
    renderDay('80mm');
    const receipt = screen.getByRole('article', { name: 'Mbyllja e ditës' });
    expect(receipt).toHaveAttribute('data-width-mm', '80');
    expect(pageRule()).toMatch(/@page \{ size: 80mm \d+mm; margin: 0; \}/);
    expect(screen.getByRole('radio', { name: 'Kupon 80 mm' })).toBeChecked();
    expect(within(receipt).getByTestId('day-method-card')).toHaveTextContent(
      'Kartelë45,50 €Hyrje 45,50 € · Dalje 0,00 €',
    );
    expect(within(receipt).getByTestId('day-net')).toHaveTextContent('60,50 €');
    expect(within(receipt).getByTestId('day-gross-profit')).toHaveTextContent('53,50 €');
    const payments = within(within(receipt).getByRole('list', { name: 'Pagesat e ditës' })).getAllByRole('listitem');
    expect(payments[1]).toHaveTextContent(
      '17:30 #A1B2C3−5,00 €Blerta Çeku · Kthim parash, Transfer bankar · Arta Morina',
    );
  });

  it('changes paper on the page', async () => {
    renderDay('a4');
    await userEvent.click(screen.getByRole('radio', { name: 'Kupon 80 mm' }));
    expect(pageRule()).toMatch(/@page \{ size: 80mm \d+mm; margin: 0; \}/);
    await userEvent.click(screen.getByRole('radio', { name: 'A4' }));
    expect(pageRule()).toContain('size: A4');
  });

  it("tells a technician it is the owner's and managers'", async () => {
    renderDay('a4', new ApiRequestError(403, 'Nuk keni leje.', 'ROLE_FORBIDDEN'));
    expect(await screen.findByText(DAY_FORBIDDEN_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

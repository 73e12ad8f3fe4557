import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { DayPaymentLine, DayReportResponse } from '@repair-shop/contracts';
import { reportsApi, shopApi } from '@repair-shop/web';
import { testBusiness, atShopTime, TEST_ALBANIAN_PROFILE } from '@repair-shop/web/testing';
import { RequirePermission } from '../../../../components/RequirePermission/RequirePermission';
import { TRUNCATED_TEXT } from '../../components/DayPaymentTable/DayPaymentTable';
import { renderWithShop } from '../../../../test/render';
import { addDays, today } from '../../../../utils/days';
import { DayCloseTab } from './DayCloseTab';

afterEach(() => jest.restoreAllMocks());

/** Where a button took the user. */
function Opened() {
  const { pathname, search } = useLocation();
  return <p>Hapur: {`${pathname}${search}`}</p>;
}

/** A day of a shop in Albania: its books in lek, as the server answers them. */
function dayReport(overrides: Partial<DayReportResponse> = {}): DayReportResponse {
  return {
    date: today(),
    currency: 'ALL',
    money: {
      byMethod: [
        { method: 'cash', in: 3500, out: 500, net: 3000 },
        { method: 'card', in: 12000, out: 0, net: 12000 },
        { method: 'bank', in: 0, out: 0, net: 0 },
      ],
      in: 15500,
      out: 500,
      net: 15000,
    },
    jobs: { received: 4, completed: 2 },
    parts: { quantity: 3, sales: 7500, cost: 3100 },
    completedJobs: { revenue: 14000, partsCost: 3100, grossProfit: 10900 },
    payments: [
      {
        id: 'p1',
        createdAt: atShopTime('2026-11-23 09:05'),
        jobId: 'job-aaaa11',
        ticket: 'AAAA11',
        clientName: 'Qëndrim Çeku',
        kind: 'deposit',
        method: 'cash',
        amount: 3500,
        takenBy: 'Arta Morina',
        saleNumber: null,
      },
      {
        id: 'p2',
        createdAt: atShopTime('2026-11-23 16:40'),
        jobId: 'job-bbbb22',
        ticket: 'BBBB22',
        clientName: 'Drita Berisha',
        kind: 'refund',
        method: 'cash',
        amount: 500,
        takenBy: 'Besnik Gashi',
        saleNumber: null,
      },
    ],
    paymentsTruncated: false,
    fiscal: { fiscalized: 0, pending: 0, failed: 0 },
    sales: {
      count: 0,
      returns: 0,
      revenue: 0,
      jobBalances: 0,
      byMethod: [
        { method: 'cash', in: 0, out: 0, net: 0 },
        { method: 'card', in: 0, out: 0, net: 0 },
        { method: 'bank', in: 0, out: 0, net: 0 },
      ],
      byWorker: [],
      list: [],
      listTruncated: false,
    },
    cashDrawer: null,
    ...overrides,
  };
}

describe('DayCloseTab', () => {
  it("shows the server's sums of today in the shop's currency", async () => {
    const day = jest.spyOn(reportsApi, 'day').mockResolvedValue(dayReport());
    renderWithShop(<DayCloseTab />, { business: testBusiness({ country: 'albania', currency: 'ALL' }) });

    expect(await screen.findByRole('group', { name: 'Hyrje' })).toHaveTextContent('15.500 L');
    expect(day).toHaveBeenCalledWith(today());
    expect(screen.getByRole('group', { name: 'Dalje' })).toHaveTextContent('500 L');
    expect(screen.getByRole('group', { name: 'Neto' })).toHaveTextContent('15.000 L');

    const byMethod = screen.getByRole('table', { name: 'Sipas mënyrës së pagesës' });
    const row = (name: string) => within(byMethod).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(
      within(row('Para në dorë'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Para në dorë', '3.500 L', '500 L', '3.000 L']);
    expect(
      within(row('Kartelë'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Kartelë', '12.000 L', '0 L', '12.000 L']);
    expect(row('Transfer bankar')).toBeInTheDocument();
    expect(row('Gjithsej')).toHaveTextContent('Gjithsej15.500 L500 L15.000 L');

    expect(screen.getByRole('group', { name: 'Punë të pranuara' })).toHaveTextContent('4');
    expect(screen.getByRole('group', { name: 'Punë të përfunduara' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Pjesë të përdorura' })).toHaveTextContent('3 copë');
    expect(screen.getByRole('group', { name: 'Pjesë të përdorura' })).toHaveTextContent(
      'Shitja 7.500 L · Kostoja 3.100 L',
    );
    expect(screen.getByRole('group', { name: 'Fitimi bruto' })).toHaveTextContent('10.900 L');
    expect(screen.getByRole('group', { name: 'Fitimi bruto' })).toHaveTextContent(
      '14.000 L të ardhura, 3.100 L kosto e pjesëve',
    );
  });

  it("lists the day's payments: time, ticket, client, kind, method, who took it and the amount", async () => {
    jest.spyOn(reportsApi, 'day').mockResolvedValue(dayReport());
    renderWithShop(<DayCloseTab />);

    const table = await screen.findByRole('table', { name: 'Pagesat e ditës' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['09:05', 'AAAA11', 'Qëndrim Çeku', 'Paradhënie', 'Para në dorë', 'Arta Morina', '3.500 L'],
      ['16:40', 'BBBB22', 'Drita Berisha', 'Kthim parash', 'Para në dorë', 'Besnik Gashi', '−500 L'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'AAAA11' })).toHaveAttribute('href', '/dashboard/pune/job-aaaa11');
    expect(screen.queryByText(TRUNCATED_TEXT)).not.toBeInTheDocument();
  });

  it('marks a job’s payment taken in a counter sale with the sale’s number', async () => {
    const report = dayReport();
    const [first, second] = report.payments;
    jest.spyOn(reportsApi, 'day').mockResolvedValue({
      ...report,
      payments: [{ ...(first as DayPaymentLine), saleNumber: 12 }, second as DayPaymentLine],
    });
    renderWithShop(<DayCloseTab />);
    const table = await screen.findByRole('table', { name: 'Pagesat e ditës' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Shitja nr. 12')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByText(/Shitja nr\./)).not.toBeInTheDocument();
  });

  it('says when the day had no payments, and when it had more than the list holds', async () => {
    const day = jest.spyOn(reportsApi, 'day').mockResolvedValue(dayReport({ payments: [] }));
    const { unmount } = renderWithShop(<DayCloseTab />);
    expect(await screen.findByText('Asnjë pagesë në këtë ditë.')).toBeInTheDocument();
    unmount();

    day.mockResolvedValue(dayReport({ paymentsTruncated: true }));
    renderWithShop(<DayCloseTab />);
    expect(await screen.findByText(TRUNCATED_TEXT)).toBeInTheDocument();
  });

  it('shows the day’s fiscal documents by status, and nothing about them for a shop that issues none', async () => {
    const day = jest.spyOn(reportsApi, 'day').mockResolvedValue(dayReport());
    const { unmount } = renderWithShop(<DayCloseTab />);
    expect(await screen.findByText('Qëndrim Çeku')).toBeInTheDocument();
    expect(screen.queryByText('Faturat fiskale të ditës')).not.toBeInTheDocument();
    unmount();

    day.mockResolvedValue(dayReport({ fiscal: { fiscalized: 7, pending: 1, failed: 2 } }));
    renderWithShop(<DayCloseTab />);
    expect(await screen.findByText('Faturat fiskale të ditës')).toBeInTheDocument();
    expect(
      screen.getByText('7 të fiskalizuara · 1 në pritje të dërgimit · 2 të refuzuara nga tatimet'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Faturat në pritje dërgohen vetë/)).toBeInTheDocument();
  });

  it('shows the register’s cash fund to an Albanian shop only, with today’s deposits', async () => {
    jest.spyOn(reportsApi, 'day').mockResolvedValue(dayReport());
    const deposits = jest.spyOn(shopApi, 'cashDeposits').mockResolvedValue({
      day: today(),
      items: [],
      initialRegistered: false,
      fiscalRegister: true,
      cashInvoicesBeforeInitial: 0,
    });
    const { unmount } = renderWithShop(<DayCloseTab />);
    expect(await screen.findByRole('table', { name: 'Pagesat e ditës' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Fondi i arkës' })).not.toBeInTheDocument();
    expect(deposits).not.toHaveBeenCalled();
    unmount();
    renderWithShop(<DayCloseTab />, { fiscalProfile: TEST_ALBANIAN_PROFILE });
    expect(await screen.findByRole('heading', { name: 'Fondi i arkës' })).toBeInTheDocument();
    expect(await screen.findByText(/Fondi fillestar i arkës për sot nuk është regjistruar ende/)).toBeInTheDocument();
    expect(deposits).toHaveBeenCalledWith(today());
  });

  it('goes back a day and to today again; tomorrow is not offered', async () => {
    const day = jest.spyOn(reportsApi, 'day').mockImplementation(async (date) => dayReport({ date }));
    renderWithShop(<DayCloseTab />);
    await screen.findByRole('group', { name: 'Hyrje' });
    expect(screen.getByRole('button', { name: 'Dita tjetër →' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sot' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '← Dita e mëparshme' }));
    await waitFor(() => expect(day).toHaveBeenLastCalledWith(addDays(today(), -1)));
    expect(screen.getByLabelText('Dita')).toHaveValue(addDays(today(), -1));

    await userEvent.click(screen.getByRole('button', { name: 'Sot' }));
    expect(screen.getByLabelText('Dita')).toHaveValue(today());
  });

  it("opens the day's print page on an 80 mm receipt or on A4", async () => {
    jest.spyOn(reportsApi, 'day').mockResolvedValue(dayReport());
    const routes = (
      <Routes>
        <Route path="/" element={<DayCloseTab />} />
        <Route path="/print/day-close/:date" element={<Opened />} />
      </Routes>
    );
    const { unmount } = renderWithShop(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Printo 80 mm' }));
    expect(screen.getByText(`Hapur: /print/day-close/${today()}?letra=80mm`)).toBeInTheDocument();
    unmount();

    renderWithShop(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Printo A4' }));
    expect(screen.getByText(`Hapur: /print/day-close/${today()}?letra=a4`)).toBeInTheDocument();
  });

  it('is never shown to a technician, nor asked for', () => {
    const day = jest.spyOn(reportsApi, 'day');
    renderWithShop(
      <Routes>
        <Route
          path="/"
          element={
            <RequirePermission permission="readMoneyReports">
              <DayCloseTab />
            </RequirePermission>
          }
        />
        <Route path="/dashboard" element={<p>Punët</p>} />
      </Routes>,
      { role: 'technician' },
    );
    expect(screen.getByText('Punët')).toBeInTheDocument();
    expect(screen.queryByText('Mbyllja e ditës')).not.toBeInTheDocument();
    expect(day).not.toHaveBeenCalled();
  });
});

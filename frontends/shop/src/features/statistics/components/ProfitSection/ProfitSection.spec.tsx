import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfitReportResponse } from '@repair-shop/contracts';
import { reportsApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { addMonths, defaultMonthRange, monthLabel, monthOf } from '../../utils/months';
import { ProfitSection } from './ProfitSection';

// The chart needs a real layout (jsdom has none) and shows the same figures as the table.
jest.mock('../ProfitChart/ProfitChart', () => ({ ProfitChart: () => null }));

afterEach(() => jest.restoreAllMocks());

const REPORT: ProfitReportResponse = {
  currency: 'MKD',
  months: [
    { month: '2026-10', jobsCompleted: 0, labour: 0, partsSales: 0, partsCost: 0, revenue: 0, profit: 0 },
    {
      month: '2026-11',
      jobsCompleted: 3,
      labour: 4500,
      partsSales: 2460.5,
      partsCost: 1200,
      revenue: 6960.5,
      profit: 5760.5,
    },
  ],
  workers: [
    { workerId: 'w1', name: 'Besnik Gashi', jobsCompleted: 3, revenue: 6960.5, partsCost: 1200, profit: 5760.5 },
  ],
  sales: {
    total: { quantity: 2, revenue: 900, cost: 400, margin: 500, unknownCostRevenue: 0 },
    byCategory: [{ category: 'Karikues', quantity: 2, revenue: 900, cost: 400, margin: 500, unknownCostRevenue: 0 }],
    byWorker: [
      {
        authorId: 'u1',
        name: 'Besnik Gashi',
        quantity: 2,
        revenue: 900,
        cost: 400,
        margin: 500,
        unknownCostRevenue: 0,
      },
    ],
  },
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ProfitSection', () => {
  it("asks for the last 12 months and shows each month's and each worker's profit in the report's currency", async () => {
    const profit = jest.spyOn(reportsApi, 'profit').mockResolvedValue(REPORT);
    renderWithShop(<ProfitSection />);

    const months = await screen.findByRole('table', { name: 'Fitimi sipas muajve' });
    expect(profit).toHaveBeenCalledWith(defaultMonthRange(new Date()));
    const rows = within(months).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['Tetor 2026', '0', '0 den.', '0 den.', '0 den.', '0 den.', '0 den.'],
      ['Nëntor 2026', '3', '4.500 den.', '2.460,50 den.', '6.960,50 den.', '1.200 den.', '5.760,50 den.'],
    ]);
    const workers = screen.getByRole('table', { name: 'Fitimi sipas punëtorëve' });
    expect(cells(within(workers).getAllByRole('row')[1])).toEqual([
      'Besnik Gashi',
      '3',
      '6.960,50 den.',
      '1.200 den.',
      '5.760,50 den.',
    ]);
    // The counter sales beside the repairs.
    const categories = screen.getByRole('table', { name: 'Shitjet sipas kategorisë' });
    expect(cells(within(categories).getAllByRole('row')[1])).toEqual([
      'Karikues',
      '2',
      '900 den.',
      '400 den.',
      '500 den.',
      '—',
    ]);
  });

  it('says when no job was completed in the months', async () => {
    jest.spyOn(reportsApi, 'profit').mockResolvedValue({ ...REPORT, workers: [] });
    renderWithShop(<ProfitSection />);
    expect(await screen.findByText('Asnjë punë e përfunduar në këta muaj.')).toBeInTheDocument();
  });

  it('asks again for the months chosen, never more than 24', async () => {
    const profit = jest.spyOn(reportsApi, 'profit').mockResolvedValue(REPORT);
    renderWithShop(<ProfitSection />);
    await screen.findByRole('table', { name: 'Fitimi sipas muajve' });

    const current = monthOf(new Date());
    const first = addMonths(current, -35);
    await userEvent.click(screen.getByRole('combobox', { name: 'Nga muaji' }));
    await userEvent.click(await screen.findByRole('option', { name: monthLabel(first) }));
    await waitFor(() => expect(profit).toHaveBeenLastCalledWith({ from: first, to: addMonths(first, 23) }));
    expect(screen.getByRole('combobox', { name: 'Deri në muajin' })).toHaveValue(monthLabel(addMonths(first, 23)));
  });
});

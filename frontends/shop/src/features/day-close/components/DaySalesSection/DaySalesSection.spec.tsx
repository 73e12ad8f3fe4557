import { screen, within } from '@testing-library/react';
import type { DaySales } from '@repair-shop/contracts';
import { atShopTime } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { DaySalesSection } from './DaySalesSection';

const SALES: DaySales = {
  count: 2,
  returns: 1,
  revenue: 35,
  jobBalances: 30,
  byMethod: [
    { method: 'cash', in: 55, out: 10, net: 45 },
    { method: 'card', in: 20, out: 0, net: 20 },
    { method: 'bank', in: 0, out: 0, net: 0 },
  ],
  byWorker: [
    { authorId: 'u1', name: 'Mira Hoxha', sales: 1, returns: 0, revenue: 20, money: 50 },
    { authorId: 'u2', name: 'Ilir Çeku', sales: 1, returns: 1, revenue: 15, money: 15 },
  ],
  list: [
    {
      id: 's1',
      number: 1,
      kind: 'sale',
      createdAt: atShopTime('2026-11-23 11:30'),
      clientName: 'Arta Krasniqi',
      total: 50,
      methods: ['cash'],
      soldBy: 'Mira Hoxha',
    },
    {
      id: 's2',
      number: 2,
      kind: 'sale',
      createdAt: atShopTime('2026-11-23 12:00'),
      clientName: null,
      total: 25,
      methods: ['card', 'cash'],
      soldBy: 'Ilir Çeku',
    },
    {
      id: 's3',
      number: 3,
      kind: 'return',
      createdAt: atShopTime('2026-11-23 14:00'),
      clientName: null,
      total: 10,
      methods: ['cash'],
      soldBy: 'Ilir Çeku',
    },
  ],
  listTruncated: false,
};

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('DaySalesSection', () => {
  it('shows the counts, the goods’ revenue, the jobs paid in sales, the day’s cash, and the sales by method and seller', () => {
    renderWithShop(<DaySalesSection sales={SALES} cashNet={60} currency="EUR" />);
    expect(screen.getByRole('group', { name: 'Shitje' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Shitje' })).toHaveTextContent('1 kthime');
    expect(screen.getByRole('group', { name: 'Të ardhurat nga shitjet' })).toHaveTextContent('35,00 €');
    expect(screen.getByRole('group', { name: 'Riparime të paguara në shitje' })).toHaveTextContent('30,00 €');
    expect(screen.getByRole('group', { name: 'Paratë në dorë të ditës' })).toHaveTextContent('60,00 €');
    expect(cellsOf(screen.getByRole('table', { name: 'Shitjet sipas mënyrës së pagesës' }))).toEqual([
      ['Para në dorë', '55,00 €', '10,00 €', '45,00 €'],
      ['Kartelë', '20,00 €', '0,00 €', '20,00 €'],
      ['Transfer bankar', '0,00 €', '0,00 €', '0,00 €'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: 'Shitjet sipas shitësit' }))).toEqual([
      ['Mira Hoxha', '1', '0', '20,00 €', '50,00 €'],
      ['Ilir Çeku', '1', '1', '15,00 €', '15,00 €'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: 'Shitjet dhe kthimet e ditës' }))).toEqual([
      ['11:30', '1', 'Arta Krasniqi', 'Para në dorë', 'Mira Hoxha', '50,00 €'],
      ['12:00', '2', '—', 'Kartelë, Para në dorë', 'Ilir Çeku', '25,00 €'],
      ['14:00', 'Kthim 3', '—', 'Para në dorë', 'Ilir Çeku', '−10,00 €'],
    ]);
  });

  it('says when the day had no sales, and still shows the day’s cash', () => {
    renderWithShop(
      <DaySalesSection
        sales={{ ...SALES, count: 0, returns: 0, revenue: 0, jobBalances: 0, byWorker: [], list: [] }}
        cashNet={15}
        currency="EUR"
      />,
    );
    expect(screen.getByText('Asnjë shitje këtë ditë.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Shitjet sipas shitësit' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Paratë në dorë të ditës' })).toHaveTextContent('15,00 €');
  });
});

import { screen, within } from '@testing-library/react';
import type { SalesProfit } from '@repair-shop/contracts';
import { renderWithShop } from '../../../../test/render';
import { SalesProfitPanel } from './SalesProfitPanel';

const SALES: SalesProfit = {
  total: { quantity: 5, revenue: 155, cost: 101.5, margin: 53.5, unknownCostRevenue: 7.41 },
  byCategory: [
    { category: 'Telefona', quantity: 1, revenue: 120, cost: 90, margin: 30, unknownCostRevenue: 0 },
    { category: null, quantity: 2, revenue: 12.04, cost: 1.5, margin: 10.54, unknownCostRevenue: 7.41 },
  ],
  byWorker: [
    { authorId: 'u1', name: 'Mira Hoxha', quantity: 2, revenue: 130, cost: 94, margin: 36, unknownCostRevenue: 0 },
    { authorId: 'u2', name: 'Ilir Çeku', quantity: 3, revenue: 25, cost: 7.5, margin: 17.5, unknownCostRevenue: 7.41 },
  ],
};

/** A row's cells (its first, a header in the total row, included) as shown. */
const texts = (row: HTMLElement | undefined) =>
  Array.from((row as HTMLElement).querySelectorAll('td, th')).map((cell) => cell.textContent);

describe('SalesProfitPanel', () => {
  it('shows the sales per category («Pa kategori» for none) and per seller, with the revenue of unknown cost apart', () => {
    renderWithShop(<SalesProfitPanel sales={SALES} currency="EUR" />);
    const categories = within(screen.getByRole('table', { name: 'Shitjet sipas kategorisë' })).getAllByRole('row');
    expect(categories.map(texts)).toEqual([
      ['Kategoria', 'Copë', 'Të ardhurat', 'Kostoja', 'Marzha', 'Pa kosto të njohur'],
      ['Telefona', '1', '120,00 €', '90,00 €', '30,00 €', '—'],
      ['Pa kategori', '2', '12,04 €', '1,50 €', '10,54 €', '7,41 €'],
      ['Gjithsej', '5', '155,00 €', '101,50 €', '53,50 €', '7,41 €'],
    ]);
    const workers = within(screen.getByRole('table', { name: 'Shitjet sipas shitësit' })).getAllByRole('row');
    expect(workers.slice(1, 3).map(texts)).toEqual([
      ['Mira Hoxha', '2', '130,00 €', '94,00 €', '36,00 €', '—'],
      ['Ilir Çeku', '3', '25,00 €', '7,50 €', '17,50 €', '7,41 €'],
    ]);
  });

  it('says when nothing was sold in the months', () => {
    const none = { quantity: 0, revenue: 0, cost: 0, margin: 0, unknownCostRevenue: 0 };
    renderWithShop(<SalesProfitPanel sales={{ total: none, byCategory: [], byWorker: [] }} currency="EUR" />);
    expect(screen.getAllByText('Asnjë shitje në këta muaj.')).toHaveLength(2);
  });
});

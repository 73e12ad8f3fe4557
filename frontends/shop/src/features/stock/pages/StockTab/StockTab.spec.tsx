import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { StockTab } from './StockTab';

afterEach(() => jest.restoreAllMocks());

const CASE: ProductResponse = {
  id: 'p1',
  name: 'Këllëf silikoni',
  code: null,
  barcode: '4006381333931',
  costPrice: '2.35',
  salePrice: '9.90',
  vatRate: '18.00',
  quantity: 4,
  lowStockLevel: 2,
  lowStock: false,
  forSale: true,
  forRepairs: false,
  category: 'Këllëfë',
  serialized: false,
  warrantyMonths: 0,
  defectiveQuantity: 0,
  daysLeft: 5,
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
};

describe('StockTab', () => {
  it('lists the products with barcode and sale price, and filters those for sale on the server', async () => {
    const products = jest.spyOn(shopApi, 'products').mockResolvedValue({ items: [CASE], total: 1 });
    renderWithShop(<StockTab />);
    const table = await screen.findByRole('table', { name: 'Lista e produkteve' });
    const row = within(table).getByRole('row', { name: /Këllëf silikoni/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Këllëf silikoniKëllëfë',
      '4006381333931',
      '2,35 €',
      '9,90 €TVSH 18,00%',
      '4',
      '~5 ditë',
      'Për shitje',
      '',
    ]);
    expect(products).toHaveBeenLastCalledWith({ limit: 20, offset: 0 });
    await userEvent.click(screen.getByRole('switch', { name: 'Për shitje' }));
    await waitFor(() => expect(products).toHaveBeenLastCalledWith({ limit: 20, offset: 0, forSale: true }));
    expect(within(row).getByRole('button', { name: 'Lëvizjet e stokut të Këllëf silikoni' })).toBeInTheDocument();
  });

  it('says «—» under «Mbaron pas» for an item the shop does not use', async () => {
    jest.spyOn(shopApi, 'products').mockResolvedValue({ items: [{ ...CASE, daysLeft: null }], total: 1 });
    renderWithShop(<StockTab />);
    const table = await screen.findByRole('table', { name: 'Lista e produkteve' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const cells = within(within(table).getByRole('row', { name: /Këllëf silikoni/ })).getAllByRole('cell');
    expect(cells[headers.indexOf('Mbaron pas')]).toHaveTextContent(/^—$/);
  });
});

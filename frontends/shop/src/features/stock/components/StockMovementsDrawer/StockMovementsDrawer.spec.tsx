import { screen, within } from '@testing-library/react';
import type { ProductResponse, StockMovementResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { StockMovementsDrawer } from './StockMovementsDrawer';

afterEach(() => jest.restoreAllMocks());

const movement = (fields: Partial<StockMovementResponse>): StockMovementResponse => ({
  id: 'm1',
  productId: 'p1',
  productName: 'Xham mbrojtës',
  quantityChange: 1,
  quantityAfter: 1,
  reason: 'manual',
  jobId: null,
  receiptId: null,
  countId: null,
  author: { id: 'u1', name: 'Arbër Gashi' },
  createdAt: '2026-01-15T10:00:00.000Z',
  ...fields,
});

describe('StockMovementsDrawer', () => {
  it("lists the product's movements with their reason in Albanian, signed change and who made it", async () => {
    const stockMovements = jest.spyOn(shopApi, 'stockMovements').mockResolvedValue({
      items: [
        movement({ id: 'm2', reason: 'count', quantityChange: -2, quantityAfter: 3 }),
        movement({ id: 'm1', reason: 'receiving', quantityChange: 5, quantityAfter: 5 }),
      ],
      total: 2,
    });
    const product = { id: 'p1', name: 'Xham mbrojtës', quantity: 3 } as ProductResponse;
    renderWithShop(<StockMovementsDrawer product={product} onClose={jest.fn()} />);
    const table = await screen.findByRole('table', { name: 'Lëvizjet e stokut' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Numërim stoku', '-2', '3', 'Arbër Gashi'],
      ['Pranim malli', '+5', '5', 'Arbër Gashi'],
    ]);
    expect(stockMovements).toHaveBeenCalledWith({ productId: 'p1', limit: 20, offset: 0 });
  });
});

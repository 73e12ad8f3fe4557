import { notifications } from '@mantine/notifications';
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
  archivedAt: null,
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

  it('lists the products taken off sale and puts one back on sale, saying so', async () => {
    const archived = { ...CASE, archivedAt: '2026-01-20T09:00:00.000Z' };
    // The server as it is: the product is among those taken off until it is put back.
    let takenOff = true;
    const products = jest
      .spyOn(shopApi, 'products')
      .mockImplementation((query) =>
        Promise.resolve(query?.archived && takenOff ? { items: [archived], total: 1 } : { items: [], total: 0 }),
      );
    const restore = jest.spyOn(shopApi, 'restoreProduct').mockImplementation(() => {
      takenOff = false;
      return Promise.resolve({ success: true, product: { ...CASE, archivedAt: null } });
    });
    const shown = jest.spyOn(notifications, 'show').mockReturnValue('');
    renderWithShop(<StockTab />);
    expect(await screen.findByText('Nuk keni ende asgjë në stok.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Të hequrat nga shitja' }));
    await waitFor(() => expect(products).toHaveBeenLastCalledWith({ limit: 20, offset: 0, archived: true }));
    const row = within(await screen.findByRole('table', { name: 'Lista e produkteve' })).getByRole('row', {
      name: /Këllëf silikoni/,
    });
    // Taken off sale, it is brought back, not edited.
    expect(within(row).queryByRole('button', { name: 'Ndrysho Këllëf silikoni' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Rikthe në shitje Këllëf silikoni' }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith('p1'));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ message: '«Këllëf silikoni» u rikthye në shitje.' }),
      ),
    );
    expect(await screen.findByText('Asnjë produkt nuk është hequr nga shitja.')).toBeInTheDocument();
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

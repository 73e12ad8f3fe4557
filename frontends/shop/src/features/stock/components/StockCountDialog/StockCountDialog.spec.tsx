import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductResponse, StockCountSavedResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { StockCountDialog } from './StockCountDialog';

afterEach(() => jest.restoreAllMocks());

describe('StockCountDialog', () => {
  it('shows the difference from the system before booking, then sends the counted quantities', async () => {
    const cable = { id: 'p2', name: 'Kabllo USB-C', code: null, barcode: null, quantity: 5, lowStock: false };
    jest.spyOn(shopApi, 'products').mockResolvedValue({ items: [cable as ProductResponse], total: 1 });
    const countStock = jest
      .spyOn(shopApi, 'countStock')
      .mockResolvedValue({ success: true, count: {} } as StockCountSavedResponse);
    const onClose = jest.fn();
    renderWithShop(<StockCountDialog opened onClose={onClose} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Shto produkt' }), 'kabllo');
    await userEvent.click(await screen.findByRole('button', { name: 'Shto Kabllo USB-C' }));
    expect(screen.getByText('Në sistem: 5')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Sasia e numëruar e Kabllo USB-C' }), '3');
    expect(screen.getByLabelText('Diferenca e Kabllo USB-C')).toHaveTextContent('Diferenca -2');
    await userEvent.type(screen.getByRole('textbox', { name: 'Shënim' }), 'Numërimi i muajit');
    await userEvent.click(screen.getByRole('button', { name: 'Regjistro numërimin' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(countStock).toHaveBeenCalledWith({
      note: 'Numërimi i muajit',
      lines: [{ productId: 'p2', countedQuantity: 3 }],
    });
  });
});

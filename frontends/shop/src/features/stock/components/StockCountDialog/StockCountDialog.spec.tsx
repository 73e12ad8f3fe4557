import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductResponse, StockCountSavedResponse } from '@repair-shop/contracts';
import { ApiRequestError, shopApi } from '@repair-shop/web';
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

  it('adds a product at once when a scanner types its barcode and Enter, and says when no product has it', async () => {
    const glass = {
      id: 'p1',
      name: 'Xham mbrojtës',
      code: null,
      barcode: '4006381333931',
      quantity: 2,
      lowStock: false,
    };
    jest.spyOn(shopApi, 'products').mockResolvedValue({ items: [], total: 0 });
    const none = 'Asnjë produkt i stokut tuaj nuk ka barkodin «123».';
    const lookupProduct = jest
      .spyOn(shopApi, 'lookupProduct')
      .mockImplementation((code) =>
        code === '4006381333931'
          ? Promise.resolve({ ...(glass as ProductResponse), unit: null })
          : Promise.reject(
              new ApiRequestError(404, none, 'PRODUCT_NOT_FOUND', { detail: none, code: 'PRODUCT_NOT_FOUND' }),
            ),
      );
    renderWithShop(<StockCountDialog opened onClose={jest.fn()} />);
    const scanner = screen.getByRole('searchbox', { name: 'Shto produkt' });
    await userEvent.type(scanner, '123{Enter}');
    expect(await screen.findByText(none)).toBeInTheDocument();
    await userEvent.clear(scanner);
    await userEvent.type(scanner, '4006381333931{Enter}');
    expect(await screen.findByText('Në sistem: 2')).toBeInTheDocument();
    expect(scanner).toHaveValue('');
    expect(lookupProduct).toHaveBeenLastCalledWith('4006381333931');
  });
});

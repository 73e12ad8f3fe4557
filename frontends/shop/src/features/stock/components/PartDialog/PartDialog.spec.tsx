import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartResponse } from '@repair-shop/contracts';
import { ApiRequestError, shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { PartDialog } from './PartDialog';

const TAKEN = 'Kodi «8600123» është i një pjese tjetër në stokun tuaj.';

afterEach(() => jest.restoreAllMocks());

describe('PartDialog', () => {
  it('adds a part with its prices and stock, the code left out when empty', async () => {
    const part = { id: 'part-1' } as PartResponse;
    const addPart = jest.spyOn(shopApi, 'addPart').mockResolvedValue({ success: true, part });
    const onClose = jest.fn();
    renderWithShop(<PartDialog opened part={null} onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Emri i pjesës/ }), 'Bateri iPhone 11');
    await userEvent.type(screen.getByRole('textbox', { name: /Çmimi i blerjes/ }), '9,90');
    await userEvent.type(screen.getByRole('textbox', { name: /Çmimi i shitjes/ }), '25');
    const quantity = screen.getByRole('textbox', { name: /Sasia në stok/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Shto pjesën' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addPart).toHaveBeenCalledWith({
      name: 'Bateri iPhone 11',
      code: null,
      costPrice: 9.9,
      salePrice: 25,
      quantity: 4,
      lowStockLevel: 0,
    });
  });

  it('says next to the code field that another part has it', async () => {
    // The server's answer names the field it refuses.
    jest
      .spyOn(shopApi, 'addPart')
      .mockRejectedValue(
        new ApiRequestError(409, TAKEN, 'PART_CODE_TAKEN', { detail: TAKEN, code: 'PART_CODE_TAKEN', field: 'code' }),
      );
    const onClose = jest.fn();
    renderWithShop(<PartDialog opened part={null} onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Emri i pjesës/ }), 'Ekran');
    await userEvent.type(screen.getByRole('textbox', { name: /^Kodi/ }), '8600123');
    await userEvent.type(screen.getByRole('textbox', { name: /Çmimi i blerjes/ }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: /Çmimi i shitjes/ }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Shto pjesën' }));
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Kodi/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductResponse, ProductUnitResponse, ProductUnitSavedResponse } from '@repair-shop/contracts';
import { ApiRequestError, shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { ProductUnitsDrawer } from './ProductUnitsDrawer';

afterEach(() => jest.restoreAllMocks());

const PHONE = {
  id: 'p1',
  name: 'Samsung A15',
  costPrice: '120.00',
  quantity: 1,
  serialized: true,
  defectiveQuantity: 0,
  archivedAt: null,
  daysLeft: null,
} as ProductResponse;

const unit = (fields: Partial<ProductUnitResponse>): ProductUnitResponse => ({
  id: 'u1',
  productId: 'p1',
  serial: '356938035643809',
  costPrice: '118.50',
  status: 'in_stock',
  note: null,
  saleId: null,
  soldAt: null,
  warrantyUntil: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

describe('ProductUnitsDrawer', () => {
  it('lists the units with cost and status, and marks one defective after confirming', async () => {
    const units = jest.spyOn(shopApi, 'productUnits').mockResolvedValue({
      items: [unit({}), unit({ id: 'u2', serial: 'R58W12', status: 'sold' })],
      total: 2,
    });
    const update = jest
      .spyOn(shopApi, 'updateProductUnit')
      .mockResolvedValue({ success: true, unit: unit({ status: 'defective' }) });
    renderWithShop(<ProductUnitsDrawer product={PHONE} onClose={jest.fn()} />);
    const table = await screen.findByRole('table', { name: 'Njësitë e produktit' });
    expect(units).toHaveBeenCalledWith('p1', { limit: 20, offset: 0 });
    const inStock = within(table).getByRole('row', { name: /356938035643809/ });
    expect(within(inStock).getByText('Në stok')).toBeInTheDocument();
    expect(within(inStock).getByText('118,50 €')).toBeInTheDocument();
    const sold = within(table).getByRole('row', { name: /R58W12/ });
    expect(within(sold).getByText('E shitur')).toBeInTheDocument();
    expect(within(sold).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(inStock).getByRole('button', { name: 'Me defekt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Me defekt' });
    expect(update).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Me defekt' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('p1', 'u1', { status: 'defective' }));
  });

  it('checks an IMEI when the field is left, adds a unit at its cost, and shows a serial taken under the field', async () => {
    jest.spyOn(shopApi, 'productUnits').mockResolvedValue({ items: [], total: 0 });
    const taken = 'Numri «R58W12» është i një njësie tjetër të stokut tuaj (në stok, e shitur ose me defekt).';
    const add = jest
      .spyOn(shopApi, 'addProductUnit')
      .mockResolvedValueOnce({ success: true, unit: unit({}) } as ProductUnitSavedResponse)
      .mockRejectedValueOnce(
        new ApiRequestError(409, taken, 'UNIT_SERIAL_TAKEN', {
          detail: taken,
          code: 'UNIT_SERIAL_TAKEN',
          field: 'serial',
        }),
      );
    renderWithShop(<ProductUnitsDrawer product={PHONE} onClose={jest.fn()} />);
    expect(await screen.findByText(/Ky produkt nuk ka ende njësi/)).toBeInTheDocument();
    const serial = screen.getByRole('textbox', { name: /IMEI ose numri serik/ });
    await userEvent.type(serial, '356938035643806');
    await userEvent.tab();
    expect(await screen.findByText(/shifra e fundit e kontrollit nuk përputhet/)).toBeInTheDocument();
    await userEvent.clear(serial);
    await userEvent.type(serial, '356938035643809');
    const cost = screen.getByRole('textbox', { name: /Çmimi i blerjes/ });
    await userEvent.clear(cost);
    await userEvent.type(cost, '118,5');
    await userEvent.click(screen.getByRole('button', { name: 'Shto njësinë' }));
    await waitFor(() => expect(add).toHaveBeenCalledWith('p1', { serial: '356938035643809', costPrice: '118.5' }));
    await waitFor(() => expect(serial).toHaveValue(''));
    await userEvent.type(serial, 'R58W12');
    await userEvent.click(screen.getByRole('button', { name: 'Shto njësinë' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductResponse } from '@repair-shop/contracts';
import { ApiRequestError, shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { ProductDialog } from './ProductDialog';

const TAKEN = 'Barkodi «4006381333931» është i një produkti tjetër në stokun tuaj.';

afterEach(() => jest.restoreAllMocks());

const fillRequired = async () => {
  await userEvent.type(screen.getByRole('textbox', { name: /Emri i produktit/ }), 'Këllëf iPhone 13');
  await userEvent.type(screen.getByRole('textbox', { name: /Çmimi i blerjes/ }), '2,35');
  await userEvent.type(screen.getByRole('textbox', { name: /Çmimi i shitjes/ }), '9,90');
};

describe('ProductDialog', () => {
  it('adds a product for sale only, its prices and VAT as exact decimal strings', async () => {
    const addProduct = jest
      .spyOn(shopApi, 'addProduct')
      .mockResolvedValue({ success: true, product: { id: 'p1' } as ProductResponse });
    const onClose = jest.fn();
    renderWithShop(<ProductDialog opened product={null} onClose={onClose} />);
    await fillRequired();
    await userEvent.type(screen.getByRole('textbox', { name: /^Barkodi/ }), '4006381333931');
    await userEvent.type(screen.getByRole('textbox', { name: /TVSH/ }), '18');
    await userEvent.type(screen.getByRole('textbox', { name: /Kategoria/ }), 'Këllëfë');
    await userEvent.click(screen.getByRole('switch', { name: 'Për riparime' }));
    const quantity = screen.getByRole('textbox', { name: /Sasia në stok/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Shto produktin' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addProduct).toHaveBeenCalledWith({
      name: 'Këllëf iPhone 13',
      code: null,
      barcode: '4006381333931',
      costPrice: '2.35',
      salePrice: '9.90',
      vatRate: '18',
      category: 'Këllëfë',
      quantity: 4,
      lowStockLevel: 0,
      forSale: true,
      forRepairs: false,
    });
  });

  it('refuses an EAN-13 with a wrong check digit before sending, in Albanian', async () => {
    const addProduct = jest.spyOn(shopApi, 'addProduct');
    renderWithShop(<ProductDialog opened product={null} onClose={jest.fn()} />);
    await fillRequired();
    await userEvent.type(screen.getByRole('textbox', { name: /^Barkodi/ }), '4006381333932');
    await userEvent.click(screen.getByRole('button', { name: 'Shto produktin' }));
    expect(
      await screen.findByText(
        'Shifra e fundit e barkodit EAN-13 «4006381333932» nuk përputhet me të tjerat: kontrolloni barkodin.',
      ),
    ).toBeInTheDocument();
    expect(addProduct).not.toHaveBeenCalled();
  });

  it('says under the barcode that another product has it, as the server answers', async () => {
    jest
      .spyOn(shopApi, 'addProduct')
      .mockRejectedValue(
        new ApiRequestError(409, TAKEN, 'BARCODE_TAKEN', { detail: TAKEN, code: 'BARCODE_TAKEN', field: 'barcode' }),
      );
    const onClose = jest.fn();
    renderWithShop(<ProductDialog opened product={null} onClose={onClose} />);
    await fillRequired();
    await userEvent.type(screen.getByRole('textbox', { name: /^Barkodi/ }), '4006381333931');
    await userEvent.click(screen.getByRole('button', { name: 'Shto produktin' }));
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Barkodi/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});

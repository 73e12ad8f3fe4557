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
      serialized: false,
      warrantyMonths: 0,
    });
  });

  it('adds a phone kept by IMEI with its warranty: no quantity to type, it starts at 0', async () => {
    const addProduct = jest
      .spyOn(shopApi, 'addProduct')
      .mockResolvedValue({ success: true, product: { id: 'p2' } as ProductResponse });
    const onClose = jest.fn();
    renderWithShop(<ProductDialog opened product={null} onClose={onClose} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('switch', { name: /Me numër serik \(IMEI\)/ }));
    expect(screen.getByRole('textbox', { name: /Sasia në stok/ })).toBeDisabled();
    const warranty = screen.getByRole('textbox', { name: /Garancia për blerësin \(muaj\)/ });
    await userEvent.clear(warranty);
    await userEvent.type(warranty, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Shto produktin' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addProduct).toHaveBeenCalledWith(
      expect.objectContaining({ serialized: true, warrantyMonths: 12, quantity: 0 }),
    );
  });

  it('edits a serialized product without sending its quantity, and keeps the switch while units are in stock', async () => {
    const updateProduct = jest
      .spyOn(shopApi, 'updateProduct')
      .mockResolvedValue({ success: true, product: { id: 'p3' } as ProductResponse });
    const phone = {
      id: 'p3',
      name: 'Samsung A15',
      code: null,
      barcode: null,
      costPrice: '120.00',
      salePrice: '169.90',
      vatRate: null,
      quantity: 2,
      lowStockLevel: 0,
      lowStock: false,
      forSale: true,
      forRepairs: false,
      category: null,
      serialized: true,
      warrantyMonths: 12,
      defectiveQuantity: 0,
      archivedAt: null,
      daysLeft: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    } satisfies ProductResponse;
    const onClose = jest.fn();
    renderWithShop(<ProductDialog opened product={phone} onClose={onClose} />);
    expect(screen.getByRole('switch', { name: /Me numër serik \(IMEI\)/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = updateProduct.mock.calls[0]![1];
    expect(sent).not.toHaveProperty('quantity');
    expect(sent).toMatchObject({ serialized: true, warrantyMonths: 12 });
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

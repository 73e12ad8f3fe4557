import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductResponse, StockReceiptSavedResponse } from '@repair-shop/contracts';
import { ApiRequestError, shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { StockReceiptDialog } from './StockReceiptDialog';

afterEach(() => jest.restoreAllMocks());

const GLASS = {
  id: 'p1',
  name: 'Xham mbrojtës',
  code: null,
  barcode: '4006381333931',
  costPrice: '1.00',
  quantity: 2,
  lowStock: false,
} as ProductResponse;

describe('StockReceiptDialog', () => {
  it('receives a scanned product at its unit cost, shows the exact total and sends decimal strings', async () => {
    jest.spyOn(shopApi, 'products').mockResolvedValue({ items: [GLASS], total: 1 });
    const receiveStock = jest
      .spyOn(shopApi, 'receiveStock')
      .mockResolvedValue({ success: true, receipt: {} } as StockReceiptSavedResponse);
    const onClose = jest.fn();
    renderWithShop(<StockReceiptDialog opened onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Furnitori/ }), 'Elektro Shpk');
    await userEvent.type(screen.getByRole('textbox', { name: /Nr. i faturës/ }), 'F-118');
    await userEvent.click(await screen.findByRole('searchbox', { name: 'Shto produkt' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Shto produkt' }), '4006381333931');
    await userEvent.click(await screen.findByRole('button', { name: 'Shto Xham mbrojtës' }));
    const quantity = screen.getByRole('textbox', { name: 'Sasia e Xham mbrojtës' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    const cost = screen.getByRole('textbox', { name: 'Kosto për copë e Xham mbrojtës' });
    await userEvent.clear(cost);
    await userEvent.type(cost, '0,1');
    expect(screen.getByText('Gjithsej me kosto: 0,30 €')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prano mallin' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(receiveStock).toHaveBeenCalledWith({
      supplierName: 'Elektro Shpk',
      invoiceNumber: 'F-118',
      lines: [{ productId: 'p1', quantity: 3, unitCost: '0.1' }],
    });
  });

  it('asks for a line before sending, and shows the server refusing a product deleted meanwhile', async () => {
    jest.spyOn(shopApi, 'products').mockResolvedValue({ items: [GLASS], total: 1 });
    const gone = 'Produkti i rreshtit 1 nuk është në stokun tuaj (mund të jetë fshirë ndërkohë). Rifreskoni listën.';
    const receiveStock = jest
      .spyOn(shopApi, 'receiveStock')
      .mockRejectedValue(
        new ApiRequestError(404, gone, 'PRODUCT_NOT_FOUND', { detail: gone, code: 'PRODUCT_NOT_FOUND' }),
      );
    const shown = jest.spyOn(notifications, 'show').mockReturnValue('');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = jest.fn();
    renderWithShop(<StockReceiptDialog opened onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Furnitori/ }), 'Elektro');
    await userEvent.click(screen.getByRole('button', { name: 'Prano mallin' }));
    expect(await screen.findByText('Shtoni të paktën një produkt të pranuar.')).toBeInTheDocument();
    expect(receiveStock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Shto produkt' }), 'xham');
    await userEvent.click(await screen.findByRole('button', { name: 'Shto Xham mbrojtës' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prano mallin' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: `Gabim: ${gone}` })));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks a phone kept by IMEI for one serial per piece, scanned one after another, checked and counted', async () => {
    const phone = { ...GLASS, id: 'p2', name: 'Samsung A15', barcode: null, costPrice: '120.00', serialized: true };
    jest.spyOn(shopApi, 'products').mockResolvedValue({ items: [phone], total: 1 });
    const receiveStock = jest
      .spyOn(shopApi, 'receiveStock')
      .mockResolvedValue({ success: true, receipt: {} } as StockReceiptSavedResponse);
    const onClose = jest.fn();
    renderWithShop(<StockReceiptDialog opened onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Furnitori/ }), 'Telefonia');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Shto produkt' }), 'samsung');
    await userEvent.click(await screen.findByRole('button', { name: 'Shto Samsung A15' }));
    expect(screen.queryByRole('textbox', { name: 'Sasia e Samsung A15' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prano mallin' }));
    expect(await screen.findByText('Skanoni ose shkruani IMEI-n ose numrin serik të çdo cope.')).toBeInTheDocument();
    expect(receiveStock).not.toHaveBeenCalled();

    const serial = screen.getByRole('textbox', { name: 'IMEI ose numri serik i Samsung A15' });
    // A scanner types the code and Enter; a wrong Luhn digit is said at once and not kept.
    await userEvent.type(serial, '356938035643806{Enter}');
    expect(await screen.findByText(/shifra e fundit e kontrollit nuk përputhet/)).toBeInTheDocument();
    await userEvent.clear(serial);
    await userEvent.type(serial, '356938035643809{Enter}');
    await userEvent.type(serial, 'r58w 12abc{Enter}');
    await userEvent.type(serial, 'R58W 12ABC{Enter}');
    expect(await screen.findByText('«R58W 12ABC» është shënuar një herë në këtë rresht')).toBeInTheDocument();
    expect(screen.getByText('Gjithsej me kosto: 240,00 €')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prano mallin' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(receiveStock).toHaveBeenCalledWith({
      supplierName: 'Telefonia',
      invoiceNumber: null,
      lines: [{ productId: 'p2', quantity: 2, unitCost: '120.00', serials: ['356938035643809', 'R58W 12ABC'] }],
    });
  });
});

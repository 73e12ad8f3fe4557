import type { SaleLineResponse, SaleResponse } from '@repair-shop/contracts';
import { atShopTime, testFiscalDocument } from '@repair-shop/web/testing';

const line = (overrides: Partial<SaleLineResponse>): SaleLineResponse => ({
  id: 'line-1',
  kind: 'product',
  productId: 'product-1',
  unitId: null,
  jobId: null,
  name: 'Mbrojtëse ekrani',
  code: '3800123456789',
  serial: null,
  quantity: 1,
  unitPrice: '10.00',
  discount: '0.00',
  total: '10.00',
  netTotal: '10.00',
  vatRate: null,
  returnedQuantity: 0,
  warrantyUntil: null,
  ...overrides,
});

/**
 * A sale of three lines: a phone by its IMEI with the buyer's warranty, two cases with 2.00 off the line, and a
 * charger at 6% VAT; 1.00 off the whole sale; paid 100 by card and 60 in cash, 15.00 given back.
 */
export function testSale(overrides: Partial<SaleResponse> = {}): SaleResponse {
  return {
    id: 'sale-1',
    number: 42,
    kind: 'sale',
    originalSaleId: null,
    client: { name: 'Blerta Çeku', phone: '044 123 456' },
    lines: [
      line({
        id: 'line-1',
        kind: 'unit',
        unitId: 'unit-1',
        name: 'Samsung Galaxy A15',
        code: '356789012345678',
        serial: '356789012345678',
        unitPrice: '120.00',
        total: '120.00',
        netTotal: '119.17',
        warrantyUntil: '2027-11-24',
      }),
      line({
        id: 'line-2',
        name: 'Mbështjellëse silikoni',
        quantity: 2,
        unitPrice: '8.00',
        discount: '2.00',
        total: '14.00',
        netTotal: '13.90',
      }),
      line({
        id: 'line-3',
        name: 'Karikues USB-C',
        unitPrice: '12.00',
        total: '12.00',
        netTotal: '11.93',
        vatRate: '6.00',
      }),
    ],
    payments: [
      { method: 'card', amount: '100.00' },
      { method: 'cash', amount: '60.00' },
    ],
    subtotal: '146.00',
    discount: '1.00',
    total: '145.00',
    paid: '160.00',
    change: '15.00',
    currency: 'EUR',
    note: null,
    soldBy: { id: 'user-1', name: 'Arta Morina' },
    createdAt: atShopTime('2026-11-24 16:30'),
    fiscalDocument: null,
    returns: [],
    ...overrides,
  };
}

/** The sale's Albanian fiscal invoice, accepted by the tax office. */
export const testSaleFiscalDocument = () => testFiscalDocument({ id: 'fd-sale', jobId: null, paymentId: null });

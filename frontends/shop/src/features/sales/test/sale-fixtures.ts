import type {
  ProductLookupResponse,
  ProductUnitResponse,
  SaleLineResponse,
  SaleResponse,
} from '@repair-shop/contracts';

/** A product for sale as GET /api/products/lookup answers it (no unit unless given). */
export function testProduct(overrides: Partial<ProductLookupResponse> = {}): ProductLookupResponse {
  return {
    id: 'p-case',
    name: 'Mbështjellëse iPhone 13',
    code: null,
    barcode: '3800123456789',
    salePrice: '12.00',
    vatRate: null,
    quantity: 5,
    lowStockLevel: 0,
    lowStock: false,
    forSale: true,
    forRepairs: false,
    category: 'Aksesorë',
    serialized: false,
    warrantyMonths: 0,
    defectiveQuantity: 0,
    archivedAt: null,
    daysLeft: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    unit: null,
    ...overrides,
  };
}

export function testUnit(overrides: Partial<ProductUnitResponse> = {}): ProductUnitResponse {
  return {
    id: 'u-1',
    productId: 'p-phone',
    serial: '356938035643809',
    status: 'in_stock',
    note: null,
    saleId: null,
    soldAt: null,
    warrantyUntil: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function testSaleLine(overrides: Partial<SaleLineResponse> = {}): SaleLineResponse {
  return {
    id: 'l-1',
    kind: 'product',
    productId: 'p-case',
    unitId: null,
    jobId: null,
    name: 'Mbështjellëse iPhone 13',
    code: '3800123456789',
    serial: null,
    quantity: 2,
    unitPrice: '12.00',
    discount: '0.00',
    total: '24.00',
    netTotal: '24.00',
    vatRate: null,
    returnedQuantity: 0,
    warrantyUntil: null,
    ...overrides,
  };
}

/** Sale nr. 7 of 24 € paid in cash, by Arta Morina, no fiscal document (North Macedonia). */
export function testSale(overrides: Partial<SaleResponse> = {}): SaleResponse {
  return {
    id: 's-7',
    number: 7,
    kind: 'sale',
    originalSaleId: null,
    client: null,
    lines: [testSaleLine()],
    payments: [{ method: 'cash', amount: '24.00' }],
    subtotal: '24.00',
    discount: '0.00',
    total: '24.00',
    paid: '24.00',
    change: '0.00',
    currency: 'EUR',
    note: null,
    soldBy: { id: 'user-1', name: 'Arta Morina' },
    createdAt: '2026-11-28T09:00:00.000Z',
    fiscalDocument: null,
    returns: [],
    ...overrides,
  };
}

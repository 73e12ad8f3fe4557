import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeAnswer, fakeApi, testBusiness, testFiscalDocument, type FakeApi } from '@repair-shop/web/testing';
import { saleQueryKey } from '../../hooks/use-sale-print-data';
import { renderForPrint } from '../../test/render';
import { testSale, testSaleFiscalDocument } from '../../test/sale';
import { COPY_TEXT } from '../../utils/fiscal-fields';
import { NORTH_MACEDONIA_NOT_FISCAL_TEXT, NOT_FISCAL_TEXT } from '../../utils/not-fiscal';
import { SaleReceiptScreen } from './SaleReceiptScreen';

const ALBANIA = testBusiness({ country: 'albania', currency: 'ALL', vatRate: 20 });
const text = () => document.body.textContent ?? '';

describe('SaleReceiptScreen', () => {
  it('prints the lines, the discounts, the split payment with the change, the client and who sold', () => {
    const sale = testSale();
    renderForPrint(<SaleReceiptScreen saleId={sale.id} />, { cached: [[saleQueryKey(sale.id), sale]] });
    expect(screen.getByRole('article', { name: 'Kupon shitjeje' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'KUPON SHITJEJE' })).toBeInTheDocument();
    expect(screen.getByTestId('sale-number')).toHaveTextContent('42');
    expect(text()).toContain('Data24.11.2026, 16:30');
    const lines = screen.getAllByTestId('sale-line');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('Samsung Galaxy A15');
    expect(lines[0]).toHaveTextContent('IMEI/Nr. serial: 356789012345678');
    expect(lines[0]).toHaveTextContent('1 × 120,00 €120,00 €');
    expect(lines[0]).toHaveTextContent('Garancia deri më 24.11.2027');
    expect(lines[1]).toHaveTextContent('2 × 8,00 €14,00 €');
    expect(lines[1]).toHaveTextContent('Zbritje−2,00 €');
    expect(lines[1]).not.toHaveTextContent('Garancia');
    expect(text()).toContain('Nëntotali146,00 €');
    expect(screen.getByTestId('sale-discount')).toHaveTextContent('−1,00 €');
    expect(screen.getByTestId('sale-total')).toHaveTextContent('145,00 €');
    expect(text()).toContain('Kartelë100,00 €');
    expect(text()).toContain('Para në dorë60,00 €');
    expect(screen.getByTestId('sale-change')).toHaveTextContent('15,00 €');
    expect(text()).toContain('KlientiBlerta Çeku');
    expect(text()).toContain('ShitiArta Morina');
    expect(text()).toContain(NOT_FISCAL_TEXT);
  });

  it('says plainly in North Macedonia that the sale without a fiscal document is no fiscal receipt', () => {
    const sale = testSale({ currency: 'MKD', client: null });
    renderForPrint(<SaleReceiptScreen saleId={sale.id} />, {
      business: testBusiness({ country: 'north_macedonia', currency: 'MKD' }),
      cached: [[saleQueryKey(sale.id), sale]],
    });
    expect(text()).toContain(NORTH_MACEDONIA_NOT_FISCAL_TEXT);
    expect(text()).not.toContain('Klienti');
    expect(screen.queryByRole('img', { name: /Kodi QR/ })).not.toBeInTheDocument();
  });

  it('prints a return as «Kthim malli» with the sale it takes back, and the document it corrects', async () => {
    const original = testSale({ fiscalDocument: testSaleFiscalDocument() });
    const refund = testFiscalDocument({
      id: 'fd-return',
      kind: 'refund',
      number: '13/2026/ab123cd456',
      correctsId: 'fd-sale',
      jobId: null,
      paymentId: null,
    });
    const back = testSale({
      id: 'sale-2',
      number: 43,
      kind: 'return',
      originalSaleId: original.id,
      lines: [testSale().lines[1]!],
      payments: [{ method: 'cash', amount: '13.90' }],
      subtotal: '13.90',
      discount: '0.00',
      total: '13.90',
      paid: '13.90',
      change: '0.00',
      fiscalDocument: refund,
    });
    renderForPrint(<SaleReceiptScreen saleId={back.id} />, {
      business: ALBANIA,
      cached: [
        [saleQueryKey(back.id), back],
        [saleQueryKey(original.id), original],
      ],
    });
    expect(screen.getByRole('heading', { name: 'KTHIM MALLI' })).toBeInTheDocument();
    expect(text()).toContain('Kthim i shitjes nr.42');
    expect(text()).toContain('Kthyer klientit13,90 €');
    expect(text()).toContain('KtheuArta Morina');
    expect(text()).toContain('Korrigjon faturën nr. 12/2026/ab123cd456');
    expect(await screen.findByRole('img', { name: /Kodi QR.*13\/2026/ })).toBeInTheDocument();
  });

  it('says so when the sale does not exist', async () => {
    const api = fakeApi({
      'GET /api/sales/sale-9': new FakeAnswer(404, { code: 'SALE_NOT_FOUND', detail: 'Shitja nuk u gjet.' }),
    });
    renderForPrint(<SaleReceiptScreen saleId="sale-9" />);
    expect(await screen.findByText('Shitja nuk u gjet.')).toBeInTheDocument();
    api.restore();
  });
});

describe('SaleReceiptScreen: the Albanian fiscal document and its prints', () => {
  const PRINTS_ROUTE = 'POST /api/fiscal/documents/fd-sale/prints';
  let api: FakeApi;
  let print: jest.SpyInstance;

  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 378 } as DOMRect);
    print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  });
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('prints the NIVF, NSLF and QR instead of "not fiscal", counts each print, and says "KOPJE" from the reprint on', async () => {
    const answers = [
      { copy: false, printCount: 1 },
      { copy: true, printCount: 2 },
    ];
    const sale = testSale({ currency: 'ALL', fiscalDocument: testSaleFiscalDocument() });
    // Counted, the sale is asked again (its document's print count).
    api = fakeApi({ [PRINTS_ROUTE]: () => answers.shift(), 'GET /api/sales/sale-1': sale });
    renderForPrint(<SaleReceiptScreen saleId={sale.id} />, {
      business: ALBANIA,
      cached: [[saleQueryKey(sale.id), sale]],
    });
    const document = testSaleFiscalDocument();
    expect(text()).toContain('FATURË FISKALE');
    expect(text()).toContain(`NIVF${document.fic}`);
    expect(text()).toContain(`NSLF${document.iic}`);
    expect(text()).not.toContain(NOT_FISCAL_TEXT);
    expect(
      await screen.findByRole('img', { name: 'Kodi QR i verifikimit të faturës 12/2026/ab123cd456' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/printohet me butonin «Printo» ose me Ctrl\+P/)).toBeInTheDocument();
    expect(api.callsTo(PRINTS_ROUTE)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Printo' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(COPY_TEXT)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Printo' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(api.callsTo(PRINTS_ROUTE)).toHaveLength(2);
    expect(screen.getByText(COPY_TEXT)).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { testBusiness } from '@repair-shop/web/testing';
import { saleQueryKey } from '../../hooks/use-sale-print-data';
import { renderForPrint } from '../../test/render';
import { testSale, testSaleFiscalDocument } from '../../test/sale';
import { NORTH_MACEDONIA_NOT_FISCAL_TEXT, NOT_FISCAL_TEXT } from '../../utils/not-fiscal';
import { SaleInvoiceScreen } from './SaleInvoiceScreen';

const ALBANIA = testBusiness({ country: 'albania', currency: 'ALL', vatRate: 20, taxNumber: 'L12345678A' });
const text = () => document.body.textContent ?? '';

describe('SaleInvoiceScreen', () => {
  it('prints the seller, the buyer, each line with its VAT rate, the totals, VAT per rate exactly, the payments and the fiscal document', async () => {
    const sale = testSale({ currency: 'ALL', fiscalDocument: testSaleFiscalDocument() });
    renderForPrint(<SaleInvoiceScreen saleId={sale.id} />, {
      business: ALBANIA,
      cached: [[saleQueryKey(sale.id), sale]],
    });
    expect(screen.getByRole('heading', { name: 'FATURË' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('42');
    expect(text()).toContain('Servisi Arta');
    expect(text()).toContain('BlerësiBlerta Çeku');
    const lines = screen.getAllByTestId('invoice-line');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('IMEI/Nr. serial: 356789012345678');
    expect(lines[0]).toHaveTextContent('Garancia deri më 24.11.2027');
    expect(lines[0]).toHaveTextContent('20%');
    expect(lines[1]).toHaveTextContent('−2 L');
    expect(lines[2]).toHaveTextContent('6%');
    expect(screen.getByTestId('invoice-discount')).toHaveTextContent('−1 L');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('145 L');
    expect(screen.getByTestId('invoice-paid')).toHaveTextContent('160 L');
    expect(screen.getByTestId('invoice-change')).toHaveTextContent('15 L');
    // 20%: 119,17 + 13,90 = 133,07 gross, 110,89 base; 6%: 11,93 gross, 11,25 base.
    const vat = screen.getAllByTestId('invoice-vat');
    expect(vat[0]).toHaveTextContent(/^20%110,89 L22,18 L133,07 L$/);
    expect(vat[1]).toHaveTextContent(/^6%11,25 L0,68 L11,93 L$/);
    const payments = screen.getByRole('table', { name: 'Pagesat' });
    expect(within(payments).getByText('Kartelë')).toBeInTheDocument();
    expect(payments).toHaveTextContent('100 L');
    expect(text()).toContain(`NIVF${testSaleFiscalDocument().fic}`);
    expect(
      await screen.findByRole('img', { name: 'Kodi QR i verifikimit të faturës 12/2026/ab123cd456' }),
    ).toBeInTheDocument();
    expect(text()).not.toContain(NOT_FISCAL_TEXT);
  });

  it('prints a North Macedonia sale without a fiscal document as no fiscal receipt, and a buyer not named', () => {
    const sale = testSale({ currency: 'MKD', client: null });
    renderForPrint(<SaleInvoiceScreen saleId={sale.id} />, {
      business: testBusiness({ country: 'north_macedonia', currency: 'MKD', vatRate: 18 }),
      cached: [[saleQueryKey(sale.id), sale]],
    });
    expect(text()).toContain('Klient pa emër');
    expect(text()).toContain(NORTH_MACEDONIA_NOT_FISCAL_TEXT);
    expect(screen.queryByText('Faturat fiskale')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('invoice-vat')[0]).toHaveTextContent(/^18%/);
  });

  it('prints a return as the money given back, naming the sale it takes back', () => {
    const original = testSale();
    const back = testSale({
      id: 'sale-2',
      number: 43,
      kind: 'return',
      originalSaleId: original.id,
      lines: [testSale().lines[2]!],
      payments: [{ method: 'cash', amount: '11.93' }],
      subtotal: '11.93',
      discount: '0.00',
      total: '11.93',
      paid: '11.93',
      change: '0.00',
    });
    renderForPrint(<SaleInvoiceScreen saleId={back.id} />, {
      cached: [
        [saleQueryKey(back.id), back],
        [saleQueryKey(original.id), original],
      ],
    });
    expect(screen.getByRole('heading', { name: 'FATURË KTHIMI' })).toBeInTheDocument();
    expect(text()).toContain('Kthim i shitjes nr. 42');
    expect(text()).toContain('Kthyer klientit11,93 €');
    expect(screen.queryByTestId('invoice-change')).not.toBeInTheDocument();
    expect(text()).toContain(NOT_FISCAL_TEXT);
  });
});

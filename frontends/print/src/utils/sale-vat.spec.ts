import type { SaleLineResponse } from '@repair-shop/contracts';
import { lineVatRate, saleVatBreakdown } from './sale-vat';

const line = (netTotal: string, vatRate: string | null): SaleLineResponse =>
  ({ netTotal, vatRate }) as SaleLineResponse;

describe('saleVatBreakdown', () => {
  it('splits each rate’s gross into base and VAT to the cent, lines without a rate at the shop’s', () => {
    expect(saleVatBreakdown([line('120.00', '20.00'), line('10.01', null), line('6.00', '6.00')], 20)).toEqual([
      { rate: '20.00', gross: '130.01', base: '108.34', vat: '21.67' },
      { rate: '6.00', gross: '6.00', base: '5.66', vat: '0.34' },
    ]);
  });

  it('leaves out lines of a shop outside the VAT register', () => {
    expect(saleVatBreakdown([line('5.00', null)], null)).toEqual([]);
    expect(lineVatRate({ vatRate: null }, 18)).toBe('18.00');
  });
});

import { InvalidInvoiceError } from './cis-invoice';
import { invoiceAmounts } from './invoice-amounts';

describe('the amounts of an invoice', () => {
  it('splits gross prices into base and VAT so that the total is what was paid, to the cent', () => {
    const amounts = invoiceAmounts({
      isIssuerInVat: true,
      items: [
        { name: 'Riparim', unit: 'shërbim', quantity: '1', unitPriceWithVat: '1000', vatRate: '20' },
        { name: 'Kabllo', unit: 'copë', quantity: '3', unitPriceWithVat: '333.33', vatRate: '20' },
        { name: 'Libër', unit: 'copë', quantity: '1', unitPriceWithVat: '550', vatRate: '10' },
      ],
    });
    expect(amounts.items[1]).toMatchObject({
      quantity: '3',
      unitPriceBeforeVat: '277.78',
      unitPriceWithVat: '333.33',
      priceBeforeVat: '833.33',
      vatRate: '20.00',
      vatAmount: '166.66',
      priceWithVat: '999.99',
    });
    expect(amounts.sameTaxes).toEqual([
      { numberOfItems: 2, priceBeforeVat: '1666.66', vatRate: '20.00', vatAmount: '333.33' },
      { numberOfItems: 1, priceBeforeVat: '500.00', vatRate: '10.00', vatAmount: '50.00' },
    ]);
    expect(amounts).toMatchObject({ total: '2549.99', totalWithoutVat: '2166.66', totalVat: '383.33' });
    expect(amounts.taxFreeAmount).toBeUndefined();
  });

  it('groups exempt items by their exemption and counts tax-free ones apart', () => {
    const amounts = invoiceAmounts({
      isIssuerInVat: true,
      items: [
        { name: 'Shërbim A', unit: 'copë', quantity: '1', unitPriceWithVat: '100', exemption: 'TYPE_1' },
        { name: 'Shërbim B', unit: 'copë', quantity: '1', unitPriceWithVat: '40', exemption: 'TAX_FREE' },
      ],
    });
    expect(amounts.sameTaxes).toEqual([{ numberOfItems: 1, priceBeforeVat: '100.00', exemption: 'TYPE_1' }]);
    expect(amounts).toMatchObject({
      total: '140.00',
      totalWithoutVat: '140.00',
      totalVat: '0.00',
      taxFreeAmount: '40.00',
    });
  });

  it('has no VAT at all for an issuer outside the VAT register', () => {
    const amounts = invoiceAmounts({
      isIssuerInVat: false,
      items: [{ name: 'Riparim', unit: 'copë', quantity: '0.5', unitPriceWithVat: '999.99' }],
    });
    expect(amounts).toMatchObject({
      total: '500.00',
      totalWithoutVat: '500.00',
      taxFreeAmount: '500.00',
      sameTaxes: [],
    });
    expect(amounts.totalVat).toBeUndefined();
    expect(amounts.items[0].vatRate).toBeUndefined();
  });

  it("cuts an item's name to the schema's 50 characters and refuses a unit beyond them", () => {
    const name = 'Ndërrim ekrani origjinal për iPhone 15 Pro Max, me garanci';
    const item = { name, unit: 'copë', quantity: '1', unitPriceWithVat: '10', vatRate: '20' };
    expect(invoiceAmounts({ isIssuerInVat: true, items: [item] }).items[0].name).toBe(
      Array.from(name).slice(0, 50).join(''),
    );
    expect(() => invoiceAmounts({ isIssuerInVat: true, items: [{ ...item, unit: 'u'.repeat(51) }] })).toThrow(
      InvalidInvoiceError,
    );
  });

  it('refuses an item whose VAT does not fit the issuer', () => {
    const item = { name: 'Riparim', unit: 'copë', quantity: '1', unitPriceWithVat: '10' };
    expect(() => invoiceAmounts({ isIssuerInVat: true, items: [item] })).toThrow(InvalidInvoiceError);
    expect(() => invoiceAmounts({ isIssuerInVat: false, items: [{ ...item, vatRate: '20' }] })).toThrow(
      InvalidInvoiceError,
    );
    expect(() => invoiceAmounts({ isIssuerInVat: true, items: [] })).toThrow(InvalidInvoiceError);
  });
});

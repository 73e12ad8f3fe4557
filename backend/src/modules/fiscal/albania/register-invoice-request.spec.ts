import { DOMParser, type Element } from '@xmldom/xmldom';
import { makeAlbaniaTestCredential } from '../../../../test/fiscal-doubles/albania-test-credential';
import { InvalidInvoiceError, type AlbanianInvoice } from './cis-invoice';
import { CIS_SCHEMA_NS } from './cis-xml';
import { iicInput, verifyIssuerCode } from './iic';
import { prepareInvoice } from './register-invoice-request';

const credential = makeAlbaniaTestCredential({ nipt: 'L91806031N' });

const invoice: AlbanianInvoice = {
  uuid: '8d216f9a-55bb-445a-be32-30137f11b964',
  sendDateTime: '2026-11-26T10:15:00+01:00',
  type: 'CASH',
  issueDateTime: '2026-11-26T10:15:00+01:00',
  ordinalNumber: 41,
  tcrCode: 'ab123cd456',
  isIssuerInVat: true,
  operatorCode: 'op123op123',
  businessUnitCode: 'bu123bu123',
  softwareCode: 'sw123sw123',
  seller: { nipt: 'L91806031N', name: 'Servis "Çelësi" & <Bros>', address: 'Rruga 1', town: 'Tiranë', country: 'ALB' },
  items: [{ name: 'Ndërrim ekrani', unit: 'copë', quantity: '1', unitPriceWithVat: '6000', vatRate: '20' }],
  payments: [{ type: 'CARD', amount: '6000' }],
};

const invoiceElement = (xml: string): Element =>
  new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagNameNS(CIS_SCHEMA_NS, 'Invoice')[0] as Element;

describe('RegisterInvoiceRequest', () => {
  it('numbers a cash invoice ordinal/year/TCR and signs its IIC over exactly what the request says', () => {
    const prepared = prepareInvoice(invoice, credential.privateKeyPem);
    const element = invoiceElement(prepared.xml);
    expect(prepared.invoiceNumber).toBe('41/2026/ab123cd456');
    expect(element.getAttribute('InvNum')).toBe('41/2026/ab123cd456');
    expect(element.getAttribute('TotPrice')).toBe('6000.00');
    const fields = {
      issuerNipt: 'L91806031N',
      issueDateTime: element.getAttribute('IssueDateTime') as string,
      invoiceNumber: element.getAttribute('InvNum') as string,
      businessUnitCode: element.getAttribute('BusinUnitCode') as string,
      tcrCode: element.getAttribute('TCRCode') as string,
      softwareCode: element.getAttribute('SoftCode') as string,
      totalPrice: element.getAttribute('TotPrice') as string,
    };
    expect(iicInput(fields)).toBe(
      'L91806031N|2026-11-26T10:15:00+01:00|41/2026/ab123cd456|bu123bu123|ab123cd456|sw123sw123|6000.00',
    );
    const code = {
      iic: element.getAttribute('IIC') as string,
      iicSignature: element.getAttribute('IICSignature') as string,
    };
    expect(code).toEqual(prepared.issuerCode);
    expect(verifyIssuerCode(fields, code, credential.certificatePem)).toBe(true);
  });

  it("escapes the users' text instead of letting it into the markup", () => {
    const { xml } = prepareInvoice(invoice, credential.privateKeyPem);
    expect(xml).toContain('Name="Servis &quot;Çelësi&quot; &amp; &lt;Bros&gt;"');
    const seller = invoiceElement(xml).getElementsByTagNameNS(CIS_SCHEMA_NS, 'Seller')[0];
    expect(seller.getAttribute('Name')).toBe('Servis "Çelësi" & <Bros>');
  });

  it('marks a late delivery, names the original of a correction, and keeps the IIC printed earlier', () => {
    const earlier = prepareInvoice(invoice, credential.privateKeyPem).issuerCode;
    const prepared = prepareInvoice(
      {
        ...invoice,
        subsequentDelivery: 'SERVICE',
        sendDateTime: '2026-11-27T08:00:00+01:00',
        corrects: {
          iic: 'C701FB4839E7D2C3D8DBC81BBAC06164',
          issueDateTime: '2026-11-20T09:00:00+01:00',
          type: 'CORRECTIVE',
        },
        issuerCode: earlier,
      },
      'no key is needed when the code is given',
    );
    expect(prepared.xml).toContain('SubseqDelivType="SERVICE"');
    expect(prepared.xml).toContain(
      '<CorrectiveInv IICRef="C701FB4839E7D2C3D8DBC81BBAC06164" IssueDateTime="2026-11-20T09:00:00+01:00" Type="CORRECTIVE"/>',
    );
    expect(prepared.issuerCode).toEqual(earlier);
  });

  it('numbers a non-cash invoice ordinal/year', () => {
    const prepared = prepareInvoice(
      { ...invoice, type: 'NONCASH', tcrCode: undefined, payments: [{ type: 'ACCOUNT', amount: '6000.00' }] },
      credential.privateKeyPem,
    );
    expect(prepared.invoiceNumber).toBe('41/2026');
  });

  it('refuses payments that do not add up, payment methods of the other invoice type, and a cash invoice without its register', () => {
    const prepare = (change: Partial<AlbanianInvoice>) => () =>
      prepareInvoice({ ...invoice, ...change }, credential.privateKeyPem);
    expect(prepare({ payments: [{ type: 'CARD', amount: '5999.99' }] })).toThrow(InvalidInvoiceError);
    expect(prepare({ payments: [{ type: 'ACCOUNT', amount: '6000' }] })).toThrow(InvalidInvoiceError);
    expect(prepare({ tcrCode: undefined })).toThrow(InvalidInvoiceError);
  });

  describe("a counter sale's invoice", () => {
    const sale: AlbanianInvoice = {
      ...invoice,
      items: [
        { name: 'Mbështjellëse telefoni', unit: 'copë', quantity: '2', unitPriceWithVat: '1200', vatRate: '20' },
        { name: 'Libër udhëzimesh', unit: 'copë', quantity: '1', unitPriceWithVat: '1060', vatRate: '6' },
      ],
      payments: [
        { type: 'BANKNOTE', amount: '1460.00' },
        { type: 'CARD', amount: '2000.00' },
      ],
    };
    const attributes = (xml: string, name: string) =>
      Array.from(invoiceElement(xml).getElementsByTagNameNS(CIS_SCHEMA_NS, name)).map((element) =>
        Object.fromEntries(Array.from(element.attributes).map((attribute) => [attribute.name, attribute.value])),
      );

    it('groups its VAT per rate and lists each payment method', () => {
      const prepared = prepareInvoice(sale, credential.privateKeyPem);
      const element = invoiceElement(prepared.xml);
      expect(element.getAttribute('TotPrice')).toBe('3460.00');
      expect(element.getAttribute('TotPriceWoVAT')).toBe('3000.00');
      expect(element.getAttribute('TotVATAmt')).toBe('460.00');
      expect(attributes(prepared.xml, 'SameTax')).toEqual([
        { NumOfItems: '1', PriceBefVAT: '2000.00', VATRate: '20.00', VATAmt: '400.00' },
        { NumOfItems: '1', PriceBefVAT: '1000.00', VATRate: '6.00', VATAmt: '60.00' },
      ]);
      expect(attributes(prepared.xml, 'PayMethod')).toEqual([
        { Type: 'BANKNOTE', Amt: '1460.00' },
        { Type: 'CARD', Amt: '2000.00' },
      ]);
      expect(attributes(prepared.xml, 'I').map((item) => [item.Q, item.VR, item.PA])).toEqual([
        ['2', '20.00', '2400.00'],
        ['1', '6.00', '1060.00'],
      ]);
    });

    it('refuses payments that do not add up to the total, or that mix a cash and a non-cash method', () => {
      const prepare = (payments: AlbanianInvoice['payments']) => () =>
        prepareInvoice({ ...sale, payments }, credential.privateKeyPem);
      expect(
        prepare([
          { type: 'BANKNOTE', amount: '1460.00' },
          { type: 'CARD', amount: '1999.99' },
        ]),
      ).toThrow('pagesat (3459.99) nuk përputhen me totalin (3460.00)');
      expect(
        prepare([
          { type: 'BANKNOTE', amount: '1460.00' },
          { type: 'ACCOUNT', amount: '2000.00' },
        ]),
      ).toThrow(InvalidInvoiceError);
    });

    it('takes a line back on a corrective invoice with negative amounts that names the sale', () => {
      const prepared = prepareInvoice(
        {
          ...sale,
          ordinalNumber: 42,
          items: [{ ...sale.items[0], quantity: '-1' }],
          payments: [{ type: 'CARD', amount: '-1200.00' }],
          corrects: { iic: 'C701FB4839E7D2C3D8DBC81BBAC06164', issueDateTime: sale.issueDateTime, type: 'CORRECTIVE' },
        },
        credential.privateKeyPem,
      );
      expect(prepared.amounts).toMatchObject({ total: '-1200.00', totalWithoutVat: '-1000.00', totalVat: '-200.00' });
      expect(attributes(prepared.xml, 'SameTax')).toEqual([
        { NumOfItems: '1', PriceBefVAT: '-1000.00', VATRate: '20.00', VATAmt: '-200.00' },
      ]);
      expect(attributes(prepared.xml, 'CorrectiveInv')).toEqual([
        { IICRef: 'C701FB4839E7D2C3D8DBC81BBAC06164', IssueDateTime: sale.issueDateTime, Type: 'CORRECTIVE' },
      ]);
    });
  });
});

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
});

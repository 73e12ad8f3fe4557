import { DecimalFormatError } from '../../../common/money/scaled-decimal';
import { formatAmount, parseAmount } from './cis-decimal';
import { CASH_PAY_METHODS, InvalidInvoiceError, type AlbanianInvoice, type PayMethodType } from './cis-invoice';
import { appendElement, requestDocument, serializeDocument } from './cis-xml';
import { computeIssuerCode, type IssuerCode } from './iic';
import { invoiceAmounts, type InvoiceAmounts } from './invoice-amounts';
import type { SignedCisRequest } from './cis-client';
import type { SigningCredential } from './signing-credential';
import { signCisMessage } from './xml-signature';

/**
 * RegisterInvoiceRequest (Fiscalization Service - Technical, v07, 3.7.1): the invoice's number, amounts and
 * issuer code, and the unsigned SOAP envelope that carries them. signCisRequest signs it afterwards.
 */

export interface PreparedInvoice {
  /** InvNum: "ordinal/year/TCR" for a cash invoice, "ordinal/year" for a non-cash one (3.7.1.11). */
  invoiceNumber: string;
  amounts: InvoiceAmounts;
  issuerCode: IssuerCode;
  /** The unsigned envelope. */
  xml: string;
}

export function invoiceNumber(invoice: Pick<AlbanianInvoice, 'type' | 'ordinalNumber' | 'issueDateTime' | 'tcrCode'>) {
  const year = invoice.issueDateTime.slice(0, 4);
  return invoice.type === 'CASH'
    ? `${invoice.ordinalNumber}/${year}/${invoice.tcrCode}`
    : `${invoice.ordinalNumber}/${year}`;
}

const isCashPayMethod = (type: PayMethodType): boolean => (CASH_PAY_METHODS as readonly string[]).includes(type);

function paymentAmount(amount: string): bigint {
  try {
    return parseAmount(amount);
  } catch (error) {
    if (error instanceof DecimalFormatError)
      throw new InvalidInvoiceError('shuma e një pagese nuk është numër i saktë');
    throw error;
  }
}

/** The schema's lengths of the seller's fields (3.7.1.59 to 3.7.1.61). */
const SELLER_LENGTHS = { name: 100, address: 200, town: 100 } as const;

function checkInvoice(invoice: AlbanianInvoice, amounts: InvoiceAmounts): void {
  for (const [field, length] of Object.entries(SELLER_LENGTHS) as [keyof typeof SELLER_LENGTHS, number][]) {
    const text = invoice.seller[field];
    // The name is required; the address and town may be left out, but not sent empty.
    if (text === undefined && field !== 'name') continue;
    if (!text?.trim() || Array.from(text).length > length) {
      throw new InvalidInvoiceError(`të dhënat e shitësit (${field}) kanë nga 1 deri në ${length} shenja`);
    }
  }
  if (!Number.isInteger(invoice.ordinalNumber) || invoice.ordinalNumber < 1) {
    throw new InvalidInvoiceError('numri rendor i faturës është numër i plotë nga 1');
  }
  if (invoice.type === 'CASH' && !invoice.tcrCode) {
    throw new InvalidInvoiceError('një faturë me para në dorë ka nevojë për kodin e arkës (TCR)');
  }
  if (invoice.payments.length === 0 || invoice.payments.length > 10) {
    throw new InvalidInvoiceError('një faturë ka nga 1 deri në 10 mënyra pagese');
  }
  if (invoice.payments.some((payment) => isCashPayMethod(payment.type) !== (invoice.type === 'CASH'))) {
    throw new InvalidInvoiceError(`mënyrat e pagesës nuk i përshtaten llojit të faturës (${invoice.type})`);
  }
  const paid = invoice.payments.reduce((sum, payment) => sum + paymentAmount(payment.amount), 0n);
  if (formatAmount(paid) !== amounts.total) {
    throw new InvalidInvoiceError(`pagesat (${formatAmount(paid)}) nuk përputhen me totalin (${amounts.total})`);
  }
  if (!invoice.corrects && amounts.total.startsWith('-')) {
    throw new InvalidInvoiceError('vetëm një faturë korrigjuese mund të ketë total negativ');
  }
}

export function prepareInvoice(invoice: AlbanianInvoice, privateKeyPem: string): PreparedInvoice {
  const amounts = invoiceAmounts(invoice);
  checkInvoice(invoice, amounts);
  const number = invoiceNumber(invoice);
  const issuerCode =
    invoice.issuerCode ??
    computeIssuerCode(
      {
        issuerNipt: invoice.seller.nipt,
        issueDateTime: invoice.issueDateTime,
        invoiceNumber: number,
        businessUnitCode: invoice.businessUnitCode,
        tcrCode: invoice.tcrCode ?? '',
        softwareCode: invoice.softwareCode,
        totalPrice: amounts.total,
      },
      privateKeyPem,
    );
  return { invoiceNumber: number, amounts, issuerCode, xml: invoiceXml(invoice, number, amounts, issuerCode) };
}

function invoiceXml(invoice: AlbanianInvoice, number: string, amounts: InvoiceAmounts, code: IssuerCode): string {
  const { document, request } = requestDocument('RegisterInvoiceRequest');
  appendElement(request, 'Header', {
    UUID: invoice.uuid,
    SendDateTime: invoice.sendDateTime,
    SubseqDelivType: invoice.subsequentDelivery,
  });
  const element = appendElement(request, 'Invoice', {
    TypeOfInv: invoice.type,
    IsSimplifiedInv: 'false',
    IssueDateTime: invoice.issueDateTime,
    InvNum: number,
    InvOrdNum: String(invoice.ordinalNumber),
    TCRCode: invoice.tcrCode,
    IsIssuerInVAT: String(invoice.isIssuerInVat),
    TaxFreeAmt: amounts.taxFreeAmount,
    TotPriceWoVAT: amounts.totalWithoutVat,
    TotVATAmt: amounts.totalVat,
    TotPrice: amounts.total,
    OperatorCode: invoice.operatorCode,
    BusinUnitCode: invoice.businessUnitCode,
    SoftCode: invoice.softwareCode,
    IIC: code.iic,
    IICSignature: code.iicSignature,
    IsReverseCharge: String(invoice.isReverseCharge ?? false),
  });
  if (invoice.corrects) {
    appendElement(element, 'CorrectiveInv', {
      IICRef: invoice.corrects.iic,
      IssueDateTime: invoice.corrects.issueDateTime,
      Type: invoice.corrects.type,
    });
  }
  const payMethods = appendElement(element, 'PayMethods');
  for (const payment of invoice.payments) {
    appendElement(payMethods, 'PayMethod', { Type: payment.type, Amt: formatAmount(paymentAmount(payment.amount)) });
  }
  const { seller } = invoice;
  appendElement(element, 'Seller', {
    IDType: 'NUIS',
    IDNum: seller.nipt,
    Name: seller.name,
    Address: seller.address,
    Town: seller.town,
    Country: seller.country,
  });
  const items = appendElement(element, 'Items');
  for (const item of amounts.items) {
    appendElement(items, 'I', {
      N: item.name,
      C: item.code,
      U: item.unit,
      Q: item.quantity,
      UPB: item.unitPriceBeforeVat,
      UPA: item.unitPriceWithVat,
      PB: item.priceBeforeVat,
      VR: item.vatRate,
      VA: item.vatAmount,
      EX: item.exemption,
      PA: item.priceWithVat,
    });
  }
  if (amounts.sameTaxes.length > 0) {
    const sameTaxes = appendElement(element, 'SameTaxes');
    for (const group of amounts.sameTaxes) {
      appendElement(sameTaxes, 'SameTax', {
        NumOfItems: String(group.numberOfItems),
        PriceBefVAT: group.priceBeforeVat,
        VATRate: group.vatRate,
        ExemptFromVAT: group.exemption,
        VATAmt: group.vatAmount,
      });
    }
  }
  return serializeDocument(document);
}

/** The invoice prepared and its request signed, ready for sendCisRequest; keep `prepared` before sending. */
export function signedInvoiceRequest(
  invoice: AlbanianInvoice,
  credential: SigningCredential,
): { prepared: PreparedInvoice; request: SignedCisRequest } {
  const prepared = prepareInvoice(invoice, credential.privateKeyPem);
  const xml = signCisMessage(prepared.xml, credential);
  return { prepared, request: { name: 'RegisterInvoiceRequest', uuid: invoice.uuid, xml } };
}

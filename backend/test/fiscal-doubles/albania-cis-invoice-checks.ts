import type { Element } from '@xmldom/xmldom';
import { divideRounded } from '../../src/common/money/scaled-decimal';
import { formatAmount, parseAmount, parseQuantity } from '../../src/modules/fiscal/albania/cis-decimal';
import { CASH_PAY_METHODS, NONCASH_PAY_METHODS } from '../../src/modules/fiscal/albania/cis-invoice';
import { verifyIssuerCode } from '../../src/modules/fiscal/albania/iic';
import { attribute, child, children, PATTERNS, refuse } from './albania-cis-fields';

/**
 * The CIS's checks of a RegisterInvoiceRequest (Fiscalization Service - Technical, v07, 3.4 and 3.7.3), on
 * the signed content only: the schema's mandatory fields, the IIC recomputed from the request's own fields
 * and checked with the certificate's public key, the dates, the invoice number, the payments, and the totals.
 * The double is stricter than the CIS's real-time controls in one respect: it also adds the items up.
 * Where the specification names a control without a code (the IIC check, the items' sums), the double
 * answers 11, the code of the invoice controls around them in 3.7.3.
 */

export interface ReadInvoice {
  uuid: string;
  iic: string;
  sellerNipt: string;
}

const HUNDRED_PERCENT = 10000n;
const DAY_MS = 24 * 3600 * 1000;

function readHeader(request: Element) {
  const header = child(request, 'Header', true);
  return {
    uuid: attribute(header, 'UUID', PATTERNS.uuid, true),
    sendDateTime: attribute(header, 'SendDateTime', PATTERNS.dateTime, true),
    subsequent: attribute(header, 'SubseqDelivType', ['NOINTERNET', 'BOUNDBOOK', 'SERVICE', 'TECHNICALERROR'], false),
  };
}

interface Item {
  quantity: bigint;
  unitWithVat: bigint;
  base: bigint;
  vat?: bigint;
  rate?: string;
  exemption?: string;
  gross: bigint;
}

function readItems(invoice: Element): Item[] {
  const items = children(child(invoice, 'Items', true), 'I');
  if (items.length < 1 || items.length > 1000)
    refuse('11', 'Received XML message failed XSD validation: 1 to 1000 items');
  return items.map((item) => {
    attribute(item, 'N', { maxLength: 50 }, true);
    attribute(item, 'U', { maxLength: 50 }, true);
    attribute(item, 'UPB', PATTERNS.positiveAmount, true);
    const vat = attribute(item, 'VA', PATTERNS.amount, false);
    return {
      quantity: parseQuantity(attribute(item, 'Q', PATTERNS.quantity, true)),
      unitWithVat: parseAmount(attribute(item, 'UPA', PATTERNS.positiveAmount, true)),
      base: parseAmount(attribute(item, 'PB', PATTERNS.amount, true)),
      vat: vat === undefined ? undefined : parseAmount(vat),
      rate: attribute(item, 'VR', PATTERNS.amount, false),
      exemption: attribute(item, 'EX', ['TYPE_1', 'TYPE_2', 'TAX_FREE', 'MARGIN_SCHEME', 'EXPORT_OF_GOODS'], false),
      gross: parseAmount(attribute(item, 'PA', PATTERNS.amount, true)),
    };
  });
}

function checkTotals(invoice: Element, items: Item[], isIssuerInVat: boolean): void {
  const amount = (name: string, required: boolean) => {
    const text = attribute(invoice, name, PATTERNS.amount, required as true);
    return text === undefined ? undefined : parseAmount(text);
  };
  const total = amount('TotPrice', true) as bigint;
  const totalWithoutVat = amount('TotPriceWoVAT', true) as bigint;
  const totalVat = amount('TotVATAmt', false);
  const taxFree = amount('TaxFreeAmt', false) ?? 0n;
  const sameTaxes = child(invoice, 'SameTaxes', false);
  if (!isIssuerInVat && (totalVat !== undefined || sameTaxes)) {
    refuse('11', 'Invoice VAT status invalid: TotVATAmt or SameTaxes with IsIssuerInVAT false');
  }
  const groups = new Map<string, { count: number; base: bigint; vat: bigint }>();
  for (const item of items) {
    if (item.gross !== item.base + (item.vat ?? 0n)) refuse('11', 'Item price after VAT is not PB + VA');
    if (item.gross !== divideRounded(item.unitWithVat * item.quantity, 1000n)) {
      refuse('11', 'Item price after VAT is not UPA × Q');
    }
    if (item.rate !== undefined && item.vat !== undefined) {
      const expected = divideRounded(item.base * parseAmount(item.rate), HUNDRED_PERCENT);
      if (item.vat - expected > 1n || expected - item.vat > 1n) refuse('11', 'Item VAT amount is not PB × VR');
    }
    const key =
      item.rate !== undefined ? `rate ${item.rate}` : item.exemption?.startsWith('TYPE_') ? item.exemption : '';
    if (!key) continue;
    const group = groups.get(key) ?? { count: 0, base: 0n, vat: 0n };
    groups.set(key, { count: group.count + 1, base: group.base + item.base, vat: group.vat + (item.vat ?? 0n) });
  }
  const sameTaxList = sameTaxes ? children(sameTaxes, 'SameTax') : [];
  let sameTaxBase = 0n;
  for (const sameTax of sameTaxList) {
    const rate = attribute(sameTax, 'VATRate', PATTERNS.amount, false);
    const key = rate !== undefined ? `rate ${rate}` : attribute(sameTax, 'ExemptFromVAT', ['TYPE_1', 'TYPE_2'], false);
    const base = parseAmount(attribute(sameTax, 'PriceBefVAT', PATTERNS.amount, true));
    const vat = attribute(sameTax, 'VATAmt', PATTERNS.amount, false);
    const count = Number(attribute(sameTax, 'NumOfItems', PATTERNS.positiveInt, true));
    const group = key === undefined ? undefined : groups.get(key);
    if (
      !group ||
      group.count !== count ||
      group.base !== base ||
      (vat !== undefined && group.vat !== parseAmount(vat))
    ) {
      refuse('11', `SameTax ${key ?? '(no rate)'} does not match its items`);
    }
    sameTaxBase += base;
  }
  if (sameTaxList.length !== groups.size) refuse('11', 'SameTaxes does not list every VAT group of the items');
  const sum = (pick: (item: Item) => bigint) => items.reduce((sum, item) => sum + pick(item), 0n);
  if (totalWithoutVat !== sameTaxBase + taxFree) {
    refuse(
      '59',
      'TotPriceWoVAT attribute value is not sum of SameTaxes, TaxFreeAmt, MarkUpAmt and GoodsExAmt attributes.',
    );
  }
  if (total !== sum((item) => item.gross) || totalWithoutVat !== sum((item) => item.base)) {
    refuse('11', `Invoice totals (${formatAmount(total)}) do not match the items`);
  }
  if (totalVat !== undefined && totalVat !== sum((item) => item.vat ?? 0n)) {
    refuse('11', 'TotVATAmt does not match the items');
  }
  const payMethods = children(child(invoice, 'PayMethods', true), 'PayMethod');
  if (payMethods.length < 1 || payMethods.length > 10) refuse('11', 'From 1 to 10 payment methods');
  const typeOfInv = invoice.getAttribute('TypeOfInv');
  const allowed: readonly string[] = typeOfInv === 'CASH' ? CASH_PAY_METHODS : NONCASH_PAY_METHODS;
  const paid = payMethods.reduce((sum, payMethod) => {
    attribute(payMethod, 'Type', allowed, true);
    return sum + parseAmount(attribute(payMethod, 'Amt', PATTERNS.amount, true));
  }, 0n);
  if (paid !== total) refuse('11', 'Sum of values of PayMethod.Amt is not equal to Invoice.TotPrice value.');
  if (
    !child(invoice, 'CorrectiveInv', false) &&
    [total, totalWithoutVat, totalVat ?? 0n, taxFree].some((v) => v < 0n)
  ) {
    refuse('11', 'Negative values are allowed only in a corrective invoice');
  }
}

function checkCorrection(invoice: Element, now: Date): void {
  const corrective = child(invoice, 'CorrectiveInv', false);
  if (!corrective) return;
  attribute(corrective, 'IICRef', PATTERNS.hex32, true);
  const issued = new Date(attribute(corrective, 'IssueDateTime', PATTERNS.dateTime, true));
  attribute(corrective, 'Type', ['CORRECTIVE', 'DEBIT', 'CREDIT'], true);
  if (issued.getTime() > now.getTime()) refuse('61', 'CorrectiveInv.IssueDateTime is in the future');
}

/** Reads and checks the signed request; throws Refused with the CIS's code for the first failing check. */
export function checkInvoiceRequest(request: Element, certificatePem: string, now: Date, skewMs: number): ReadInvoice {
  const header = readHeader(request);
  const invoice = child(request, 'Invoice', true);
  const type = attribute(invoice, 'TypeOfInv', ['CASH', 'NONCASH'], true);
  attribute(invoice, 'IsSimplifiedInv', PATTERNS.boolean, true);
  const issueDateTime = attribute(invoice, 'IssueDateTime', PATTERNS.dateTime, true);
  const invNum = attribute(invoice, 'InvNum', PATTERNS.invNum, true);
  const ordinal = attribute(invoice, 'InvOrdNum', PATTERNS.positiveInt, true);
  const tcrCode = attribute(invoice, 'TCRCode', PATTERNS.code, false);
  const isIssuerInVat = attribute(invoice, 'IsIssuerInVAT', PATTERNS.boolean, true) === 'true';
  attribute(invoice, 'OperatorCode', PATTERNS.code, true);
  const businessUnitCode = attribute(invoice, 'BusinUnitCode', PATTERNS.code, true);
  const softwareCode = attribute(invoice, 'SoftCode', PATTERNS.code, true);
  const iic = attribute(invoice, 'IIC', PATTERNS.hex32, true);
  const iicSignature = attribute(invoice, 'IICSignature', PATTERNS.hex512, true);
  attribute(invoice, 'IsReverseCharge', PATTERNS.boolean, true);
  const seller = child(invoice, 'Seller', true);
  attribute(seller, 'IDType', ['NUIS', 'ID', 'PASS', 'VAT', 'TAX', 'SOC'], true);
  const sellerNipt = attribute(seller, 'IDNum', { maxLength: 20 }, true);
  attribute(seller, 'Name', { maxLength: 100 }, true);
  const totalPrice = attribute(invoice, 'TotPrice', PATTERNS.amount, true);
  const items = readItems(invoice);

  if (seller.getAttribute('IDType') !== 'NUIS') refuse('54', 'Issuer ID type must be NUIS.');
  const issued = new Date(issueDateTime);
  const sent = new Date(header.sendDateTime);
  if (Math.abs(sent.getTime() - now.getTime()) > skewMs) {
    refuse('2', "Client time differs from a server's time by more than allowed time in minutes");
  }
  if (issued.getTime() > now.getTime() + skewMs) refuse('11', 'Invoice.IssueDateTime is in the future.');
  if (!header.subsequent && issueDateTime !== header.sendDateTime) {
    refuse(
      '11',
      'Invoice.IssueDateTime is not equal to the Header.SendDateTime and Header.SubseqDelivType does not exist.',
    );
  }
  if (
    (header.subsequent === 'SERVICE' || header.subsequent === 'TECHNICALERROR') &&
    now.getTime() - issued.getTime() > 2 * DAY_MS
  ) {
    refuse('11', 'Invoice.IssueDateTime more than 2 days in the past from now.');
  }
  if (type === 'CASH' && !tcrCode) refuse('11', 'Invoice.TCRCode does not exist and Invoice.TypeOfInv equals to CASH.');
  const year = issueDateTime.slice(0, 4);
  if (invNum !== (type === 'CASH' ? `${ordinal}/${year}/${tcrCode}` : `${ordinal}/${year}`)) {
    refuse('60', 'Invoice.InvNum is not composed of invoice ordinal number, year of invoice issuance and code of TCR.');
  }
  const fields = {
    issuerNipt: sellerNipt,
    issueDateTime,
    invoiceNumber: invNum,
    businessUnitCode,
    tcrCode: tcrCode ?? '',
    softwareCode,
    totalPrice,
  };
  if (!verifyIssuerCode(fields, { iic, iicSignature }, certificatePem)) {
    refuse('11', "IIC or IICSignature does not match the invoice's fields and the issuer's certificate.");
  }
  checkTotals(invoice, items, isIssuerInVat);
  checkCorrection(invoice, now);
  return { uuid: header.uuid, iic: iic.toUpperCase(), sellerNipt };
}

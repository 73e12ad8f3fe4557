import { DecimalFormatError, divideRounded } from '../../../common/money/scaled-decimal';
import { formatAmount, formatQuantity, parseAmount, parseQuantity, parseRate } from './cis-decimal';
import { InvalidInvoiceError, type AlbanianInvoice, type InvoiceItemInput, type VatExemption } from './cis-invoice';

/**
 * Every amount of an invoice, derived exactly from its items: per item (3.7.1.75 to 3.7.1.85), per VAT
 * group (SameTaxes, 3.7.1.93) and in total. Prices are gross, so the item's total with VAT is fixed first and
 * its base and VAT are split from it: the receipt's total is what the customer paid, to the cent.
 */

export interface ItemAmounts {
  name: string;
  code?: string;
  unit: string;
  quantity: string;
  unitPriceBeforeVat: string;
  unitPriceWithVat: string;
  priceBeforeVat: string;
  /** "20.00"; absent for an exempt item or outside the VAT register. */
  vatRate?: string;
  vatAmount?: string;
  exemption?: VatExemption;
  priceWithVat: string;
}

export interface SameTaxGroup {
  numberOfItems: number;
  priceBeforeVat: string;
  vatRate?: string;
  exemption?: 'TYPE_1' | 'TYPE_2';
  vatAmount?: string;
}

export interface InvoiceAmounts {
  items: ItemAmounts[];
  sameTaxes: SameTaxGroup[];
  totalWithoutVat: string;
  /** Absent when the issuer is not in the VAT register (3.7.3: TotVATAmt must not exist then). */
  totalVat?: string;
  /** Sales without VAT that SameTaxes does not hold: TAX_FREE items, or all when outside the register. */
  taxFreeAmount?: string;
  total: string;
}

const HUNDRED_PERCENT = 10000n; // rates are in hundredths of a percent
const NAME_LENGTH = 50;

/** The schema's limit on an item's name, in characters: a longer name is cut, the receipt may show it whole. */
const cisItemName = (name: string): string => Array.from(name.trim()).slice(0, NAME_LENGTH).join('');

function checkText(item: InvoiceItemInput): void {
  if (!item.name.trim()) throw new InvalidInvoiceError('një rresht nuk ka emër');
  for (const [what, text] of [
    ['unit', item.unit],
    ['code', item.code],
  ] as const) {
    if (text !== undefined && (text.length === 0 || Array.from(text).length > NAME_LENGTH)) {
      throw new InvalidInvoiceError(
        `rreshti «${item.name}»: ${what === 'unit' ? 'njësia' : 'kodi'} ka nga 1 deri në ${NAME_LENGTH} shenja`,
      );
    }
  }
}

interface ItemFigures {
  amounts: ItemAmounts;
  base: bigint;
  vat: bigint;
  gross: bigint;
  groupKey?: string;
}

function itemFigures(item: InvoiceItemInput, isIssuerInVat: boolean): ItemFigures {
  checkText(item);
  if (item.vatRate !== undefined && item.exemption !== undefined) {
    throw new InvalidInvoiceError(`rreshti «${item.name}» ka edhe normë TVSH-je edhe përjashtim`);
  }
  if (!isIssuerInVat && (item.vatRate !== undefined || item.exemption !== undefined)) {
    throw new InvalidInvoiceError(`rreshti «${item.name}» ka TVSH, por biznesi nuk është i regjistruar për TVSH`);
  }
  if (isIssuerInVat && item.vatRate === undefined && item.exemption === undefined) {
    throw new InvalidInvoiceError(`rreshti «${item.name}» ka nevojë për normë TVSH-je ose përjashtim`);
  }
  const quantity = parseQuantity(item.quantity);
  const unitGross = parseAmount(item.unitPriceWithVat);
  if (quantity === 0n) throw new InvalidInvoiceError(`rreshti «${item.name}» nuk ka sasi`);
  if (unitGross < 0n) throw new InvalidInvoiceError(`rreshti «${item.name}» ka çmim negativ`);
  const gross = divideRounded(unitGross * quantity, 1000n);
  const rate = item.vatRate === undefined ? undefined : parseRate(item.vatRate);
  if (rate !== undefined && rate < 0n)
    throw new InvalidInvoiceError(`rreshti «${item.name}» ka normë negative TVSH-je`);
  const base = rate === undefined ? gross : divideRounded(gross * HUNDRED_PERCENT, HUNDRED_PERCENT + rate);
  const unitBase = rate === undefined ? unitGross : divideRounded(unitGross * HUNDRED_PERCENT, HUNDRED_PERCENT + rate);
  const vat = gross - base;
  const amounts: ItemAmounts = {
    name: cisItemName(item.name),
    code: item.code,
    unit: item.unit,
    quantity: formatQuantity(quantity),
    unitPriceBeforeVat: formatAmount(unitBase),
    unitPriceWithVat: formatAmount(unitGross),
    priceBeforeVat: formatAmount(base),
    vatRate: rate === undefined ? undefined : formatAmount(rate),
    vatAmount: rate === undefined ? undefined : formatAmount(vat),
    exemption: item.exemption,
    priceWithVat: formatAmount(gross),
  };
  const groupKey =
    rate !== undefined ? `rate:${rate}` : item.exemption && item.exemption !== 'TAX_FREE' ? item.exemption : undefined;
  return { amounts, base, vat, gross, groupKey };
}

export function invoiceAmounts(invoice: Pick<AlbanianInvoice, 'items' | 'isIssuerInVat'>): InvoiceAmounts {
  if (invoice.items.length === 0 || invoice.items.length > 1000) {
    throw new InvalidInvoiceError('një faturë ka nga 1 deri në 1000 rreshta');
  }
  const figures = invoice.items.map((item) => {
    try {
      return itemFigures(item, invoice.isIssuerInVat);
    } catch (error) {
      if (error instanceof DecimalFormatError)
        throw new InvalidInvoiceError(`rreshti «${item.name}» ka një sasi, çmim ose normë që nuk është numër i saktë`);
      throw error;
    }
  });
  const groups = new Map<string, { first: ItemFigures; count: number; base: bigint; vat: bigint }>();
  let taxFree = 0n;
  for (const figure of figures) {
    if (figure.groupKey === undefined) {
      taxFree += figure.base;
      continue;
    }
    const group = groups.get(figure.groupKey) ?? { first: figure, count: 0, base: 0n, vat: 0n };
    group.count += 1;
    group.base += figure.base;
    group.vat += figure.vat;
    groups.set(figure.groupKey, group);
  }
  if (groups.size > 20) throw new InvalidInvoiceError('An invoice has at most 20 VAT groups');
  const sameTaxes = [...groups.values()].map(({ first, count, base, vat }): SameTaxGroup => {
    const exemption = first.amounts.exemption === 'TAX_FREE' ? undefined : first.amounts.exemption;
    return first.amounts.vatRate !== undefined
      ? {
          numberOfItems: count,
          priceBeforeVat: formatAmount(base),
          vatRate: first.amounts.vatRate,
          vatAmount: formatAmount(vat),
        }
      : { numberOfItems: count, priceBeforeVat: formatAmount(base), exemption };
  });
  const sum = (pick: (figure: ItemFigures) => bigint): bigint => figures.reduce((total, f) => total + pick(f), 0n);
  return {
    items: figures.map((f) => f.amounts),
    sameTaxes,
    totalWithoutVat: formatAmount(sum((f) => f.base)),
    totalVat: invoice.isIssuerInVat ? formatAmount(sum((f) => f.vat)) : undefined,
    taxFreeAmount: figures.some((f) => f.groupKey === undefined) ? formatAmount(taxFree) : undefined,
    total: formatAmount(sum((f) => f.gross)),
  };
}

import type { ProductResponse, ProductUnitResponse, SaleLineKind, SaleLineRequest } from '@repair-shop/contracts';
import { centsOf, centsToDecimal, decimalToText } from '../../stock/utils/decimal-text';

/**
 * The cart of the sale screen: each line's price and discount kept as the text of its field ("9,90"), summed in
 * whole cents so that no floating-point error shows; the server's answer is the truth once the sale is saved.
 */
export interface CartLine {
  /** product:<id>, unit:<id>, job:<id> or quick:<n>: one line per product, unit or job. */
  key: string;
  kind: SaleLineKind;
  /** The product's, the unit's or the job's id; null for a quick line. */
  refId: string | null;
  name: string;
  /** A unit's IMEI or serial, a product's barcode: shown under the name. */
  code: string | null;
  quantity: number;
  /** The price of one, as its field shows it. */
  price: string;
  /** The product's own price, in cents: a line sent at that price leaves the price to the server. */
  listPriceCents: number | null;
  /** Money off the whole line, as its field shows it (empty: none). */
  discount: string;
}

export const productLineKey = (productId: string): string => `product:${productId}`;
export const unitLineKey = (unitId: string): string => `unit:${unitId}`;
export const jobLineKey = (jobId: string): string => `job:${jobId}`;

/** A unit and a job are one each; their quantity cannot change. */
export const fixedQuantity = (line: CartLine): boolean => line.kind === 'unit' || line.kind === 'job';

const priceText = (decimal: string): string => decimalToText(decimal) || '0';

/** The product added once more: its line's quantity grows, or a new line at its sale price. */
export function withProduct(lines: CartLine[], product: ProductResponse): CartLine[] {
  const key = productLineKey(product.id);
  if (lines.some((line) => line.key === key)) {
    return lines.map((line) => (line.key === key ? { ...line, quantity: line.quantity + 1 } : line));
  }
  return [
    ...lines,
    {
      key,
      kind: 'product',
      refId: product.id,
      name: product.name,
      code: product.barcode ?? product.code,
      quantity: 1,
      price: priceText(product.salePrice),
      listPriceCents: centsOf(product.salePrice),
      discount: '',
    },
  ];
}

/** One serialized unit (quantity 1); null when it is in the cart already. */
export function withUnit(lines: CartLine[], product: ProductResponse, unit: ProductUnitResponse): CartLine[] | null {
  const key = unitLineKey(unit.id);
  if (lines.some((line) => line.key === key)) return null;
  return [
    ...lines,
    {
      key,
      kind: 'unit',
      refId: unit.id,
      name: product.name,
      code: unit.serial,
      quantity: 1,
      price: priceText(product.salePrice),
      listPriceCents: centsOf(product.salePrice),
      discount: '',
    },
  ];
}

/** A ready job's balance, its price fixed (the server takes the job's balance). */
export function withJob(lines: CartLine[], job: { id: string; name: string; balance: number }): CartLine[] {
  const key = jobLineKey(job.id);
  if (lines.some((line) => line.key === key)) return lines;
  const cents = Math.round(job.balance * 100);
  return [
    ...lines,
    {
      key,
      kind: 'job',
      refId: job.id,
      name: job.name,
      code: null,
      quantity: 1,
      price: decimalToText(centsToDecimal(cents)),
      listPriceCents: cents,
      discount: '',
    },
  ];
}

let quickLines = 0;

/** Something not in the stock: its name, price and quantity as typed. */
export function withQuickLine(lines: CartLine[], quick: { name: string; price: string; quantity: number }): CartLine[] {
  quickLines += 1;
  return [
    ...lines,
    {
      key: `quick:${Date.now()}-${quickLines}`,
      kind: 'quick',
      refId: null,
      name: quick.name.trim(),
      code: null,
      quantity: quick.quantity,
      price: quick.price,
      listPriceCents: null,
      discount: '',
    },
  ];
}

/** The line's quantity × price − discount in cents; null while a field holds no valid amount. */
export function lineTotalCents(line: CartLine): number | null {
  const price = centsOf(line.price);
  const discount = line.discount.trim() === '' ? 0 : centsOf(line.discount);
  if (price === null || discount === null) return null;
  return line.quantity * price - discount;
}

/** What is wrong with a line's fields, in Albanian; null when nothing is. */
export function lineProblem(line: CartLine): string | null {
  if (centsOf(line.price) === null) return 'Çmimi nuk është i vlefshëm.';
  if (line.discount.trim() !== '' && centsOf(line.discount) === null) return 'Zbritja nuk është e vlefshme.';
  const total = lineTotalCents(line);
  if (total !== null && total < 0) return 'Zbritja është më e madhe se vlera e rreshtit.';
  return null;
}

export interface CartTotals {
  subtotal: number;
  discount: number;
  total: number;
  /** Each line's total less its share of the sale's discount, in the lines' order. */
  netTotals: number[];
  /** Why the cart cannot be paid as it is (a field, a discount larger than the cart); null when it can. */
  problem: string | null;
}

/**
 * The sale's discount shared over the lines as the server does (SALES.md): proportional to the lines' totals,
 * rounded to cents, the remainder on the largest line, so that the net totals add up to the sale's total exactly.
 */
export function shareDiscount(totals: number[], discount: number): number[] {
  const subtotal = totals.reduce((sum, total) => sum + total, 0);
  if (discount === 0 || subtotal <= 0) return totals;
  const largest = totals.reduce((best, total, index) => (total > totals[best] ? index : best), 0);
  const shares = totals.map((total) => Math.round((discount * total) / subtotal));
  const others = shares.reduce((sum, share, index) => (index === largest ? sum : sum + share), 0);
  shares[largest] = discount - others;
  return totals.map((total, index) => total - shares[index]);
}

/** The cart's sums in cents. */
export function cartTotals(lines: CartLine[], saleDiscountText: string): CartTotals {
  const lineTotals = lines.map((line) => lineTotalCents(line) ?? 0);
  const subtotal = lineTotals.reduce((sum, total) => sum + total, 0);
  const discount = saleDiscountText.trim() === '' ? 0 : centsOf(saleDiscountText);
  const lineIssue = lines.map(lineProblem).find((problem) => problem !== null) ?? null;
  let problem = lineIssue;
  if (!problem && discount === null) problem = 'Zbritja e shitjes nuk është e vlefshme.';
  if (!problem && discount !== null && discount > subtotal) problem = 'Zbritja është më e madhe se shuma e shportës.';
  const saleDiscount = discount ?? 0;
  return {
    subtotal,
    discount: saleDiscount,
    total: subtotal - saleDiscount,
    netTotals: shareDiscount(lineTotals, Math.min(saleDiscount, Math.max(subtotal, 0))),
    problem,
  };
}

/** The line as POST /api/sales takes it: the price only when it is not the product's own. */
export function lineRequest(line: CartLine): SaleLineRequest {
  const price = centsOf(line.price) ?? 0;
  const discount = line.discount.trim() === '' ? 0 : (centsOf(line.discount) ?? 0);
  const request: SaleLineRequest = { quantity: line.quantity };
  if (line.kind === 'product') request.productId = line.refId ?? undefined;
  if (line.kind === 'unit') request.unitId = line.refId ?? undefined;
  if (line.kind === 'job') request.jobId = line.refId ?? undefined;
  if (line.kind === 'quick') request.name = line.name;
  if (line.kind !== 'job' && (line.kind === 'quick' || price !== line.listPriceCents)) {
    request.unitPrice = centsToDecimal(price);
  }
  if (line.kind !== 'job' && discount > 0) request.discount = centsToDecimal(discount);
  return request;
}

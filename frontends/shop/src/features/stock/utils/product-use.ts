import type { ProductResponse } from '@repair-shop/contracts';

/** What a row of the stock is for, in a word or two. */
export function productUse(product: Pick<ProductResponse, 'forSale' | 'forRepairs'>): string {
  if (product.forSale && product.forRepairs) return 'Shitje dhe riparime';
  return product.forSale ? 'Për shitje' : product.forRepairs ? 'Për riparime' : '—';
}

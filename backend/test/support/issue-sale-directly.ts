import { randomUUID } from 'node:crypto';
import type { Currency } from '@repair-shop/contracts';
import { shopInvoiceFacts } from '../../src/modules/business';
import type { FiscalDocumentIssuer } from '../../src/modules/fiscal/documents/fiscal-document-issuer';
import type { FiscalSale } from '../../src/modules/fiscal/documents/fiscal-sale';
import type { Shop, TestApp } from './test-app';

export type DirectSale = Pick<FiscalSale, 'payments' | 'total' | 'lines'> & { returnOf?: string };

/**
 * The issuer's own tests: a bare `sales` row (the foreign key of the document) and issueSale in one transaction,
 * as the sales module calls it, for what POST /sales cannot reach (lines that do not add up, a document not yet sent).
 */
export function issueSaleDirectly(
  t: TestApp,
  issuer: FiscalDocumentIssuer,
  shop: Shop,
  currency: Currency,
  sale: DirectSale,
): Promise<{ saleId: string; documentId: string | null }> {
  return t.db.transaction(async (manager) => {
    const saleId = randomUUID();
    const original = sale.returnOf ?? null;
    await manager.query(
      `INSERT INTO sales (id, business_id, number, kind, original_sale_id, subtotal, discount, total, paid, change,
                          currency, author_id, author_name, created_at)
       VALUES ($1, $2, (SELECT coalesce(max(number), 0) + 1 FROM sales WHERE business_id = $2), $3, $4, $5, 0, $5, $5, 0,
               $6, $7, 'Pronari', $8)`,
      [
        saleId,
        shop.business.id,
        original ? 'return' : 'sale',
        original,
        sale.total,
        currency,
        shop.user.id,
        t.clock.now(),
      ],
    );
    const documentId = await issuer.issueSale(
      manager,
      {
        businessId: shop.business.id,
        saleId,
        kind: original ? 'return' : 'sale',
        originalSaleId: original,
        payments: sale.payments,
        total: sale.total,
        authorId: shop.user.id,
        shop: await shopInvoiceFacts(manager, shop.business.id),
        lines: sale.lines,
      },
      t.clock.now(),
    );
    return { saleId, documentId };
  });
}

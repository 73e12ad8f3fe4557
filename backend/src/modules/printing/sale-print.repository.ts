import type { DataSource, EntityManager } from 'typeorm';
import type {
  FiscalDocumentResponse,
  PaymentMethod,
  SaleKind,
  SaleLineKind,
  SaleResponse,
} from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';

/**
 * A sale as its printed papers show it, read for a print station (whose credential reads no sales API).
 * Written for the print station before the sales module landed: when it has its own reader of a sale, this
 * one should give way to it.
 */
interface SaleRow {
  id: string;
  number: number;
  kind: SaleKind;
  originalSaleId: string | null;
  clientName: string | null;
  clientPhone: string | null;
  subtotal: string;
  discount: string;
  total: string;
  paid: string;
  change: string;
  currency: SaleResponse['currency'];
  note: string | null;
  authorId: string;
  authorName: string;
  createdAt: Date;
}

interface SaleLineRow {
  id: string;
  kind: SaleLineKind;
  productId: string | null;
  unitId: string | null;
  jobId: string | null;
  name: string;
  code: string | null;
  serial: string | null;
  quantity: number;
  unitPrice: string;
  discount: string;
  total: string;
  netTotal: string;
  vatRate: string | null;
  returnedQuantity: number;
  warrantyUntil: string | null;
}

/** The shop's sale (or return), or undefined: a sale's id of another shop is none. */
export async function saleOfShop(
  db: DataSource | EntityManager,
  businessId: string,
  saleId: string,
): Promise<{ id: string; number: number } | undefined> {
  const [sale] = await preparedQuery<{ id: string; number: number }>(
    db,
    `SELECT id, number FROM sales WHERE id = $1 AND business_id = $2`,
    [saleId, businessId],
  );
  return sale;
}

/** The sale with its lines, payments and returns (no costs: a station prints for the counter), or undefined. */
export async function saleForPrint(
  db: DataSource | EntityManager,
  businessId: string,
  saleId: string,
  fiscalDocument: FiscalDocumentResponse | null,
): Promise<SaleResponse | undefined> {
  const [sale] = await preparedQuery<SaleRow>(
    db,
    `SELECT id, number, kind, original_sale_id AS "originalSaleId", client_name AS "clientName", client_phone AS "clientPhone",
            subtotal, discount, total, paid, change, currency, note, author_id AS "authorId", author_name AS "authorName",
            created_at AS "createdAt"
       FROM sales WHERE id = $1 AND business_id = $2`,
    [saleId, businessId],
  );
  if (!sale) return undefined;
  const [lines, payments, returns] = await Promise.all([
    preparedQuery<SaleLineRow>(
      db,
      `SELECT id, kind, part_id AS "productId", unit_id AS "unitId", job_id AS "jobId", name, code, serial, quantity,
              unit_price AS "unitPrice", discount, total, net_total AS "netTotal", vat_rate AS "vatRate",
              returned_quantity AS "returnedQuantity", to_char(warranty_until, 'YYYY-MM-DD') AS "warrantyUntil"
         FROM sale_lines WHERE sale_id = $1 ORDER BY line_no`,
      [saleId],
    ),
    preparedQuery<{ method: PaymentMethod; amount: string }>(
      db,
      `SELECT method, amount FROM sale_payments WHERE sale_id = $1 ORDER BY line_no`,
      [saleId],
    ),
    preparedQuery<{ id: string; number: number; total: string; createdAt: Date }>(
      db,
      `SELECT id, number, total, created_at AS "createdAt" FROM sales WHERE original_sale_id = $1 ORDER BY created_at, seq`,
      [saleId],
    ),
  ]);
  return {
    id: sale.id,
    number: sale.number,
    kind: sale.kind,
    originalSaleId: sale.originalSaleId,
    client: sale.clientName ? { name: sale.clientName, phone: sale.clientPhone ?? '' } : null,
    lines: lines.map((line) => ({ ...line })),
    payments,
    subtotal: sale.subtotal,
    discount: sale.discount,
    total: sale.total,
    paid: sale.paid,
    change: sale.change,
    currency: sale.currency,
    note: sale.note,
    soldBy: { id: sale.authorId, name: sale.authorName },
    createdAt: sale.createdAt.toISOString(),
    fiscalDocument,
    returns: returns.map((back) => ({ ...back, createdAt: back.createdAt.toISOString() })),
  };
}

import type { DataSource, EntityManager } from 'typeorm';
import {
  SHOP_TIME_ZONE,
  type Country,
  type PaymentMethod,
  type SaleKind,
  type SaleLineKind,
} from '@repair-shop/contracts';
import { pageClause } from '../../common/paging/page-query.dto';
import { SqlParams } from '../../common/search/search-condition';
import { preparedQuery } from '../../database/prepared-queries';

/** The SQL of counter sales and returns: the caller holds the locks in the sale's order (jobs, parts, units, number). */

export interface SellingShop {
  country: Country;
  techniciansCanSell: boolean;
}

/** Whether the shop's technicians may sell, and its country (North Macedonia: no fiscal document). */
export async function sellingShop(db: DataSource | EntityManager, businessId: string): Promise<SellingShop | null> {
  const [row] = await preparedQuery<SellingShop>(
    db,
    `SELECT country, technicians_can_sell AS "techniciansCanSell" FROM businesses WHERE id = $1`,
    [businessId],
  );
  return row ?? null;
}

/** What a sale needs of a product beyond lockParts' columns; read after the lock. */
export interface ProductSaleFacts {
  id: string;
  serialized: boolean;
  archived: boolean;
  warrantyMonths: number;
}

export function productSaleFacts(manager: EntityManager, ids: string[]): Promise<ProductSaleFacts[]> {
  return preparedQuery<ProductSaleFacts>(
    manager,
    `SELECT id, serialized, archived_at IS NOT NULL AS archived, warranty_months AS "warrantyMonths"
       FROM parts WHERE id = ANY($1::uuid[])`,
    [ids],
  );
}

export interface UnitRow {
  id: string;
  partId: string;
  serial: string;
  costPrice: string;
  status: 'in_stock' | 'sold' | 'defective' | 'written_off';
}

const UNIT_COLUMNS = `id, part_id AS "partId", serial, cost_price AS "costPrice", status`;

/** The shop's units among `ids`, unlocked: which products a sale must lock before them. */
export function unitsOf(db: EntityManager, businessId: string, ids: string[]): Promise<UnitRow[]> {
  return preparedQuery<UnitRow>(
    db,
    `SELECT ${UNIT_COLUMNS} FROM product_units WHERE business_id = $1 AND id = ANY($2::uuid[])`,
    [businessId, ids],
  );
}

/** The shop's units among `ids`, locked in the order of their ids (after their products). */
export function lockUnits(manager: EntityManager, businessId: string, ids: string[]): Promise<UnitRow[]> {
  return preparedQuery<UnitRow>(
    manager,
    `SELECT ${UNIT_COLUMNS} FROM product_units WHERE business_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
    [businessId, ids],
  );
}

/**
 * Units sold: each gets the sale, its time and the buyer's warranty to the shop's calendar date of the sale
 * plus its product's warranty months (none when the product gives none). Answers each unit's warranty date.
 */
export function markUnitsSold(
  manager: EntityManager,
  ids: string[],
  saleId: string,
  now: Date,
): Promise<{ id: string; warrantyUntil: string | null }[]> {
  return preparedQuery<{ id: string; warrantyUntil: string | null }>(
    manager,
    `UPDATE product_units u
        SET status = 'sold', sale_id = $2, sold_at = $3, updated_at = $3,
            warranty_until = CASE WHEN p.warranty_months > 0
              THEN (($3::timestamptz AT TIME ZONE '${SHOP_TIME_ZONE}')::date + make_interval(months => p.warranty_months))::date
            END
       FROM parts p
      WHERE p.id = u.part_id AND u.id = ANY($1::uuid[])
      RETURNING u.id, u.warranty_until::text AS "warrantyUntil"`,
    [ids, saleId, now],
  );
}

/** Units brought back: in stock again (free of the sale) or defective. */
export async function unitsBack(
  manager: EntityManager,
  ids: string[],
  status: 'in_stock' | 'defective',
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await preparedQuery(
    manager,
    `UPDATE product_units
        SET status = $2::varchar, updated_at = $3,
            sale_id = CASE WHEN $2::varchar = 'in_stock' THEN NULL ELSE sale_id END,
            sold_at = CASE WHEN $2::varchar = 'in_stock' THEN NULL ELSE sold_at END,
            warranty_until = CASE WHEN $2::varchar = 'in_stock' THEN NULL ELSE warranty_until END
      WHERE id = ANY($1::uuid[])`,
    [ids, status, now],
  );
}

/** Faulty pieces brought back go to the product's defective count, not back to its stock. */
export async function addDefective(manager: EntityManager, partId: string, quantity: number, now: Date): Promise<void> {
  await preparedQuery(
    manager,
    `UPDATE parts SET defective_quantity = defective_quantity + $2, updated_at = $3 WHERE id = $1`,
    [partId, quantity, now],
  );
}

/** The shop's next sale number: taken last in a sale's locks (the row is the shop's one counter). */
export async function nextSaleNumber(manager: EntityManager, businessId: string): Promise<number> {
  const [row] = await preparedQuery<{ number: number }>(
    manager,
    `INSERT INTO sale_numbers (business_id, last_number) VALUES ($1, 1)
     ON CONFLICT (business_id) DO UPDATE SET last_number = sale_numbers.last_number + 1
     RETURNING last_number AS number`,
    [businessId],
  );
  if (!row) throw new Error('no sale number');
  return row.number;
}

export interface NewSale {
  id: string;
  businessId: string;
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
  currency: string;
  note: string | null;
  authorId: string;
  authorName: string;
  createdAt: Date;
}

export async function insertSale(manager: EntityManager, sale: NewSale): Promise<void> {
  await preparedQuery(
    manager,
    `INSERT INTO sales (id, business_id, number, kind, original_sale_id, client_name, client_phone, subtotal, discount,
                        total, paid, change, currency, note, author_id, author_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      sale.id,
      sale.businessId,
      sale.number,
      sale.kind,
      sale.originalSaleId,
      sale.clientName,
      sale.clientPhone,
      sale.subtotal,
      sale.discount,
      sale.total,
      sale.paid,
      sale.change,
      sale.currency,
      sale.note,
      sale.authorId,
      sale.authorName,
      sale.createdAt,
    ],
  );
}

export interface NewSaleLine {
  id: string;
  kind: SaleLineKind;
  partId: string | null;
  unitId: string | null;
  jobId: string | null;
  returnsLineId: string | null;
  name: string;
  code: string | null;
  serial: string | null;
  category: string | null;
  quantity: number;
  unitPrice: string;
  discount: string;
  total: string;
  netTotal: string;
  vatRate: string | null;
  costPrice: string | null;
  defective: boolean;
  warrantyUntil: string | null;
}

/** A sale's lines in one statement, numbered in the order given. */
export async function insertSaleLines(
  manager: EntityManager,
  saleId: string,
  businessId: string,
  lines: NewSaleLine[],
): Promise<void> {
  await preparedQuery(
    manager,
    `INSERT INTO sale_lines (id, sale_id, line_no, business_id, kind, part_id, unit_id, job_id, returns_line_id, name,
                             code, serial, category, quantity, unit_price, discount, total, net_total, vat_rate,
                             cost_price, defective, warranty_until)
     SELECT l.id, $1, l.line_no, $2, l.kind, l.part_id, l.unit_id, l.job_id, l.returns_line_id, l.name, l.code,
            l.serial, l.category, l.quantity, l.unit_price, l.discount, l.total, l.net_total, l.vat_rate, l.cost_price,
            l.defective, l.warranty_until
       FROM jsonb_to_recordset($3::jsonb) AS l(id uuid, line_no int, kind varchar, part_id uuid, unit_id uuid,
            job_id uuid, returns_line_id uuid, name varchar, code varchar, serial varchar, category varchar,
            quantity int, unit_price numeric, discount numeric, total numeric, net_total numeric, vat_rate numeric,
            cost_price numeric, defective boolean, warranty_until date)`,
    [
      saleId,
      businessId,
      JSON.stringify(
        lines.map((line, index) => ({
          id: line.id,
          line_no: index + 1,
          kind: line.kind,
          part_id: line.partId,
          unit_id: line.unitId,
          job_id: line.jobId,
          returns_line_id: line.returnsLineId,
          name: line.name,
          code: line.code,
          serial: line.serial,
          category: line.category,
          quantity: line.quantity,
          unit_price: line.unitPrice,
          discount: line.discount,
          total: line.total,
          net_total: line.netTotal,
          vat_rate: line.vatRate,
          cost_price: line.costPrice,
          defective: line.defective,
          warranty_until: line.warrantyUntil,
        })),
      ),
    ],
  );
}

export async function insertSalePayments(
  manager: EntityManager,
  saleId: string,
  payments: { method: PaymentMethod; amount: string }[],
): Promise<void> {
  await preparedQuery(
    manager,
    `INSERT INTO sale_payments (sale_id, line_no, method, amount)
     SELECT $1, p.ordinality, p.method, p.amount::numeric
       FROM unnest($2::varchar[], $3::varchar[]) WITH ORDINALITY AS p(method, amount)`,
    [saleId, payments.map((payment) => payment.method), payments.map((payment) => payment.amount)],
  );
}

/** A sale as read back: the row as it was written, less the shop (every read is scoped to it already). */
export type SaleRow = Omit<NewSale, 'businessId'>;

const SALE_COLUMNS = `id, number, kind, original_sale_id AS "originalSaleId", client_name AS "clientName",
  client_phone AS "clientPhone", subtotal, discount, total, paid, change, currency, note, author_id AS "authorId",
  author_name AS "authorName", created_at AS "createdAt"`;

export async function findSale(
  db: DataSource | EntityManager,
  businessId: string,
  saleId: string,
): Promise<SaleRow | null> {
  const [row] = await preparedQuery<SaleRow>(
    db,
    `SELECT ${SALE_COLUMNS} FROM sales WHERE id = $1 AND business_id = $2`,
    [saleId, businessId],
  );
  return row ?? null;
}

/** A sale (never a return) of the shop, locked: its returns are written one at a time. */
export async function lockSale(manager: EntityManager, businessId: string, saleId: string): Promise<SaleRow | null> {
  const [row] = await preparedQuery<SaleRow>(
    manager,
    `SELECT ${SALE_COLUMNS} FROM sales WHERE id = $1 AND business_id = $2 AND kind = 'sale' FOR UPDATE`,
    [saleId, businessId],
  );
  return row ?? null;
}

/** SQL of the instant a shop-time calendar day (a YYYY-MM-DD placeholder) begins, as the day report counts days. */
const shopDayStart = (date: string): string => `((${date})::date::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}')`;

export interface SaleFilter {
  from?: string;
  to?: string;
  kind?: SaleKind;
}

/** One page of the shop's sales and returns, newest first (sales_business_created_idx), and how many match. */
export async function salesPage(
  db: DataSource,
  businessId: string,
  filter: SaleFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: SaleRow[]; total: number }> {
  const params = new SqlParams();
  const conditions = [`business_id = ${params.add(businessId)}`];
  if (filter.from) conditions.push(`created_at >= ${shopDayStart(params.add(filter.from))}`);
  if (filter.to) conditions.push(`created_at < ${shopDayStart(`${params.add(filter.to)}::date + 1`)}`);
  if (filter.kind) conditions.push(`kind = ${params.add(filter.kind)}`);
  const where = conditions.join(' AND ');
  const countValues = [...params.values];
  const paging = pageClause(page, params);
  const [rows, [count]] = await Promise.all([
    preparedQuery<SaleRow>(
      db,
      `SELECT ${SALE_COLUMNS} FROM sales WHERE ${where} ORDER BY created_at DESC, seq DESC ${paging}`,
      params.values,
    ),
    preparedQuery<{ total: number }>(db, `SELECT count(*)::int AS total FROM sales WHERE ${where}`, countValues),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export interface SaleLineRow {
  id: string;
  saleId: string;
  kind: SaleLineKind;
  partId: string | null;
  unitId: string | null;
  jobId: string | null;
  name: string;
  code: string | null;
  serial: string | null;
  category: string | null;
  quantity: number;
  unitPrice: string;
  discount: string;
  total: string;
  netTotal: string;
  vatRate: string | null;
  costPrice: string | null;
  returnedQuantity: number;
  warrantyUntil: string | null;
}

const LINE_COLUMNS = `id, sale_id AS "saleId", kind, part_id AS "partId", unit_id AS "unitId", job_id AS "jobId", name,
  code, serial, category, quantity, unit_price AS "unitPrice", discount, total, net_total AS "netTotal",
  vat_rate AS "vatRate", cost_price AS "costPrice", returned_quantity AS "returnedQuantity",
  warranty_until::text AS "warrantyUntil"`;

/** The lines of the sales `saleIds`, in each sale's order. */
export function linesOfSales(db: DataSource | EntityManager, saleIds: string[]): Promise<SaleLineRow[]> {
  return preparedQuery<SaleLineRow>(
    db,
    `SELECT ${LINE_COLUMNS} FROM sale_lines WHERE sale_id = ANY($1::uuid[]) ORDER BY sale_id, line_no`,
    [saleIds],
  );
}

/** What the returns so far took back of a sale's lines: one counter per line, kept under the sale's lock. */
export async function addReturned(manager: EntityManager, lineId: string, quantity: number): Promise<void> {
  await preparedQuery(manager, `UPDATE sale_lines SET returned_quantity = returned_quantity + $2 WHERE id = $1`, [
    lineId,
    quantity,
  ]);
}

export interface SalePaymentRow {
  saleId: string;
  method: PaymentMethod;
  amount: string;
}

export function paymentsOfSales(db: DataSource | EntityManager, saleIds: string[]): Promise<SalePaymentRow[]> {
  return preparedQuery<SalePaymentRow>(
    db,
    `SELECT sale_id AS "saleId", method, amount FROM sale_payments WHERE sale_id = ANY($1::uuid[])
      ORDER BY sale_id, line_no`,
    [saleIds],
  );
}

export interface SaleReturnRow {
  id: string;
  originalSaleId: string;
  number: number;
  total: string;
  createdAt: Date;
}

/** The returns of the sales `saleIds`, oldest first (sales_original_idx). */
export function returnsOfSales(db: DataSource | EntityManager, saleIds: string[]): Promise<SaleReturnRow[]> {
  return preparedQuery<SaleReturnRow>(
    db,
    `SELECT id, original_sale_id AS "originalSaleId", number, total, created_at AS "createdAt"
       FROM sales WHERE original_sale_id = ANY($1::uuid[]) ORDER BY seq`,
    [saleIds],
  );
}

/** What a sale's returns gave back so far, by method. */
export function givenBackOf(
  manager: EntityManager,
  saleId: string,
): Promise<{ method: PaymentMethod; amount: string }[]> {
  return preparedQuery<{ method: PaymentMethod; amount: string }>(
    manager,
    `SELECT sp.method, sum(sp.amount) AS amount
       FROM sales r JOIN sale_payments sp ON sp.sale_id = r.id
      WHERE r.original_sale_id = $1
      GROUP BY sp.method`,
    [saleId],
  );
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { PartResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { Page } from '../../common/paging/page';
import { pageClause, pageOf } from '../../common/paging/page-query.dto';
import { SqlParams, foldedContains } from '../../common/search/search-condition';
import { sentFields } from '../../common/validation/if-present';
import { preparedQuery } from '../../database/prepared-queries';
import { isUniqueViolation } from '../../database/unique-violation';
import { requireBusinessId } from '../business/business-scope';
import type { PartDto, PartUpdateDto } from './dto/part.dto';
import type { PartListQueryDto } from './dto/part-list-query.dto';
import { PartCodeTakenException, PartNotFoundException } from './inventory.exceptions';
import { PART_COLUMNS, toPartResponse, type PartRow } from './part.mapper';

/** The columns a PATCH may set, by the request's field name. */
const UPDATABLE: Record<keyof PartUpdateDto, string> = {
  name: 'name',
  code: 'code',
  costPrice: 'cost_price',
  salePrice: 'sale_price',
  quantity: 'quantity',
  lowStockLevel: 'low_stock_level',
};

/** The parts a shop keeps in stock, by name; a code is what a barcode scanner types. */
@Injectable()
export class PartsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** A scanned code that is a part's exactly comes first; then by name. */
  async page(businessId: string | null, query: PartListQueryDto, showCost: boolean): Promise<Page<PartResponse>> {
    const shop = requireBusinessId(businessId);
    const params = new SqlParams();
    const conditions = [`business_id = ${params.add(shop)}`];
    let order = 'name, id';
    if (query.search) {
      const exactCode = `code = ${params.add(query.search)}`;
      conditions.push(`(${exactCode} OR ${foldedContains('search_text', query.search, params)})`);
      order = `(${exactCode}) DESC, ${order}`;
    }
    if (query.lowStock) conditions.push('quantity <= low_stock_level AND low_stock_level > 0');
    const where = conditions.join(' AND ');
    const { limit, offset } = pageOf(query);
    const filterValues = [...params.values];
    const rows = await preparedQuery<PartRow>(
      this.dataSource,
      `SELECT ${PART_COLUMNS} FROM parts WHERE ${where}
        ORDER BY ${order} ${pageClause({ limit, offset }, params)}`,
      params.values,
    );
    const [count] = await preparedQuery<{ total: number }>(this.dataSource, `SELECT count(*)::int AS total FROM parts WHERE ${where}`, filterValues);
    return new Page(
      rows.map((row) => toPartResponse(row, showCost)),
      count?.total ?? 0,
    );
  }

  async create(businessId: string | null, dto: PartDto): Promise<PartResponse> {
    const shop = requireBusinessId(businessId);
    const now = this.clock.now();
    const code = dto.code || null;
    const [row] = await this.writing(code, () =>
      preparedQuery<PartRow>(
        this.dataSource,
        `INSERT INTO parts (id, business_id, name, code, cost_price, sale_price, quantity, low_stock_level, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING ${PART_COLUMNS}`,
        [randomUUID(), shop, dto.name, code, dto.costPrice.toFixed(2), dto.salePrice.toFixed(2), dto.quantity, dto.lowStockLevel ?? 0, now],
      ),
    );
    if (!row) throw new Error('the part was not saved');
    return toPartResponse(row, true);
  }

  async update(businessId: string | null, partId: string, dto: PartUpdateDto): Promise<PartResponse> {
    const shop = requireBusinessId(businessId, () => new PartNotFoundException());
    const params = new SqlParams();
    const sets = [`updated_at = ${params.add(this.clock.now())}`];
    const sent = sentFields(dto);
    for (const [field, value] of Object.entries(sent) as [keyof PartUpdateDto, unknown][]) {
      const stored = field === 'code' ? value || null : field === 'costPrice' || field === 'salePrice' ? (value as number).toFixed(2) : value;
      sets.push(`${UPDATABLE[field]} = ${params.add(stored)}`);
    }
    const [row] = await this.writing(sent.code || null, () =>
      preparedQuery<PartRow>(
        this.dataSource,
        `UPDATE parts SET ${sets.join(', ')} WHERE id = ${params.add(partId)} AND business_id = ${params.add(shop)} RETURNING ${PART_COLUMNS}`,
        params.values,
      ),
    );
    if (!row) throw new PartNotFoundException();
    return toPartResponse(row, true);
  }

  /** A code another part of the shop already has is refused by the unique index: said in Albanian. */
  private async writing<T>(code: string | null, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (code && isUniqueViolation(error)) throw new PartCodeTakenException(code);
      throw error;
    }
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { PartResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import { sentFields } from '../../common/validation/if-present';
import { isUniqueViolation } from '../../database/unique-violation';
import { requireBusinessId } from '../business';
import type { PartDto, PartUpdateDto } from './dto/part.dto';
import type { PartListQueryDto } from './dto/part-list-query.dto';
import { PartCodeTakenException, PartNotFoundException } from './inventory.exceptions';
import { toPartResponse } from './part.mapper';
import { insertPart, partsPage, updatePart } from './parts.repository';

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
    const { rows, total } = await partsPage(this.dataSource, shop, {
      search: query.search,
      lowStock: query.lowStock,
      ...pageOf(query),
    });
    return new Page(
      rows.map((row) => toPartResponse(row, showCost)),
      total,
    );
  }

  async create(businessId: string | null, dto: PartDto): Promise<PartResponse> {
    const shop = requireBusinessId(businessId);
    const now = this.clock.now();
    const code = dto.code || null;
    const row = await this.writing(code, () =>
      insertPart(this.dataSource, {
        id: randomUUID(),
        businessId: shop,
        name: dto.name,
        code,
        costPrice: dto.costPrice.toFixed(2),
        salePrice: dto.salePrice.toFixed(2),
        quantity: dto.quantity,
        lowStockLevel: dto.lowStockLevel ?? 0,
        createdAt: now,
      }),
    );
    if (!row) throw new Error('the part was not saved');
    return toPartResponse(row, true);
  }

  async update(businessId: string | null, partId: string, dto: PartUpdateDto): Promise<PartResponse> {
    const shop = requireBusinessId(businessId, () => new PartNotFoundException());
    const now = this.clock.now();
    const sent = sentFields(dto);
    const changes: Partial<Record<keyof PartUpdateDto, unknown>> = {};
    for (const [field, value] of Object.entries(sent) as [keyof PartUpdateDto, unknown][]) {
      changes[field] =
        field === 'code'
          ? value || null
          : field === 'costPrice' || field === 'salePrice'
            ? (value as number).toFixed(2)
            : value;
    }
    const row = await this.writing(sent.code || null, () => updatePart(this.dataSource, shop, partId, changes, now));
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

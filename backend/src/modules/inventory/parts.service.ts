import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { HistoryAuthor, PartResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import { sentFields } from '../../common/validation/if-present';
import { requireBusinessId } from '../business';
import type { PartDto, PartUpdateDto } from './dto/part.dto';
import type { PartListQueryDto } from './dto/part-list-query.dto';
import { PartNotFoundException } from './inventory.exceptions';
import { toPartResponse } from './part.mapper';
import { partsPage, updatePart, type PartChanges } from './parts.repository';
import { checkSerializedEdit } from './serialized-rules';
import { addStockRow, refusingTakenCodes } from './stock-unique';

/**
 * The parts a shop keeps in stock, by name; a code is what a barcode scanner types. The same rows are the
 * products of /api/products; a quantity set here is booked as a manual stock movement.
 */
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
      forRepairs: query.forRepairs,
      ...pageOf(query),
    });
    return new Page(
      rows.map((row) => toPartResponse(row, showCost)),
      total,
    );
  }

  async create(businessId: string | null, author: HistoryAuthor, dto: PartDto): Promise<PartResponse> {
    const shop = requireBusinessId(businessId);
    const row = await addStockRow(
      this.dataSource,
      {
        businessId: shop,
        name: dto.name,
        code: dto.code || null,
        barcode: null,
        costPrice: dto.costPrice.toFixed(2),
        salePrice: dto.salePrice.toFixed(2),
        vatRate: null,
        quantity: dto.quantity,
        lowStockLevel: dto.lowStockLevel ?? 0,
        forSale: false,
        forRepairs: true,
        category: null,
        serialized: false,
        warrantyMonths: 0,
        createdAt: this.clock.now(),
      },
      author,
    );
    return toPartResponse(row, true);
  }

  async update(
    businessId: string | null,
    author: HistoryAuthor,
    partId: string,
    dto: PartUpdateDto,
  ): Promise<PartResponse> {
    const shop = requireBusinessId(businessId, () => new PartNotFoundException());
    const { quantity, ...sent } = sentFields(dto);
    const changes: PartChanges = {};
    for (const [field, value] of Object.entries(sent) as [keyof typeof sent, unknown][]) {
      changes[field] =
        field === 'code'
          ? value || null
          : field === 'costPrice' || field === 'salePrice'
            ? (value as number).toFixed(2)
            : value;
    }
    const row = await refusingTakenCodes(this.dataSource, shop, { code: sent.code || null }, () =>
      this.dataSource.transaction((manager) =>
        updatePart(manager, shop, partId, changes, quantity, author, this.clock.now(), (locked) =>
          checkSerializedEdit(locked, quantity, undefined),
        ),
      ),
    );
    if (!row) throw new PartNotFoundException();
    return toPartResponse(row, true);
  }
}

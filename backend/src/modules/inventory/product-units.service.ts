import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  PRODUCT_UNIT_STATUS_LABELS,
  type HistoryAuthor,
  type ProductUnitResponse,
  type ProductUnitStatus,
} from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import { requireBusinessId } from '../business';
import type { ProductUnitDto, ProductUnitListQueryDto, ProductUnitUpdateDto } from './dto/product-unit.dto';
import {
  ProductNotFoundException,
  ProductNotSerializedException,
  UnitNotAvailableException,
  UnitNotFoundException,
} from './inventory.exceptions';
import type { PartRow } from './part.mapper';
import { partRow } from './parts.repository';
import { toUnitResponse } from './product-unit.mapper';
import { insertUnits, lockUnit, unitsPage, updateUnit, type UnitChanges } from './product-units.repository';
import { unitSerial } from './serialized-rules';
import { lockLiveParts, moveStock } from './stock-movements.repository';
import { refusingTakenSerials } from './unit-unique';

/** How a unit's status change moves its product's stock: leaving the stock −1, coming back +1. */
const STOCK_CHANGE: Partial<
  Record<`${ProductUnitStatus}>${ProductUnitStatus}`, { change: 1 | -1; reason: 'write_off' | 'manual' }>
> = {
  'in_stock>defective': { change: -1, reason: 'write_off' },
  'in_stock>written_off': { change: -1, reason: 'write_off' },
  'defective>in_stock': { change: 1, reason: 'manual' },
};

/**
 * The units of a serialized product (phones by IMEI or serial), each with its own cost. The product's quantity
 * is the count of its units in stock: every unit entering or leaving the stock moves it through moveStock.
 * Lock order: the product (lockParts' order), then the unit. Selling units is the sales module's.
 */
@Injectable()
export class ProductUnitsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async page(
    businessId: string | null,
    productId: string,
    query: ProductUnitListQueryDto,
    showCost: boolean,
  ): Promise<Page<ProductUnitResponse>> {
    const shop = requireBusinessId(businessId, () => new ProductNotFoundException());
    const product = await partRow(this.dataSource, shop, productId);
    if (!product || product.archivedAt) throw new ProductNotFoundException();
    const { rows, total } = await unitsPage(this.dataSource, shop, productId, {
      status: query.status,
      ...pageOf(query),
    });
    return new Page(
      rows.map((row) => toUnitResponse(row, showCost)),
      total,
    );
  }

  /** A unit received by hand (outside a supplier's receipt): in stock at its own cost, the product's stock +1. */
  async add(
    businessId: string | null,
    author: HistoryAuthor,
    productId: string,
    dto: ProductUnitDto,
  ): Promise<ProductUnitResponse> {
    const shop = requireBusinessId(businessId, () => new ProductNotFoundException());
    const serial = unitSerial(dto.serial);
    const now = this.clock.now();
    return refusingTakenSerials(() =>
      this.dataSource.transaction(async (manager) => {
        const product = await this.lockedSerialized(manager, shop, productId);
        const [unit] = await insertUnits(
          manager,
          shop,
          product.id,
          [{ serial, costPrice: dto.costPrice, note: dto.note || null }],
          now,
        );
        await moveStock(manager, { businessId: shop, partId: product.id, change: 1, reason: 'manual', author, now });
        return toUnitResponse(unit!, true);
      }),
    );
  }

  /**
   * A unit corrected (serial, cost, note) or moved between in stock, defective and written off; the stock follows
   * (out: a write-off movement; back in: a manual one). A sold or written-off unit is not edited (409).
   */
  async update(
    businessId: string | null,
    author: HistoryAuthor,
    productId: string,
    unitId: string,
    dto: ProductUnitUpdateDto,
  ): Promise<ProductUnitResponse> {
    const shop = requireBusinessId(businessId, () => new ProductNotFoundException());
    const serial = dto.serial === undefined ? undefined : unitSerial(dto.serial);
    const now = this.clock.now();
    return refusingTakenSerials(() =>
      this.dataSource.transaction(async (manager) => {
        const [product] = await lockLiveParts(manager, shop, [productId]);
        if (!product) throw new ProductNotFoundException();
        const unit = await lockUnit(manager, shop, product.id, unitId);
        if (!unit) throw new UnitNotFoundException();
        if (unit.status === 'sold' || unit.status === 'written_off') {
          throw new UnitNotAvailableException(unit.serial, PRODUCT_UNIT_STATUS_LABELS[unit.status]);
        }
        const changes: UnitChanges = { serial, costPrice: dto.costPrice };
        if (dto.note !== undefined) changes.note = dto.note || null;
        if (dto.status && dto.status !== unit.status) {
          changes.status = dto.status;
          const move = STOCK_CHANGE[`${unit.status}>${dto.status}`];
          if (move) await moveStock(manager, { businessId: shop, partId: product.id, ...move, author, now });
        }
        return toUnitResponse(await updateUnit(manager, unit.id, changes, now), true);
      }),
    );
  }

  /** The product locked for a new unit: the shop's, not taken off (404), and serialized (422). */
  private async lockedSerialized(manager: EntityManager, shop: string, productId: string): Promise<PartRow> {
    const [product] = await lockLiveParts(manager, shop, [productId]);
    if (!product) throw new ProductNotFoundException();
    if (!product.serialized) throw new ProductNotSerializedException(product.name);
    return product;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type {
  HistoryAuthor,
  ProductArchivedResponse,
  ProductLookupResponse,
  ProductResponse,
} from '@repair-shop/contracts';
import { guessDeviceIdKind, normalizeDeviceId } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import { sentFields } from '../../common/validation/if-present';
import { requireBusinessId } from '../business';
import type { ProductDto, ProductUpdateDto } from './dto/product.dto';
import type { ProductListQueryDto } from './dto/product-list-query.dto';
import { DefectiveQuantityExceededException, ProductNotFoundException } from './inventory.exceptions';
import { toProductResponse } from './part.mapper';
import { toUnitResponse } from './product-unit.mapper';
import { unitBySerial } from './product-units.repository';
import {
  lockAnyPart,
  lowerDefective,
  partByCode,
  partRow,
  partsPage,
  setPartArchived,
  updatePart,
  type PartChanges,
} from './parts.repository';
import { checkOpeningQuantity, checkSerializedEdit } from './serialized-rules';
import { lockLiveParts } from './stock-movements.repository';
import { daysLeftAtPace, stockUse } from './stock-pace.repository';
import { addStockRow, refusingTakenCodes } from './stock-unique';

/**
 * Products: the shop's stock as the counter sees it, the same rows as the parts (a row is for repairs, for sale,
 * or both). Prices are exact decimal strings from the request to the column; costs only for those who see them.
 * A serialized product's quantity is the count of its units in stock (ProductUnitsService moves it).
 */
@Injectable()
export class ProductsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async page(businessId: string | null, query: ProductListQueryDto, showCost: boolean): Promise<Page<ProductResponse>> {
    const shop = requireBusinessId(businessId);
    const { rows, total } = await partsPage(this.dataSource, shop, {
      search: query.search,
      forSale: query.forSale,
      forRepairs: query.forRepairs,
      lowStock: query.lowStock,
      archived: query.archived,
      ...pageOf(query),
    });
    const use = await stockUse(
      this.dataSource,
      shop,
      this.clock.now(),
      rows.map((row) => row.id),
    );
    return new Page(
      rows.map((row) => toProductResponse(row, showCost, daysLeftAtPace(row.quantity, use.get(row.id) ?? 0))),
      total,
    );
  }

  /**
   * What a scanned code names in the caller's shop: a product's barcode exactly, else its code, else a unit's
   * IMEI or serial (a unit in stock before one sold). Products taken off sale are never found.
   */
  async lookup(businessId: string | null, code: string, showCost: boolean): Promise<ProductLookupResponse> {
    const shop = requireBusinessId(businessId, () => new ProductNotFoundException());
    const row = await partByCode(this.dataSource, shop, code);
    if (row) return { ...toProductResponse(row, showCost), unit: null };
    const unit = await unitBySerial(this.dataSource, shop, normalizeDeviceId(guessDeviceIdKind(code), code));
    const product = unit && (await partRow(this.dataSource, shop, unit.partId));
    if (!unit || !product) {
      throw new ProductNotFoundException(`Asnjë produkt apo njësi e stokut tuaj nuk ka kodin «${code}».`);
    }
    return { ...toProductResponse(product, showCost), unit: toUnitResponse(unit, showCost) };
  }

  async create(businessId: string | null, author: HistoryAuthor, dto: ProductDto): Promise<ProductResponse> {
    const shop = requireBusinessId(businessId);
    const serialized = dto.serialized ?? false;
    checkOpeningQuantity(serialized, dto.quantity);
    const row = await addStockRow(
      this.dataSource,
      {
        businessId: shop,
        name: dto.name,
        code: dto.code || null,
        barcode: dto.barcode || null,
        costPrice: dto.costPrice,
        salePrice: dto.salePrice,
        vatRate: dto.vatRate ?? null,
        quantity: dto.quantity,
        lowStockLevel: dto.lowStockLevel ?? 0,
        forSale: dto.forSale,
        forRepairs: dto.forRepairs,
        category: dto.category || null,
        serialized,
        warrantyMonths: dto.warrantyMonths ?? 0,
        createdAt: this.clock.now(),
      },
      author,
    );
    return toProductResponse(row, true);
  }

  async update(
    businessId: string | null,
    author: HistoryAuthor,
    productId: string,
    dto: ProductUpdateDto,
  ): Promise<ProductResponse> {
    const shop = requireBusinessId(businessId, () => new ProductNotFoundException());
    const { quantity, ...sent } = sentFields(dto);
    const changes: PartChanges = { ...sent };
    // Empty text is no code, barcode or category; the decimals are stored as they came.
    if ('code' in sent) changes.code = sent.code || null;
    if ('barcode' in sent) changes.barcode = sent.barcode || null;
    if ('category' in sent) changes.category = sent.category || null;
    const row = await refusingTakenCodes(
      this.dataSource,
      shop,
      { code: sent.code || null, barcode: sent.barcode || null },
      () =>
        this.dataSource.transaction((manager) =>
          updatePart(manager, shop, productId, changes, quantity, author, this.clock.now(), (locked) =>
            checkSerializedEdit(locked, quantity, sent.serialized),
          ),
        ),
    );
    if (!row) throw new ProductNotFoundException();
    return toProductResponse(row, true);
  }

  /**
   * Takes the product off sale: archived, it leaves the lists, lookups, sales and jobs, while its movements,
   * sales and units stay. Pieces still in stock are allowed (a shop stops selling what it will not reorder):
   * they are not moved, and the answer says how many it held so the shop can count them out if it wants.
   */
  async archive(businessId: string | null, productId: string): Promise<Omit<ProductArchivedResponse, 'success'>> {
    const shop = requireBusinessId(businessId, () => new ProductNotFoundException());
    const now = this.clock.now();
    const row = await this.dataSource.transaction(async (manager) => {
      const [locked] = await lockLiveParts(manager, shop, [productId]);
      if (!locked) return undefined;
      await setPartArchived(manager, shop, productId, now, now);
      return partRow(manager, shop, productId);
    });
    if (!row) throw new ProductNotFoundException();
    const held =
      row.quantity > 0 ? ` Kishte ende ${row.quantity} copë në stok: nuk u nxorën, por nuk shfaqen më në lista.` : '';
    const defective = row.defectiveQuantity > 0 ? ` ${row.defectiveQuantity} copë me defekt mbetën pa u nxjerrë.` : '';
    return {
      product: toProductResponse(row, true),
      message: `Produkti «${row.name}» u hoq nga shitja.${held}${defective}`,
    };
  }

  /**
   * Puts a product taken off sale back on sale, with the quantity and books it kept. Restoring one already on
   * sale changes nothing (two clicks, or two tills, end the same way).
   */
  async restore(businessId: string | null, productId: string): Promise<ProductResponse> {
    const shop = requireBusinessId(businessId, () => new ProductNotFoundException());
    const now = this.clock.now();
    const row = await this.dataSource.transaction(async (manager) => {
      const locked = await lockAnyPart(manager, shop, productId);
      if (!locked?.archivedAt) return locked;
      await setPartArchived(manager, shop, productId, null, now);
      return partRow(manager, shop, productId);
    });
    if (!row) throw new ProductNotFoundException();
    return toProductResponse(row, true);
  }

  /** Defective pieces sent back to the supplier or thrown away: the defective count goes down (no stock movement: they were never in the quantity). */
  async writeOffDefective(businessId: string | null, productId: string, quantity: number): Promise<ProductResponse> {
    const shop = requireBusinessId(businessId, () => new ProductNotFoundException());
    const now = this.clock.now();
    const row = await this.dataSource.transaction(async (manager) => {
      const [locked] = await lockLiveParts(manager, shop, [productId]);
      if (!locked) return undefined;
      if (quantity > locked.defectiveQuantity) {
        throw new DefectiveQuantityExceededException(locked.name, locked.defectiveQuantity);
      }
      await lowerDefective(manager, shop, productId, quantity, now);
      return partRow(manager, shop, productId);
    });
    if (!row) throw new ProductNotFoundException();
    return toProductResponse(row, true);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { HistoryAuthor, ProductResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import { sentFields } from '../../common/validation/if-present';
import { requireBusinessId } from '../business';
import type { ProductDto, ProductUpdateDto } from './dto/product.dto';
import type { ProductListQueryDto } from './dto/product-list-query.dto';
import { ProductNotFoundException } from './inventory.exceptions';
import { toProductResponse } from './part.mapper';
import { insertPart, partByBarcode, partsPage, updatePart, type PartChanges } from './parts.repository';
import { refusingTakenCodes } from './stock-unique';

/**
 * Products: the shop's stock as the counter sees it, the same rows as the parts (a row is for repairs, for sale,
 * or both). Prices are exact decimal strings from the request to the column; costs only for those who see them.
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
      ...pageOf(query),
    });
    return new Page(
      rows.map((row) => toProductResponse(row, showCost)),
      total,
    );
  }

  /** The product whose barcode is exactly the code scanned, in the caller's shop. */
  async lookup(businessId: string | null, code: string, showCost: boolean): Promise<ProductResponse> {
    const shop = requireBusinessId(businessId, () => new ProductNotFoundException());
    const row = await partByBarcode(this.dataSource, shop, code);
    if (!row) throw new ProductNotFoundException(`Asnjë produkt i stokut tuaj nuk ka barkodin «${code}».`);
    return toProductResponse(row, showCost);
  }

  async create(businessId: string | null, author: HistoryAuthor, dto: ProductDto): Promise<ProductResponse> {
    const shop = requireBusinessId(businessId);
    const barcode = dto.barcode || null;
    const code = dto.code || null;
    const row = await refusingTakenCodes({ code, barcode }, () =>
      this.dataSource.transaction((manager) =>
        insertPart(
          manager,
          {
            id: randomUUID(),
            businessId: shop,
            name: dto.name,
            code,
            barcode,
            costPrice: dto.costPrice,
            salePrice: dto.salePrice,
            vatRate: dto.vatRate ?? null,
            quantity: dto.quantity,
            lowStockLevel: dto.lowStockLevel ?? 0,
            forSale: dto.forSale,
            forRepairs: dto.forRepairs,
            category: dto.category || null,
            createdAt: this.clock.now(),
          },
          author,
        ),
      ),
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
    const row = await refusingTakenCodes({ code: sent.code || null, barcode: sent.barcode || null }, () =>
      this.dataSource.transaction((manager) =>
        updatePart(manager, shop, productId, changes, quantity, author, this.clock.now()),
      ),
    );
    if (!row) throw new ProductNotFoundException();
    return toProductResponse(row, true);
  }
}

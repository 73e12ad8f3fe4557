import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SaleResponse } from '@repair-shop/contracts';
import { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import { FiscalDocumentsService } from '../fiscal';
import type { SaleListQueryDto } from './dto/sale-list-query.dto';
import { toSaleResponse } from './sale.mapper';
import { SaleNotFoundException } from './sales.exceptions';
import { findSale, linesOfSales, paymentsOfSales, returnsOfSales, salesPage, type SaleRow } from './sales.repository';

/** The shop's sales and returns as the API answers them: each with its lines, payments, document and returns. */
@Injectable()
export class SaleReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fiscalDocuments: FiscalDocumentsService,
  ) {}

  /** A sale of the shop; another shop's or none is 404 SALE_NOT_FOUND. */
  async one(businessId: string, saleId: string, showCost: boolean): Promise<SaleResponse> {
    const row = await findSale(this.dataSource, businessId, saleId);
    if (!row) throw new SaleNotFoundException();
    const [sale] = await this.complete(businessId, [row], showCost);
    if (!sale) throw new SaleNotFoundException();
    return sale;
  }

  /** The shop's sale's number, or null: another shop's sale is none (nothing else is read). */
  async numberOf(businessId: string, saleId: string): Promise<{ id: string; number: number } | null> {
    const row = await findSale(this.dataSource, businessId, saleId);
    return row && { id: row.id, number: row.number };
  }

  async page(businessId: string, query: SaleListQueryDto, showCost: boolean): Promise<Page<SaleResponse>> {
    const { rows, total } = await salesPage(this.dataSource, businessId, query, pageOf(query));
    return new Page(await this.complete(businessId, rows, showCost), total);
  }

  /** The rows' lines, payments, documents and returns, one statement each whatever the rows' number. */
  private async complete(businessId: string, rows: SaleRow[], showCost: boolean): Promise<SaleResponse[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [lines, payments, returns, documents] = await Promise.all([
      linesOfSales(this.dataSource, ids),
      paymentsOfSales(this.dataSource, ids),
      returnsOfSales(this.dataSource, ids),
      this.fiscalDocuments.ofSales(businessId, ids),
    ]);
    return rows.map((row) =>
      toSaleResponse(
        row,
        {
          lines: lines.filter((line) => line.saleId === row.id),
          payments: payments.filter((payment) => payment.saleId === row.id),
          returns: returns.filter((ret) => ret.originalSaleId === row.id),
          fiscalDocument: documents.get(row.id) ?? null,
        },
        showCost,
      ),
    );
  }
}

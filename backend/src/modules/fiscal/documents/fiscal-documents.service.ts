import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  FISCAL_UNSENT_WARNING_HOURS,
  FISCAL_UNSIGNED_WARNING_HOURS,
  type FiscalDocumentResponse,
  type FiscalPendingResponse,
  type FiscalPrintResponse,
  type PageQuery,
} from '@repair-shop/contracts';
import { Clock } from '../../../common/clock/clock';
import { pageOf } from '../../../common/paging/page-query.dto';
import { findJobInScope, type JobScope } from '../../jobs';
import { FiscalDocumentNotFoundException } from '../fiscal.exceptions';
import { toFiscalDocumentResponse } from './fiscal-document.mapper';
import { FiscalDocumentSender } from './fiscal-document-sender.service';
import {
  countPrints,
  findFiscalDocument,
  fiscalDocumentsOfJob,
  fiscalDocumentsOfSales,
  pendingOfShop,
  unsignedOverdueOfShop,
  printableDocumentsOfJob,
  printableDocumentsOfSale,
  recordPrint,
  type PrintedDocumentsOf,
} from './fiscal-documents.repository';

const HOUR_MS = 60 * 60 * 1000;

/** What the shop reads of its fiscal documents, and the first try of one just issued. */
@Injectable()
export class FiscalDocumentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sender: FiscalDocumentSender,
    private readonly clock: Clock,
  ) {}

  /**
   * Sends a document issued in a transaction that has committed, and answers it as it is after that try
   * (fiscalized, or pending and printed without the tax office's answer, or refused). Null for no document.
   */
  async sendIssued(businessId: string, id: string | null): Promise<FiscalDocumentResponse | null> {
    if (!id) return null;
    await this.sender.sendNow(id);
    const row = await findFiscalDocument(this.dataSource, businessId, id);
    return row && toFiscalDocumentResponse(row);
  }

  async ofJob(scope: JobScope, jobId: string): Promise<FiscalDocumentResponse[]> {
    await findJobInScope(this.dataSource, scope, jobId);
    return (await fiscalDocumentsOfJob(this.dataSource, jobId)).map(toFiscalDocumentResponse);
  }

  /** The documents of the shop's sales or returns `saleIds`, by sale id (a sale without one is absent). */
  async ofSales(businessId: string, saleIds: string[]): Promise<Map<string, FiscalDocumentResponse>> {
    if (saleIds.length === 0) return new Map();
    const rows = await fiscalDocumentsOfSales(this.dataSource, businessId, saleIds);
    return new Map(rows.map((row) => [row.saleId, toFiscalDocumentResponse(row)]));
  }

  /** A counter sale's (or return's) document of the shop; null when it made none (North Macedonia, not fiscalizing). */
  async ofSale(businessId: string, saleId: string): Promise<FiscalDocumentResponse | null> {
    return (await this.ofSales(businessId, [saleId])).get(saleId) ?? null;
  }

  /** With the coupons a Kosovo till has left unsigned past the law's 48 hours, per till, for their own warning. */
  async pending(businessId: string, query: PageQuery): Promise<FiscalPendingResponse> {
    const now = this.clock.now().getTime();
    const overdueBefore = new Date(now - FISCAL_UNSENT_WARNING_HOURS * HOUR_MS);
    const [{ rows, total, overdue }, tills] = await Promise.all([
      pendingOfShop(this.dataSource, businessId, pageOf(query), overdueBefore),
      unsignedOverdueOfShop(this.dataSource, businessId, new Date(now - FISCAL_UNSIGNED_WARNING_HOURS * HOUR_MS)),
    ]);
    return {
      documents: rows.map(toFiscalDocumentResponse),
      total,
      overdue,
      unsignedOverdue: tills.reduce((sum, till) => sum + till.count, 0),
      unsignedOverdueTills: tills,
    };
  }

  /**
   * A print station's print of `copies` copies, counted in the caller's transaction (the station's claim):
   * each document that prints, with how many prints it had before.
   */
  async countStationPrints(
    manager: EntityManager,
    printed: PrintedDocumentsOf,
    copies: number,
  ): Promise<Record<string, number>> {
    const counted = await countPrints(manager, printed, copies);
    return Object.fromEntries(counted.map(({ id, printsBefore }) => [id, printsBefore]));
  }

  /** The job's documents that print, oldest first, of a shop (a station's: no person's scope to check). */
  async printableOfJob(businessId: string, jobId: string): Promise<FiscalDocumentResponse[]> {
    return (await printableDocumentsOfJob(this.dataSource, businessId, jobId)).map(toFiscalDocumentResponse);
  }

  /** A sale's document that prints (none in North Macedonia), of a shop. */
  async printableOfSale(businessId: string, saleId: string): Promise<FiscalDocumentResponse[]> {
    return (await printableDocumentsOfSale(this.dataSource, businessId, saleId)).map(toFiscalDocumentResponse);
  }

  async recordPrint(businessId: string, id: string): Promise<FiscalPrintResponse> {
    const printed = await recordPrint(this.dataSource, businessId, id);
    if (!printed) throw new FiscalDocumentNotFoundException();
    return printed;
  }
}

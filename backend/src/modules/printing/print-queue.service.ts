import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  PRINT_DOCUMENT_SIZES,
  type FiscalDocumentResponse,
  type HistoryAuthor,
  type PrintJobResponse,
  type SaleResponse,
  type StationClaimResponse,
} from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import type { PageQueryDto } from '../../common/paging/page-query.dto';
import type { StationPrincipal } from '../auth';
import { FiscalDocumentsService, type PrintedDocumentsOf } from '../fiscal';
import { findJobInScope, type JobActor, type JobScope, JobWriter } from '../jobs';
import type { PrintRequestDto, SalePrintRequestDto, StationDoneDto } from './dto/print-request.dto';
import { PrintNotifier } from './print-notifier';
import {
  claimNextPrintJob,
  fiscalPrintsBeforeOf,
  keepFiscalPrintsBefore,
  latestPrintJobsOfJob,
  latestPrintJobsOfSale,
  paymentToPrint,
  printJobById,
  printJobOfStation,
  printJobsOfStation,
  queueDocument,
  reportPrintJob,
  stationOfShop,
  type ClaimedPrintJob,
} from './print-jobs.repository';
import {
  NoPaymentToPrintException,
  PaymentNotFoundException,
  PrintJobNotFoundException,
  PrintJobNotYoursException,
  PrintSizeInvalidException,
  PrintStationNotFoundException,
} from './printing.exceptions';
import { SaleNotFoundException, SaleReader } from '../sales';

/** The latest documents sent for one job that its detail shows. */
const JOB_HISTORY_LENGTH = 10;

/**
 * Documents sent to print stations: queued by anyone in the shop, taken one at a time by a tab of the
 * station (so that two tabs, or a reloaded one, never print the same document twice), reported printed
 * or failed. A document taken and never reported stays "printing": the station shows it, to print again.
 */
@Injectable()
export class PrintQueueService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifier: PrintNotifier,
    private readonly writer: JobWriter,
    private readonly clock: Clock,
    private readonly fiscal: FiscalDocumentsService,
    private readonly sales: SaleReader,
  ) {}

  /** POST /jobs/:id/print: the job in the sender's scope, the station and the payment in its shop. */
  async send(actor: JobActor, jobId: string, dto: PrintRequestDto): Promise<PrintJobResponse> {
    const size = sizeToPrint(dto);
    // The answer is read in the same unit: a deletion right after it must not turn a queued document into a 404.
    const queued = await this.writer.change(actor, jobId, async ({ manager, job, now }) => {
      const station = await stationOfShop(manager, job.businessId, dto.stationId);
      if (!station) throw new PrintStationNotFoundException();
      let paymentId: string | null = null;
      if (dto.document === 'payment_receipt') {
        const payment = await paymentToPrint(manager, job.id, dto.paymentId);
        if (!payment) throw dto.paymentId ? new PaymentNotFoundException() : new NoPaymentToPrintException();
        paymentId = payment.id;
      }
      const id = await queueDocument(
        manager,
        {
          businessId: job.businessId,
          stationId: station.id,
          jobId: job.id,
          document: dto.document,
          size,
          paymentId,
          copies: dto.copies ?? 1,
          requestedBy: actor.author,
        },
        now,
      );
      const printJob = await printJobById(manager, id);
      if (!printJob) throw new Error(`print job ${id} is gone from its own transaction`);
      return printJob;
    });
    this.notifier.queued([dto.stationId]);
    return queued;
  }

  /**
   * POST /sales/:id/print: a sale's (or a return's) receipt or invoice, the sale and the station of the sender's
   * shop (another shop's sale is 404). A sale is never changed afterwards: nothing of it needs a lock.
   */
  async sendSale(
    businessId: string,
    author: HistoryAuthor | null,
    saleId: string,
    dto: SalePrintRequestDto,
  ): Promise<PrintJobResponse> {
    const size = sizeToPrint(dto);
    const sale = await this.sales.numberOf(businessId, saleId);
    if (!sale) throw new SaleNotFoundException();
    const queued = await this.dataSource.transaction(async (manager) => {
      const station = await stationOfShop(manager, businessId, dto.stationId);
      if (!station) throw new PrintStationNotFoundException();
      const id = await queueDocument(
        manager,
        {
          businessId,
          stationId: station.id,
          jobId: null,
          saleId: sale.id,
          document: dto.document,
          size,
          paymentId: null,
          copies: dto.copies ?? 1,
          requestedBy: author,
        },
        this.clock.now(),
      );
      const printJob = await printJobById(manager, id);
      if (!printJob) throw new Error(`print job ${id} is gone from its own transaction`);
      return printJob;
    });
    this.notifier.queued([dto.stationId]);
    return queued;
  }

  /** The latest documents sent for a sale of the caller's shop. */
  async ofSale(businessId: string, saleId: string): Promise<PrintJobResponse[]> {
    if (!(await this.sales.numberOf(businessId, saleId))) throw new SaleNotFoundException();
    return latestPrintJobsOfSale(this.dataSource, saleId, JOB_HISTORY_LENGTH);
  }

  /** A sale's document as the station draws it: the sale, and a return's original (its number, its document). */
  async saleOf(
    station: StationPrincipal,
    saleId: string,
    fiscalDocuments: FiscalDocumentResponse[],
  ): Promise<{ sale: SaleResponse; originalSale: Pick<SaleResponse, 'id' | 'number' | 'fiscalDocument'> | null }> {
    // A station prints for the counter: no costs. The document is the one the claim counted.
    const read = await this.sales.one(station.businessId, saleId, false).catch((error: unknown) => {
      if (error instanceof SaleNotFoundException) throw new PrintJobNotFoundException();
      throw error;
    });
    const sale = { ...read, fiscalDocument: fiscalDocuments[0] ?? null };
    if (!sale.originalSaleId) return { sale, originalSale: null };
    const [original, originalDocuments] = await Promise.all([
      this.sales.numberOf(station.businessId, sale.originalSaleId),
      this.fiscal.printableOfSale(station.businessId, sale.originalSaleId),
    ]);
    return {
      sale,
      originalSale: original ? { ...original, fiscalDocument: originalDocuments[0] ?? null } : null,
    };
  }

  /** The latest documents sent for a job of the caller's scope. */
  async ofJob(scope: JobScope, jobId: string): Promise<PrintJobResponse[]> {
    await findJobInScope(this.dataSource, scope, jobId);
    return latestPrintJobsOfJob(this.dataSource, jobId, JOB_HISTORY_LENGTH);
  }

  /** The station's documents, newest first: what waits, what is printing, what was printed. */
  async ofStation(station: StationPrincipal, query: PageQueryDto): Promise<Page<PrintJobResponse>> {
    const { rows, total } = await printJobsOfStation(this.dataSource, station.stationId, pageOf(query));
    return new Page(rows, total);
  }

  /** Hands the station's oldest waiting document to the tab that asks, once; null when none waits. */
  async claim(station: StationPrincipal): Promise<StationClaimResponse> {
    const claim = randomBytes(24).toString('base64url');
    // The print of a receipt's or an invoice's fiscal documents is counted with the claim: a document is
    // claimed once, so printed once as the original, and a GET of it (retried at will) changes nothing.
    const taken = await this.dataSource.transaction(async (manager) => {
      const claimed = await claimNextPrintJob(manager, station.stationId, claim, this.clock.now());
      const printed = claimed && fiscalDocumentsPrinted(station.businessId, claimed);
      if (claimed && printed) {
        const printsBefore = await this.fiscal.countStationPrints(manager, printed, claimed.copies);
        await keepFiscalPrintsBefore(manager, claimed.id, printsBefore);
      }
      return claimed;
    });
    if (!taken) return { printJob: null };
    return { printJob: { ...(await this.byId(taken.id)), claim } };
  }

  /** The job's fiscal documents that print, and how many prints each the station's document counted before it. */
  async fiscalOf(
    station: StationPrincipal,
    printJob: PrintJobResponse,
  ): Promise<{ fiscalDocuments: FiscalDocumentResponse[]; fiscalPrintsBefore: Record<string, number> }> {
    const [fiscalDocuments, fiscalPrintsBefore] = await Promise.all([
      printJob.saleId
        ? this.fiscal.printableOfSale(station.businessId, printJob.saleId)
        : this.fiscal.printableOfJob(station.businessId, printJob.jobId ?? ''),
      fiscalPrintsBeforeOf(this.dataSource, station.stationId, printJob.id),
    ]);
    return { fiscalDocuments, fiscalPrintsBefore };
  }

  /** The tab that took the document reports it printed, or the browser's error. */
  async done(station: StationPrincipal, printJobId: string, dto: StationDoneDto): Promise<PrintJobResponse> {
    const reported = await reportPrintJob(
      this.dataSource,
      { printJobId, stationId: station.stationId, claim: dto.claim, error: dto.error || null },
      this.clock.now(),
    );
    if (!reported) {
      await this.ofStationById(station, printJobId);
      throw new PrintJobNotYoursException();
    }
    return this.byId(reported);
  }

  /**
   * Prints a document of the station's history again: a new document in the queue, signed by the station,
   * written to its job through the job's one write path (a job deleted meanwhile leaves nothing to reprint).
   */
  async reprint(station: StationPrincipal, printJobId: string): Promise<PrintJobResponse> {
    const original = await this.ofStationById(station, printJobId);
    if (original.saleId) {
      const again = await this.sendSale(station.businessId, null, original.saleId, {
        stationId: station.stationId,
        document: original.document as SalePrintRequestDto['document'],
        size: original.size ?? undefined,
        copies: original.copies,
      }).catch((error: unknown) => {
        throw error instanceof SaleNotFoundException ? new PrintJobNotFoundException() : error;
      });
      return again;
    }
    const jobId = original.jobId;
    if (!jobId) throw new PrintJobNotFoundException();
    const queued = await this.writer.change(
      { businessId: station.businessId, onlyWorkerId: null },
      jobId,
      async ({ manager, now }) => {
        const id = await queueDocument(
          manager,
          {
            businessId: station.businessId,
            stationId: station.stationId,
            jobId,
            document: original.document,
            size: original.size,
            paymentId: original.paymentId,
            copies: original.copies,
            requestedBy: null,
          },
          now,
        );
        const printJob = await printJobById(manager, id);
        if (!printJob) throw new Error(`print job ${id} is gone from its own transaction`);
        return printJob;
      },
      { notFound: () => new PrintJobNotFoundException() },
    );
    this.notifier.queued([station.stationId]);
    return queued;
  }

  /** A document of the station's own queue; any other id is 404. */
  async ofStationById(station: StationPrincipal, printJobId: string): Promise<PrintJobResponse> {
    const printJob = await printJobOfStation(this.dataSource, station.stationId, printJobId);
    if (!printJob) throw new PrintJobNotFoundException();
    return printJob;
  }

  private async byId(id: string): Promise<PrintJobResponse> {
    const printJob = await printJobById(this.dataSource, id);
    if (!printJob) throw new PrintJobNotFoundException();
    return printJob;
  }
}

/** The sheet size a document is sent at: the one asked for among its sizes, else its first (none for A4). */
function sizeToPrint(dto: { document: keyof typeof PRINT_DOCUMENT_SIZES; size?: string }): string | null {
  const sizes = PRINT_DOCUMENT_SIZES[dto.document];
  const size = dto.size ?? sizes[0] ?? null;
  if (size === null ? dto.size !== undefined : !sizes.includes(size))
    throw new PrintSizeInvalidException(dto.document, sizes);
  return size;
}

/**
 * The fiscal documents a claimed document carries: a payment receipt its payment's, an invoice all, a sale's
 * receipt or invoice the sale's one; else none.
 */
function fiscalDocumentsPrinted(businessId: string, claimed: ClaimedPrintJob): PrintedDocumentsOf | null {
  if (claimed.saleId) return { businessId, saleId: claimed.saleId };
  if (!claimed.jobId) return null;
  if (claimed.document === 'invoice') return { businessId, jobId: claimed.jobId, paymentId: null };
  if (claimed.document === 'payment_receipt' && claimed.paymentId)
    return { businessId, jobId: claimed.jobId, paymentId: claimed.paymentId };
  return null;
}

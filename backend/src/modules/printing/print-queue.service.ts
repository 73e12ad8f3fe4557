import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { PRINT_DOCUMENT_SIZES, type PrintJobResponse, type StationClaimResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { Page } from '../../common/paging/page';
import { pageClause, pageOf } from '../../common/paging/page-query.dto';
import type { PageQueryDto } from '../../common/paging/page-query.dto';
import { SqlParams } from '../../common/search/search-condition';
import { preparedQuery } from '../../database/prepared-queries';
import type { StationPrincipal } from '../auth/authenticated-user';
import type { JobActor, JobScope } from '../jobs/job-history';
import { findJobInScope, lockJobInScope } from '../jobs/job-lock';
import type { PrintRequestDto, StationDoneDto } from './dto/print-request.dto';
import { PRINT_JOB_COLUMNS, PRINT_JOB_FROM, toPrintJobResponse, type PrintJobRow } from './print-job.mapper';
import { PrintNotifier } from './print-notifier';
import { queueDocument } from './print-queue-sql';
import {
  NoPaymentToPrintException,
  PaymentNotFoundException,
  PrintJobNotFoundException,
  PrintJobNotYoursException,
  PrintSizeInvalidException,
  PrintStationNotFoundException,
} from './printing.exceptions';

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
    private readonly clock: Clock,
  ) {}

  /** POST /jobs/:id/print: the job in the sender's scope, the station and the payment in its shop. */
  async send(actor: JobActor, jobId: string, dto: PrintRequestDto): Promise<PrintJobResponse> {
    const sizes = PRINT_DOCUMENT_SIZES[dto.document];
    const size = dto.size ?? sizes[0] ?? null;
    if (size === null ? dto.size !== undefined : !sizes.includes(size)) throw new PrintSizeInvalidException(dto.document, sizes);
    const id = await this.dataSource.transaction(async (manager) => {
      const job = await lockJobInScope(manager, actor, jobId);
      const [station] = await preparedQuery<{ id: string }>(manager, `SELECT id FROM print_stations WHERE id = $1 AND business_id = $2`, [dto.stationId, job.businessId]);
      if (!station) throw new PrintStationNotFoundException();
      let paymentId: string | null = null;
      if (dto.document === 'payment_receipt') {
        const [payment] = dto.paymentId
          ? await preparedQuery<{ id: string }>(manager, `SELECT id FROM payments WHERE job_id = $1 AND id = $2`, [job.id, dto.paymentId])
          : await preparedQuery<{ id: string }>(manager, `SELECT id FROM payments WHERE job_id = $1 ORDER BY seq DESC LIMIT 1`, [job.id]);
        if (!payment) throw dto.paymentId ? new PaymentNotFoundException() : new NoPaymentToPrintException();
        paymentId = payment.id;
      }
      return queueDocument(
        manager,
        { businessId: job.businessId, stationId: station.id, jobId: job.id, document: dto.document, size, paymentId, copies: dto.copies ?? 1, requestedBy: actor.author },
        this.clock.now(),
      );
    });
    this.notifier.queued([dto.stationId]);
    return this.byId(id);
  }

  /** The latest documents sent for a job of the caller's scope. */
  async ofJob(scope: JobScope, jobId: string): Promise<PrintJobResponse[]> {
    await findJobInScope(this.dataSource, scope, jobId);
    const rows = await preparedQuery<PrintJobRow>(
      this.dataSource,
      `SELECT ${PRINT_JOB_COLUMNS} FROM ${PRINT_JOB_FROM} WHERE p.job_id = $1 ORDER BY p.seq DESC LIMIT ${JOB_HISTORY_LENGTH}`,
      [jobId],
    );
    return rows.map(toPrintJobResponse);
  }

  /** The station's documents, newest first: what waits, what is printing, what was printed. */
  async ofStation(station: StationPrincipal, query: PageQueryDto): Promise<Page<PrintJobResponse>> {
    const params = new SqlParams();
    const where = `p.station_id = ${params.add(station.stationId)}`;
    const rows = await preparedQuery<PrintJobRow>(
      this.dataSource,
      `SELECT ${PRINT_JOB_COLUMNS} FROM ${PRINT_JOB_FROM} WHERE ${where} ORDER BY p.seq DESC ${pageClause(pageOf(query), params)}`,
      params.values,
    );
    const [count] = await preparedQuery<{ total: number }>(this.dataSource, `SELECT COUNT(*)::int AS total FROM print_jobs p WHERE ${where}`, [station.stationId]);
    return new Page(rows.map(toPrintJobResponse), count?.total ?? 0);
  }

  /** Hands the station's oldest waiting document to the tab that asks, once; null when none waits. */
  async claim(station: StationPrincipal): Promise<StationClaimResponse> {
    const claim = randomBytes(24).toString('base64url');
    const [taken] = await preparedQuery<{ id: string }>(
      this.dataSource,
      `UPDATE print_jobs SET state = 'printing', claim = $2, claimed_at = $3
        WHERE id = (SELECT id FROM print_jobs WHERE station_id = $1 AND state = 'queued' ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [station.stationId, claim, this.clock.now()],
    );
    if (!taken) return { printJob: null };
    return { printJob: { ...(await this.byId(taken.id)), claim } };
  }

  /** The tab that took the document reports it printed, or the browser's error. */
  async done(station: StationPrincipal, printJobId: string, dto: StationDoneDto): Promise<PrintJobResponse> {
    const [reported] = await preparedQuery<{ id: string }>(
      this.dataSource,
      `UPDATE print_jobs SET state = CASE WHEN $4::text IS NULL THEN 'printed' ELSE 'failed' END, error = $4, printed_at = $5, claim = NULL
        WHERE id = $1 AND station_id = $2 AND claim = $3 AND state = 'printing'
        RETURNING id`,
      [printJobId, station.stationId, dto.claim, dto.error || null, this.clock.now()],
    );
    if (!reported) {
      await this.ofStationById(station, printJobId);
      throw new PrintJobNotYoursException();
    }
    return this.byId(reported.id);
  }

  /** Prints a document of the station's history again: a new document in the queue, signed by the station. */
  async reprint(station: StationPrincipal, printJobId: string): Promise<PrintJobResponse> {
    const original = await this.ofStationById(station, printJobId);
    const id = await this.dataSource.transaction((manager) =>
      queueDocument(
        manager,
        {
          businessId: station.businessId,
          stationId: station.stationId,
          jobId: original.jobId,
          document: original.document,
          size: original.size,
          paymentId: original.paymentId,
          copies: original.copies,
          requestedBy: null,
        },
        this.clock.now(),
      ),
    );
    this.notifier.queued([station.stationId]);
    return this.byId(id);
  }

  /** A document of the station's own queue; any other id is 404. */
  async ofStationById(station: StationPrincipal, printJobId: string): Promise<PrintJobResponse> {
    const [row] = await preparedQuery<PrintJobRow>(this.dataSource, `SELECT ${PRINT_JOB_COLUMNS} FROM ${PRINT_JOB_FROM} WHERE p.id = $1 AND p.station_id = $2`, [
      printJobId,
      station.stationId,
    ]);
    if (!row) throw new PrintJobNotFoundException();
    return toPrintJobResponse(row);
  }

  private async byId(id: string): Promise<PrintJobResponse> {
    const [row] = await preparedQuery<PrintJobRow>(this.dataSource, `SELECT ${PRINT_JOB_COLUMNS} FROM ${PRINT_JOB_FROM} WHERE p.id = $1`, [id]);
    if (!row) throw new PrintJobNotFoundException();
    return toPrintJobResponse(row);
  }
}

import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Sse,
  type MessageEvent,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Observable } from 'rxjs';
import type {
  PrintJobResponse,
  StationClaimResponse,
  StationDocumentResponse,
  StationSelfResponse,
} from '@repair-shop/contracts';
import { StationOnly } from '../../common/decorators/access.decorators';
import { CurrentStation } from '../../common/decorators/current-user.decorator';
import type { Page } from '../../common/paging/page';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { Paged } from '../../common/paging/paged.decorator';
import { ApiEventStream, ApiResult } from '../../openapi/api-result.decorator';
import type { StationPrincipal } from '../auth';
import { BusinessService } from '../business';
import { JobDetailService } from '../whole-jobs';
import { StationDoneDto } from './dto/print-request.dto';
import { PrintNotifier } from './print-notifier';
import { PrintQueueService } from './print-queue.service';
import { PrintJobIdPipe } from './printing-id.pipes';

/** A ping now and then keeps an idle stream open through proxies that close quiet connections. */
const KEEP_ALIVE_MS = 25_000;

/** What a paired station's credential may do: read the documents sent to it and report them printed. */
@ApiTags('printing')
@StationOnly()
@Controller('station')
export class StationController {
  constructor(
    private readonly queue: PrintQueueService,
    private readonly notifier: PrintNotifier,
    private readonly jobs: JobDetailService,
    private readonly business: BusinessService,
  ) {}

  @ApiResult('StationSelfResponse')
  @Get()
  self(@CurrentStation() station: StationPrincipal): StationSelfResponse {
    return { station: { id: station.stationId, name: station.stationName, businessName: station.businessName } };
  }

  /** The station's documents, newest first (X-Total-Count has how many). */
  @ApiResult('PrintJobResponse', { page: true })
  @Paged()
  @Get('jobs')
  list(@CurrentStation() station: StationPrincipal, @Query() query: PageQueryDto): Promise<Page<PrintJobResponse>> {
    return this.queue.ofStation(station, query);
  }

  /** Takes the oldest waiting document for this tab to print; `printJob` null when none waits. */
  @ApiResult('StationClaimResponse')
  @HttpCode(HttpStatus.OK)
  @Post('jobs/claim')
  claim(@CurrentStation() station: StationPrincipal): Promise<StationClaimResponse> {
    return this.queue.claim(station);
  }

  /** What the document shows: the job (no cost prices) or the sale, the shop and their fiscal documents; it changes nothing. */
  @ApiResult('StationDocumentResponse')
  @Get('jobs/:id/document')
  async document(
    @CurrentStation() station: StationPrincipal,
    @Param('id', PrintJobIdPipe) printJobId: string,
  ): Promise<StationDocumentResponse> {
    const printJob = await this.queue.ofStationById(station, printJobId);
    const [detail, business, fiscal] = await Promise.all([
      printJob.jobId
        ? this.jobs.detail({ businessId: station.businessId, onlyWorkerId: null }, false, printJob.jobId)
        : null,
      this.business.get(station.businessId),
      this.queue.fiscalOf(station, printJob),
    ]);
    const sale = printJob.saleId
      ? await this.queue.saleOf(station, printJob.saleId, fiscal.fiscalDocuments)
      : { sale: null, originalSale: null };
    return { printJob, detail, business, ...fiscal, ...sale };
  }

  @ApiResult('PrintJobResponse')
  @HttpCode(HttpStatus.OK)
  @Post('jobs/:id/done')
  done(
    @CurrentStation() station: StationPrincipal,
    @Param('id', PrintJobIdPipe) printJobId: string,
    @Body() dto: StationDoneDto,
  ): Promise<PrintJobResponse> {
    return this.queue.done(station, printJobId, dto);
  }

  /** Queues a document of the station's history again. */
  @ApiResult('PrintJobResponse', { status: HttpStatus.CREATED })
  @Post('jobs/:id/reprint')
  reprint(
    @CurrentStation() station: StationPrincipal,
    @Param('id', PrintJobIdPipe) printJobId: string,
  ): Promise<PrintJobResponse> {
    return this.queue.reprint(station, printJobId);
  }

  /**
   * Server-sent events: "queued" when a document arrives for the station, "till" when its till changed (its shop
   * fiscalized in Kosovo or no longer, a new key asked for), each once on opening too (what changed while the stream
   * was lost); "ping" keeps the stream open. The station polls as well, in case the stream drops.
   */
  @ApiEventStream(
    'queued: a document arrived; till: ask about the fiscal till again (both once on opening); ping: keeps the stream open',
  )
  @Sse('events')
  events(@CurrentStation() station: StationPrincipal): Observable<MessageEvent> {
    return new Observable<MessageEvent>((subscriber) => {
      // The till first: the look at what waits then finds it asked already, instead of asking it twice.
      subscriber.next({ type: 'till', data: '' });
      subscriber.next({ type: 'queued', data: '' });
      const unsubscribe = this.notifier.subscribe(station.stationId, {
        wake: () => subscriber.next({ type: 'queued', data: '' }),
        tillChanged: () => subscriber.next({ type: 'till', data: '' }),
        end: () => subscriber.complete(),
      });
      const keepAlive = setInterval(() => subscriber.next({ type: 'ping', data: '' }), KEEP_ALIVE_MS);
      return () => {
        clearInterval(keepAlive);
        unsubscribe();
      };
    });
  }
}

import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Readable } from 'node:stream';
import type { ExportFormat, WorkbookExportKind } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiCsvFile, ApiXlsxFile } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { requireBusinessId } from '../business';
import { CsvExportService } from './csv-export.service';
import { ExportQueryDto } from './dto/report-queries.dto';
import type { ExportScope, ExportSource } from './exports.repository';
import { ReversedRangeException } from './reports.exceptions';
import { shopToday } from './shop-day';
import { XlsxExportService } from './xlsx-export.service';
import { Allow } from '../../common/decorators/access.decorators';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The sheet's name in the workbook, of each file written as one. */
const SHEET_NAMES: Record<WorkbookExportKind | 'clients', string> = {
  jobs: 'Punët',
  'stock-movements': 'Lëvizjet e stokut',
  'cash-deposits': 'Fondi i arkës',
  sales: 'Shitjet',
  clients: 'Klientët',
};

/**
 * Files of the shop's data, the owner's and the managers': CSV for Excel (UTF-8 with BOM, semicolons,
 * decimal commas) of any range of days, and .xlsx workbooks with typed cells of the jobs, the stock's
 * movements, the register's cash and the clients.
 */
@ApiTags('reports')
@ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
@Allow('transferData')
@Controller('export')
export class ExportController {
  constructor(
    private readonly csv: CsvExportService,
    private readonly xlsx: XlsxExportService,
    private readonly clock: Clock,
  ) {}

  /** Jobs received in the range, with their totals, paid and balance. */
  @ApiCsvFile('The jobs received in the range')
  @Get('jobs.csv')
  jobs(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.file('csv', 'jobs', this.ranged(user, query));
  }

  /** The same jobs as an Excel workbook: numbers, dates and text in typed cells. */
  @ApiXlsxFile('The jobs received in the range')
  @Get('jobs.xlsx')
  jobsWorkbook(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.file('xlsx', 'jobs', this.ranged(user, query));
  }

  /** Payments and refunds of the range. */
  @ApiCsvFile('The payments and refunds of the range')
  @Get('payments.csv')
  payments(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.file('csv', 'payments', this.ranged(user, query));
  }

  /** Parts used on jobs in the range, with their cost and profit. */
  @ApiCsvFile('The parts used on jobs in the range')
  @Get('parts.csv')
  parts(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.file('csv', 'parts', this.ranged(user, query));
  }

  /** Every change of a part's or product's quantity in the range: why, by whom, what was left. */
  @ApiCsvFile('The stock movements of the range')
  @Get('stock-movements.csv')
  stockMovements(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.file('csv', 'stock-movements', this.ranged(user, query));
  }

  @ApiXlsxFile('The stock movements of the range')
  @Get('stock-movements.xlsx')
  stockMovementsWorkbook(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ExportQueryDto,
  ): Promise<StreamableFile> {
    return this.file('xlsx', 'stock-movements', this.ranged(user, query));
  }

  /** Albania's register cash of the range's days: initial cash, deposits and withdrawals with their FCDC. */
  @ApiCsvFile('The cash deposits and withdrawals of the range')
  @Get('cash-deposits.csv')
  cashDeposits(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.file('csv', 'cash-deposits', this.ranged(user, query));
  }

  @ApiXlsxFile('The cash deposits and withdrawals of the range')
  @Get('cash-deposits.xlsx')
  cashDepositsWorkbook(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ExportQueryDto,
  ): Promise<StreamableFile> {
    return this.file('xlsx', 'cash-deposits', this.ranged(user, query));
  }

  /** One row per line of the range's sales and returns (a return's figures negative). */
  @ApiCsvFile('The lines of the sales and returns of the range')
  @Get('sales.csv')
  sales(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.file('csv', 'sales', this.ranged(user, query));
  }

  @ApiXlsxFile('The lines of the sales and returns of the range')
  @Get('sales.xlsx')
  salesWorkbook(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.file('xlsx', 'sales', this.ranged(user, query));
  }

  /** Every client of the shop (one per phone number), with their jobs, spending, last job and note. */
  @ApiCsvFile('Every client of the shop')
  @Get('clients.csv')
  clients(@CurrentUser() user: AuthenticatedUser): Promise<StreamableFile> {
    return this.file('csv', 'clients', this.today(user));
  }

  @ApiXlsxFile('Every client of the shop')
  @Get('clients.xlsx')
  clientsWorkbook(@CurrentUser() user: AuthenticatedUser): Promise<StreamableFile> {
    return this.file('xlsx', 'clients', this.today(user));
  }

  private ranged(user: AuthenticatedUser, query: ExportQueryDto): ExportScope {
    const businessId = requireBusinessId(user.businessId);
    if (query.from > query.to) throw new ReversedRangeException();
    return { businessId, from: query.from, to: query.to };
  }

  /** The clients as they are today (the day names the file). */
  private today(user: AuthenticatedUser): ExportScope {
    const day = shopToday(this.clock.now());
    return { businessId: requireBusinessId(user.businessId), from: day, to: day };
  }

  private async file(format: ExportFormat, source: ExportSource, scope: ExportScope): Promise<StreamableFile> {
    const { stream, fileName }: { stream: Readable; fileName: string } =
      format === 'csv'
        ? await this.csv.open(source, scope)
        : await this.xlsx.open(source, scope, SHEET_NAMES[source as WorkbookExportKind | 'clients']);
    return new StreamableFile(stream, {
      type: CONTENT_TYPES[format],
      disposition: `attachment; filename="${fileName}"`,
    });
  }
}

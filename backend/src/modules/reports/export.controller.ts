import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { ExportKind } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { CsvExportService } from './csv-export.service';
import { ExportQueryDto } from './dto/report-queries.dto';

/** CSV files for Excel (UTF-8 with BOM, semicolons, decimal commas) of any range of days: the owner's and the managers'. */
@ApiTags('reports')
@ApiProduces('text/csv')
@ApiOkResponse({ description: 'A CSV file (UTF-8 with BOM, semicolons between fields)', content: { 'text/csv': { schema: { type: 'string' } } } })
@Controller('export')
export class ExportController {
  constructor(private readonly exports: CsvExportService) {}

  /** Jobs received in the range, with their totals, paid and balance. */
  @Get('jobs.csv')
  jobs(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.file(user, 'jobs', query);
  }

  /** Payments and refunds of the range. */
  @Get('payments.csv')
  payments(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.file(user, 'payments', query);
  }

  /** Parts used on jobs in the range, with their cost and profit. */
  @Get('parts.csv')
  parts(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.file(user, 'parts', query);
  }

  private async file(user: AuthenticatedUser, kind: ExportKind, query: ExportQueryDto): Promise<StreamableFile> {
    const { stream, fileName } = await this.exports.open(user.businessId, kind, query);
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });
  }
}

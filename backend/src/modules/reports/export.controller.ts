import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { ExportKind } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiCsvFile } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { CsvExportService } from './csv-export.service';
import { ExportQueryDto } from './dto/report-queries.dto';

/** CSV files for Excel (UTF-8 with BOM, semicolons, decimal commas) of any range of days: the owner's and the managers'. */
@ApiTags('reports')
@ApiProduces('text/csv')
@Controller('export')
export class ExportController {
  constructor(private readonly exports: CsvExportService) {}

  /** Jobs received in the range, with their totals, paid and balance. */
  @ApiCsvFile('The jobs received in the range')
  @Get('jobs.csv')
  jobs(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.file(user, 'jobs', query);
  }

  /** Payments and refunds of the range. */
  @ApiCsvFile('The payments and refunds of the range')
  @Get('payments.csv')
  payments(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.file(user, 'payments', query);
  }

  /** Parts used on jobs in the range, with their cost and profit. */
  @ApiCsvFile('The parts used on jobs in the range')
  @Get('parts.csv')
  parts(@CurrentUser() user: AuthenticatedUser, @Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.file(user, 'parts', query);
  }

  private async file(user: AuthenticatedUser, kind: ExportKind, query: ExportQueryDto): Promise<StreamableFile> {
    const { stream, fileName } = await this.exports.open(user.businessId, kind, query);
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });
  }
}

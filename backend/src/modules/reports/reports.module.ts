import { Module } from '@nestjs/common';
import { BusinessModule } from '../business';
import { CsvExportService } from './csv-export.service';
import { DayReportRepository } from './day-report.repository';
import { DaySalesRepository } from './day-sales.repository';
import { ExportsRepository } from './exports.repository';
import { ProfitReportRepository } from './profit-report.repository';
import { SalesProfitRepository } from './sales-profit.repository';
import { DayReportService } from './day-report.service';
import { ExportController } from './export.controller';
import { ProfitReportService } from './profit-report.service';
import { ReportsController } from './reports.controller';
import { XlsxExportService } from './xlsx-export.service';

/** The shop's money read back: the day close, profit per month and worker, CSV and Excel files. */
@Module({
  imports: [BusinessModule],
  controllers: [ReportsController, ExportController],
  providers: [
    DayReportService,
    ProfitReportService,
    CsvExportService,
    XlsxExportService,
    DayReportRepository,
    DaySalesRepository,
    ProfitReportRepository,
    SalesProfitRepository,
    ExportsRepository,
  ],
})
export class ReportsModule {}

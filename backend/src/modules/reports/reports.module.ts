import { Module } from '@nestjs/common';
import { CsvExportService } from './csv-export.service';
import { DayReportService } from './day-report.service';
import { ExportController } from './export.controller';
import { ProfitReportService } from './profit-report.service';
import { ReportsController } from './reports.controller';
import { XlsxExportService } from './xlsx-export.service';

/** The shop's money read back: the day close, profit per month and worker, CSV and Excel files. */
@Module({
  controllers: [ReportsController, ExportController],
  providers: [DayReportService, ProfitReportService, CsvExportService, XlsxExportService],
})
export class ReportsModule {}

import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { DayReportResponse, ProfitReportResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { DayReportService } from './day-report.service';
import { DayReportQueryDto, ProfitReportQueryDto } from './dto/report-queries.dto';
import { ProfitReportService } from './profit-report.service';
import { Allow } from '../../common/decorators/access.decorators';

/** The shop's money over a day and over months: the owner's and the managers' (technicians never see costs). */
@ApiTags('reports')
@Allow('readMoneyReports')
@Controller('reports')
export class ReportsController {
  constructor(
    private readonly days: DayReportService,
    private readonly profits: ProfitReportService,
  ) {}

  @ApiResult('DayReportResponse')
  @Get('day')
  day(@CurrentUser() user: AuthenticatedUser, @Query() query: DayReportQueryDto): Promise<DayReportResponse> {
    return this.days.day(user.businessId, query.date);
  }

  @ApiResult('ProfitReportResponse')
  @Get('profit')
  profit(@CurrentUser() user: AuthenticatedUser, @Query() query: ProfitReportQueryDto): Promise<ProfitReportResponse> {
    return this.profits.profit(user.businessId, query);
  }
}

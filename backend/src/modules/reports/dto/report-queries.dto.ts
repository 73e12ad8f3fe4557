import { IsOptional } from 'class-validator';
import { IsCalendarDate, IsCalendarMonth } from '../../../common/validation/is-calendar-date';
import { Labelled } from '../../../common/validation/field-labels';

/** GET /reports/day: the day to close (today, shop time, when left out). */
export class DayReportQueryDto {
  @IsOptional()
  @IsCalendarDate()
  date?: string;
}

/** GET /reports/profit: the months from and to (both included; the last 12 when left out). */
export class ProfitReportQueryDto {
  @Labelled('Nga muaji')
  @IsOptional()
  @IsCalendarMonth()
  from?: string;

  @Labelled('Deri në muajin')
  @IsOptional()
  @IsCalendarMonth()
  to?: string;
}

/** GET /export/<kind>.csv: the days from and to, both included. */
export class ExportQueryDto {
  @IsCalendarDate()
  from: string;

  @IsCalendarDate()
  to: string;
}

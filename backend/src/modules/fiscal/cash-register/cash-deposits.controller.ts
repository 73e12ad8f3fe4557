import { Body, Controller, Get, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CashDepositCreatedResponse, CashDepositListResponse } from '@repair-shop/contracts';
import { Allow } from '../../../common/decorators/access.decorators';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ApiErrorResult, ApiResult } from '../../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../../auth';
import { CashDepositDayQueryDto, CashDepositDto } from './cash-deposit.dto';
import { CashDepositsService } from './cash-deposits.service';

@ApiTags('fiscal')
// The register's cash is counted by whoever takes the money.
@Allow('workOnJobs')
@Controller('fiscal/cash-deposits')
export class CashDepositsController {
  constructor(private readonly deposits: CashDepositsService) {}

  /** Registers the day’s initial cash, cash put in or a withdrawal with Albania’s CIS; answers it with its FCDC. */
  @ApiResult('CashDepositCreatedResponse', { status: HttpStatus.CREATED })
  @ApiErrorResult(HttpStatus.SERVICE_UNAVAILABLE, 'The CIS could not be reached: nothing was registered')
  @Post()
  register(@CurrentUser() user: AuthenticatedUser, @Body() dto: CashDepositDto): Promise<CashDepositCreatedResponse> {
    return this.deposits.register(user, { amount: dto.amount, operation: dto.operation });
  }

  @ApiResult('CashDepositListResponse')
  @Get()
  ofDay(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: CashDepositDayQueryDto,
  ): Promise<CashDepositListResponse> {
    return this.deposits.ofDay(user.businessId, query.day);
  }
}

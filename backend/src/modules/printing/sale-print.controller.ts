import { Body, Controller, Get, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PrintJobCreatedResponse, PrintJobResponse } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { authorOf } from '../jobs';
import { SalePrintRequestDto } from './dto/print-request.dto';
import { PrintQueueService } from './print-queue.service';
import { SaleIdPipe, SaleNotFoundException } from '../sales';

/** Sending a counter sale's (or a return's) receipt or invoice to a print station, and what became of them. */
@ApiTags('printing')
// Whoever sells at the counter prints the sale's papers.
@Allow('sell')
@Controller('sales/:id')
export class SalePrintController {
  constructor(private readonly queue: PrintQueueService) {}

  @ApiResult('PrintJobCreatedResponse', { status: HttpStatus.CREATED })
  @Post('print')
  async send(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', SaleIdPipe) saleId: string,
    @Body() dto: SalePrintRequestDto,
  ): Promise<PrintJobCreatedResponse> {
    return { success: true, printJob: await this.queue.sendSale(shopOf(user), authorOf(user), saleId, dto) };
  }

  /** The latest documents sent for the sale, newest first. */
  @ApiResult('PrintJobResponse', { array: true })
  @Get('print-jobs')
  list(@CurrentUser() user: AuthenticatedUser, @Param('id', SaleIdPipe) saleId: string): Promise<PrintJobResponse[]> {
    return this.queue.ofSale(shopOf(user), saleId);
  }
}

/** The caller's shop; an account without one (guarded out by @Allow) has no sales to print. */
function shopOf(user: AuthenticatedUser): string {
  if (!user.businessId) throw new SaleNotFoundException();
  return user.businessId;
}

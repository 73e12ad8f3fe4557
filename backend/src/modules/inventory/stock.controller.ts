import { Body, Controller, Get, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { StockCountSavedResponse, StockMovementResponse, StockReceiptSavedResponse } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { Page } from '../../common/paging/page';
import { Paged } from '../../common/paging/paged.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { authorOf } from '../jobs';
import { StockCountDto, StockMovementQueryDto, StockReceiptDto } from './dto/stock.dto';
import { StockService } from './stock.service';

/** The stock's books: who moved what and why, goods received, counts; the owner's and managers' alone. */
@ApiTags('stock')
@Allow('manageStock')
@Controller('stock')
export class StockController {
  constructor(private readonly stock: StockService) {}

  /** The shop's stock movements, or one product's, newest first (X-Total-Count has how many match). */
  @ApiResult('StockMovementResponse', { page: true })
  @Paged()
  @Get('movements')
  movements(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: StockMovementQueryDto,
  ): Promise<Page<StockMovementResponse>> {
    return this.stock.movements(user.businessId, query);
  }

  /** Goods received from a supplier: the quantities come in, each product's cost price becomes the unit cost. */
  @ApiResult('StockReceiptSavedResponse', { status: HttpStatus.CREATED })
  @Post('receipts')
  async receive(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: StockReceiptDto,
  ): Promise<StockReceiptSavedResponse> {
    return { success: true, receipt: await this.stock.receive(user.businessId, authorOf(user), dto) };
  }

  /** A stock count: the difference between what was counted and the system's quantity is booked. */
  @ApiResult('StockCountSavedResponse', { status: HttpStatus.CREATED })
  @Post('counts')
  async count(@CurrentUser() user: AuthenticatedUser, @Body() dto: StockCountDto): Promise<StockCountSavedResponse> {
    return { success: true, count: await this.stock.count(user.businessId, authorOf(user), dto) };
  }
}

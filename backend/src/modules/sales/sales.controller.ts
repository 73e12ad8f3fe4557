import { Body, Controller, Get, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { seesCostPrices, type SaleResponse, type SaleSavedResponse } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { Page } from '../../common/paging/page';
import { Paged } from '../../common/paging/paged.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { requireBusinessId } from '../business';
import { SaleDto } from './dto/sale.dto';
import { SaleListQueryDto } from './dto/sale-list-query.dto';
import { SaleReturnDto } from './dto/sale-return.dto';
import { SaleIdPipe } from './sale-id.pipe';
import { SaleReader } from './sale-reader.service';
import { SaleReturnsService } from './sale-returns.service';
import { SalesService } from './sales.service';

@ApiTags('sales')
@Allow('sell')
@Controller('sales')
export class SalesController {
  constructor(
    private readonly sales: SalesService,
    private readonly returns: SaleReturnsService,
    private readonly reader: SaleReader,
  ) {}

  /** A counter sale; a technician only when the owner allows it (403 SALES_NOT_ALLOWED). */
  @ApiResult('SaleSavedResponse', { status: HttpStatus.CREATED })
  @Post()
  async sell(@CurrentUser() user: AuthenticatedUser, @Body() dto: SaleDto): Promise<SaleSavedResponse> {
    return { success: true, sale: await this.sales.sell(user, dto) };
  }

  /** The shop's sales and returns of the calendar days from–to, newest first (X-Total-Count). */
  @ApiResult('SaleResponse', { page: true })
  @Paged()
  @Get()
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: SaleListQueryDto): Promise<Page<SaleResponse>> {
    return this.reader.page(requireBusinessId(user.businessId), query, seesCostPrices(user.role));
  }

  @ApiResult('SaleResponse')
  @Get(':id')
  one(@CurrentUser() user: AuthenticatedUser, @Param('id', SaleIdPipe) saleId: string): Promise<SaleResponse> {
    return this.reader.one(requireBusinessId(user.businessId), saleId, seesCostPrices(user.role));
  }

  /** Items of the sale brought back: the owner's and managers' (permission refund). */
  @ApiResult('SaleSavedResponse', { status: HttpStatus.CREATED })
  @Allow('refund')
  @Post(':id/returns')
  async giveBack(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', SaleIdPipe) saleId: string,
    @Body() dto: SaleReturnDto,
  ): Promise<SaleSavedResponse> {
    return { success: true, sale: await this.returns.giveBack(user, saleId, dto) };
  }
}

import { Body, Controller, Get, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ProductUnitResponse, ProductUnitSavedResponse } from '@repair-shop/contracts';
import { seesCostPrices } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { Page } from '../../common/paging/page';
import { Paged } from '../../common/paging/paged.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { authorOf } from '../jobs';
import { ProductUnitDto, ProductUnitListQueryDto, ProductUnitUpdateDto } from './dto/product-unit.dto';
import { ProductIdPipe, UnitIdPipe } from './inventory-id.pipes';
import { ProductUnitsService } from './product-units.service';

/** A serialized product's units (IMEI or serial each): listed to everyone (costs to those who see them), kept by the owner and managers. */
@ApiTags('products')
@Allow('manageStock')
@Controller('products/:id/units')
export class ProductUnitsController {
  constructor(private readonly units: ProductUnitsService) {}

  /** The product's units, newest first, of one status when asked (X-Total-Count has how many match). */
  @ApiResult('ProductUnitResponse', { page: true })
  // A technician checks whether a phone is in stock, as they see products.
  @Allow('workOnJobs')
  @Paged()
  @Get()
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', ProductIdPipe) productId: string,
    @Query() query: ProductUnitListQueryDto,
  ): Promise<Page<ProductUnitResponse>> {
    return this.units.page(user.businessId, productId, query, seesCostPrices(user.role));
  }

  /** A unit received: in stock at its own cost; the product's quantity +1. */
  @ApiResult('ProductUnitSavedResponse', { status: HttpStatus.CREATED })
  @Post()
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', ProductIdPipe) productId: string,
    @Body() dto: ProductUnitDto,
  ): Promise<ProductUnitSavedResponse> {
    return { success: true, unit: await this.units.add(user.businessId, authorOf(user), productId, dto) };
  }

  /** A unit corrected, marked defective, written off or put back in stock (the quantity follows). */
  @ApiResult('ProductUnitSavedResponse')
  @Patch(':unitId')
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', ProductIdPipe) productId: string,
    @Param('unitId', UnitIdPipe) unitId: string,
    @Body() dto: ProductUnitUpdateDto,
  ): Promise<ProductUnitSavedResponse> {
    return {
      success: true,
      unit: await this.units.update(user.businessId, authorOf(user), productId, unitId, dto),
    };
  }
}

import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  ProductArchivedResponse,
  ProductLookupResponse,
  ProductResponse,
  ProductSavedResponse,
} from '@repair-shop/contracts';
import { seesCostPrices } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { Page } from '../../common/paging/page';
import { Paged } from '../../common/paging/paged.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { authorOf } from '../jobs';
import { ProductDto, ProductUpdateDto } from './dto/product.dto';
import { DefectiveWriteOffDto } from './dto/product-unit.dto';
import { ProductListQueryDto, ProductLookupQueryDto } from './dto/product-list-query.dto';
import { ProductIdPipe } from './inventory-id.pipes';
import { ProductsService } from './products.service';

@ApiTags('products')
@Allow('manageStock')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  /** One page of the shop's products by name (X-Total-Count has how many match); technicians see no cost prices. */
  @ApiResult('ProductResponse', { page: true })
  // A technician picks what a repair uses, as from /parts.
  @Allow('workOnJobs')
  @Paged()
  @Get()
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: ProductListQueryDto): Promise<Page<ProductResponse>> {
    return this.products.page(user.businessId, query, seesCostPrices(user.role));
  }

  /** What the code scanned names: a barcode, else a code, else a unit's IMEI or serial; 404 PRODUCT_NOT_FOUND when none. */
  @ApiResult('ProductLookupResponse')
  @Allow('workOnJobs')
  @Get('lookup')
  lookup(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ProductLookupQueryDto,
  ): Promise<ProductLookupResponse> {
    return this.products.lookup(user.businessId, query.code, seesCostPrices(user.role));
  }

  @ApiResult('ProductSavedResponse', { status: HttpStatus.CREATED })
  @Post()
  async create(@CurrentUser() user: AuthenticatedUser, @Body() dto: ProductDto): Promise<ProductSavedResponse> {
    return { success: true, product: await this.products.create(user.businessId, authorOf(user), dto) };
  }

  @ApiResult('ProductSavedResponse')
  @Patch(':id')
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', ProductIdPipe) productId: string,
    @Body() dto: ProductUpdateDto,
  ): Promise<ProductSavedResponse> {
    return { success: true, product: await this.products.update(user.businessId, authorOf(user), productId, dto) };
  }

  /** Takes the product off sale (archived; its books stay); the message says what it still held. */
  @ApiResult('ProductArchivedResponse')
  @Delete(':id')
  async archive(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', ProductIdPipe) productId: string,
  ): Promise<ProductArchivedResponse> {
    return { success: true, ...(await this.products.archive(user.businessId, productId)) };
  }

  /** Puts a product taken off sale back on sale (its quantity and books kept); one on sale stays as it is. */
  @ApiResult('ProductSavedResponse')
  @HttpCode(HttpStatus.OK)
  @Post(':id/restore')
  async restore(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', ProductIdPipe) productId: string,
  ): Promise<ProductSavedResponse> {
    return { success: true, product: await this.products.restore(user.businessId, productId) };
  }

  /** Defective pieces sent back to the supplier or thrown away: the defective count goes down. */
  @ApiResult('ProductSavedResponse')
  @HttpCode(HttpStatus.OK)
  @Post(':id/defective/write-off')
  async writeOffDefective(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', ProductIdPipe) productId: string,
    @Body() dto: DefectiveWriteOffDto,
  ): Promise<ProductSavedResponse> {
    return { success: true, product: await this.products.writeOffDefective(user.businessId, productId, dto.quantity) };
  }
}

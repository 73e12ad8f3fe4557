import { Body, Controller, Get, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PartResponse, PartSavedResponse } from '@repair-shop/contracts';
import { seesCostPrices } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { Page } from '../../common/paging/page';
import { Paged } from '../../common/paging/paged.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { authorOf } from '../jobs';
import { PartDto, PartUpdateDto } from './dto/part.dto';
import { PartListQueryDto } from './dto/part-list-query.dto';
import { PartsService } from './parts.service';
import { PartIdPipe } from './inventory-id.pipes';

@ApiTags('parts')
@Allow('manageStock')
@Controller('parts')
export class PartsController {
  constructor(private readonly parts: PartsService) {}

  /** One page of the shop's parts by name (X-Total-Count has how many match); technicians see no cost prices. */
  @ApiResult('PartResponse', { page: true })
  // A technician picks the parts a repair uses.
  @Allow('workOnJobs')
  @Paged()
  @Get()
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: PartListQueryDto): Promise<Page<PartResponse>> {
    return this.parts.page(user.businessId, query, seesCostPrices(user.role));
  }

  @ApiResult('PartSavedResponse', { status: HttpStatus.CREATED })
  @Post()
  async create(@CurrentUser() user: AuthenticatedUser, @Body() dto: PartDto): Promise<PartSavedResponse> {
    return { success: true, part: await this.parts.create(user.businessId, authorOf(user), dto) };
  }

  @ApiResult('PartSavedResponse')
  @Patch(':id')
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', PartIdPipe) partId: string,
    @Body() dto: PartUpdateDto,
  ): Promise<PartSavedResponse> {
    return { success: true, part: await this.parts.update(user.businessId, authorOf(user), partId, dto) };
  }
}

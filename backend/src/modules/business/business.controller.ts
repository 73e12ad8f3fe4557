import { Allow } from '../../common/decorators/access.decorators';
import { ApiResult, ApiErrorResult } from '../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, Post, Put, HttpStatus } from '@nestjs/common';
import type { BusinessRegisterResponse, BusinessResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthenticatedUser } from '../auth';
import { BusinessService } from './business.service';
import { BusinessDto, BusinessUpdateDto } from './dto/business.dto';

@ApiTags('business')
@Allow('manageBusiness')
@Controller('business')
export class BusinessController {
  constructor(private readonly business: BusinessService) {}

  @ApiResult('BusinessRegisterResponse', { status: HttpStatus.CREATED })
  @ApiErrorResult(HttpStatus.CONFLICT, 'The business is registered already (BUSINESS_ALREADY_REGISTERED)')
  @Allow('registerBusiness')
  @Post('register')
  async register(@CurrentUser() user: AuthenticatedUser, @Body() dto: BusinessDto): Promise<BusinessRegisterResponse> {
    const business = await this.business.register(user.id, dto);
    return { success: true, message: 'Biznesi u regjistrua me sukses!', business };
  }

  @ApiResult('BusinessResponse')
  // Every role prints labels and invoices, which carry the shop's name and contact.
  @Allow('workOnJobs')
  @Get()
  get(@CurrentUser() user: AuthenticatedUser): Promise<BusinessResponse> {
    return this.business.get(user.businessId);
  }

  @ApiResult('BusinessResponse')
  @Put()
  update(@CurrentUser() user: AuthenticatedUser, @Body() dto: BusinessUpdateDto): Promise<BusinessResponse> {
    return this.business.update(user.businessId, dto);
  }
}

import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import type { BusinessRegisterResponse, BusinessResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { BusinessService } from './business.service';
import { BusinessDto } from './dto/business.dto';

@Controller('business')
export class BusinessController {
  constructor(private readonly business: BusinessService) {}

  @Post('register')
  async register(@CurrentUser() user: AuthenticatedUser, @Body() dto: BusinessDto): Promise<BusinessRegisterResponse> {
    const business = await this.business.register(user.id, dto);
    return { success: true, message: 'Biznesi u regjistrua me sukses!', business };
  }

  @Get()
  get(@CurrentUser() user: AuthenticatedUser): Promise<BusinessResponse> {
    return this.business.get(user.id);
  }

  @Put()
  update(@CurrentUser() user: AuthenticatedUser, @Body() dto: BusinessDto): Promise<BusinessResponse> {
    return this.business.update(user.id, dto);
  }
}

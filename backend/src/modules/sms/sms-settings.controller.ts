import { ApiResult } from '../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, Put } from '@nestjs/common';
import type { SmsSettingsResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthenticatedUser } from '../auth';
import { SmsSettingsDto } from './dto/sms-settings.dto';
import { SmsSettingsService } from './sms-settings.service';
import { Allow } from '../../common/decorators/access.decorators';

@ApiTags('sms')
@Allow('manageBusiness')
@Controller('business/sms')
export class SmsSettingsController {
  constructor(private readonly settings: SmsSettingsService) {}

  @ApiResult('SmsSettingsResponse')
  @Get()
  get(@CurrentUser() user: AuthenticatedUser): Promise<SmsSettingsResponse> {
    return this.settings.get(user.businessId);
  }

  @ApiResult('SmsSettingsResponse')
  @Put()
  save(@CurrentUser() user: AuthenticatedUser, @Body() dto: SmsSettingsDto): Promise<SmsSettingsResponse> {
    return this.settings.save(user.businessId, dto);
  }
}

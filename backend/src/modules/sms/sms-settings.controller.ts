import { Body, Controller, Get, Put } from '@nestjs/common';
import type { SmsSettingsResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { UserEntity } from '../auth/entities/user.entity';
import { SmsSettingsDto } from './dto/sms-settings.dto';
import { SmsSettingsService } from './sms-settings.service';

@Controller('business/sms')
export class SmsSettingsController {
  constructor(private readonly settings: SmsSettingsService) {}

  @Get()
  get(@CurrentUser() user: UserEntity): Promise<SmsSettingsResponse> {
    return this.settings.get(user.id);
  }

  @Put()
  save(@CurrentUser() user: UserEntity, @Body() dto: SmsSettingsDto): Promise<SmsSettingsResponse> {
    return this.settings.save(user.id, dto);
  }
}

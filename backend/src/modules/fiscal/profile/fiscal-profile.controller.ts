import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FiscalProfileResponse } from '@repair-shop/contracts';
import { Allow } from '../../../common/decorators/access.decorators';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ApiResult } from '../../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../../auth';
import { FiscalProfileDto, fiscalProfileRequestOf } from './dto/fiscal-profile.dto';
import { FiscalProfileService } from './fiscal-profile.service';

@ApiTags('fiscal')
// The shop's identity with the tax office is a business setting.
@Allow('manageBusiness')
@Controller('business/fiscal')
export class FiscalProfileController {
  constructor(private readonly profiles: FiscalProfileService) {}

  /** `{country: null, certificate: null}` for a shop that has not set one (its receipts are not fiscal). */
  @ApiResult('FiscalProfileResponse')
  @Get()
  get(@CurrentUser() user: AuthenticatedUser): Promise<FiscalProfileResponse> {
    return this.profiles.get(user.businessId);
  }

  @ApiResult('FiscalProfileResponse')
  @Put()
  save(@CurrentUser() user: AuthenticatedUser, @Body() dto: FiscalProfileDto): Promise<FiscalProfileResponse> {
    return this.profiles.save(user.businessId, fiscalProfileRequestOf(dto));
  }
}

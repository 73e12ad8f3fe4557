import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FiscalProfileResponse, TcrRegistrationResponse } from '@repair-shop/contracts';
import { Allow } from '../../../common/decorators/access.decorators';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ApiErrorResult, ApiResult } from '../../../openapi/api-result.decorator';
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

  /**
   * Registers the shop's cash register with Albania's CIS when the profile has no TCR code (saving the profile
   * and uploading the certificate try it too). 503 when the CIS cannot be reached, 422 when it refuses.
   */
  @ApiResult('TcrRegistrationResponse')
  @ApiErrorResult(HttpStatus.SERVICE_UNAVAILABLE, 'The CIS could not be reached: the register is not registered yet')
  @HttpCode(HttpStatus.OK)
  @Post('tcr')
  registerTcr(@CurrentUser() user: AuthenticatedUser): Promise<TcrRegistrationResponse> {
    return this.profiles.registerTcr(user.businessId);
  }
}

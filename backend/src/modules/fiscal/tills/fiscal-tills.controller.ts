import { Controller, Delete, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FiscalTillResponse, SuccessResponse } from '@repair-shop/contracts';
import { Allow } from '../../../common/decorators/access.decorators';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ApiResult } from '../../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../../auth';
import { businessNotRegistered, requireBusinessId } from '../../business';
import { UnsignedCouponsQueryDto, unsignedCouponsChoice } from './dto/unsigned-coupons-query.dto';
import { FiscalTillsService } from './fiscal-tills.service';
import { TillStationIdPipe } from './till-station-id.pipe';

/** The owner's view of the shop's tills: what to register with ATK, and a new key when one is lost. */
@ApiTags('fiscal')
@Allow('manageBusiness')
@Controller('business/fiscal/tills')
export class FiscalTillsController {
  constructor(private readonly tills: FiscalTillsService) {}

  /** Each till's POS number and public key (PEM and fingerprint), by POS number. */
  @ApiResult('FiscalTillResponse', { array: true })
  @Get()
  list(@CurrentUser() user: AuthenticatedUser): Promise<FiscalTillResponse[]> {
    return this.tills.ofShop(requireBusinessId(user.businessId, businessNotRegistered));
  }

  /**
   * Lets the station register a new key in place of its current one (its POS number stays). With coupons
   * it has not signed, `?voidUnsigned=false` keeps them for the new key, `true` gives them up; else 409.
   */
  @ApiResult('SuccessResponse')
  @Delete(':stationId/key')
  async requestNewKey(
    @CurrentUser() user: AuthenticatedUser,
    @Param('stationId', TillStationIdPipe) stationId: string,
    @Query() query: UnsignedCouponsQueryDto,
  ): Promise<SuccessResponse> {
    const businessId = requireBusinessId(user.businessId, businessNotRegistered);
    await this.tills.requestNewKey(businessId, stationId, unsignedCouponsChoice(query));
    return { success: true };
  }
}

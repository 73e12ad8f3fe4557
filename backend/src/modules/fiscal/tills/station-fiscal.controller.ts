import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  FiscalDocumentResponse,
  StationFiscalTillResponse,
  StationUnsignedCouponResponse,
} from '@repair-shop/contracts';
import { StationOnly } from '../../../common/decorators/access.decorators';
import { CurrentStation } from '../../../common/decorators/current-user.decorator';
import { ApiResult } from '../../../openapi/api-result.decorator';
import type { StationPrincipal } from '../../auth';
import { FiscalDocumentIdPipe } from '../documents/fiscal-document-id.pipe';
import { StationCouponSignaturesDto, StationFiscalKeyDto } from './dto/fiscal-till.dto';
import { FiscalTillCouponsService } from './fiscal-till-coupons.service';
import { FiscalTillsService } from './fiscal-tills.service';

/** A Kosovo shop's print station as its till: its key, and the coupons it signs. */
@ApiTags('fiscal')
@StationOnly()
@Controller('station/fiscal')
export class StationFiscalController {
  constructor(
    private readonly tills: FiscalTillsService,
    private readonly coupons: FiscalTillCouponsService,
  ) {}

  /** Whether the station must hold a till key, and the one registered. */
  @ApiResult('StationFiscalTillResponse')
  @Get('till')
  till(@CurrentStation() station: StationPrincipal): Promise<StationFiscalTillResponse> {
    return this.tills.ofStation(station);
  }

  /** Registers the public key of the station's non-extractable key (once; 409 for another key). */
  @ApiResult('StationFiscalTillResponse')
  @Put('key')
  registerKey(
    @CurrentStation() station: StationPrincipal,
    @Body() dto: StationFiscalKeyDto,
  ): Promise<StationFiscalTillResponse> {
    return this.tills.registerKey(station, dto.publicKey);
  }

  /** The coupons waiting for this till's signatures, oldest first. */
  @ApiResult('StationUnsignedCouponResponse', { array: true })
  @Get('coupons')
  unsigned(@CurrentStation() station: StationPrincipal): Promise<StationUnsignedCouponResponse[]> {
    return this.coupons.unsigned(station);
  }

  /** The till's signatures of a coupon: checked with its key, kept, and the coupon sent to ATK. */
  @ApiResult('FiscalDocumentResponse')
  @HttpCode(HttpStatus.OK)
  @Post('coupons/:id/signatures')
  sign(
    @CurrentStation() station: StationPrincipal,
    @Param('id', FiscalDocumentIdPipe) id: string,
    @Body() dto: StationCouponSignaturesDto,
  ): Promise<FiscalDocumentResponse> {
    return this.coupons.sign(station, id, dto);
  }
}

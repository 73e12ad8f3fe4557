import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  PrintStationCreatedResponse,
  PrintStationPairedResponse,
  PrintStationResponse,
  SuccessResponse,
} from '@repair-shop/contracts';
import { Allow, Public } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { UnsignedCouponsQueryDto, unsignedCouponsChoice } from '../fiscal';
import { PrintStationDto, PrintStationPairDto, PrintStationUpdateDto } from './dto/print-station.dto';
import { PrintStationsService } from './print-stations.service';
import { PrintStationIdPipe } from './printing-id.pipes';

/** The shop's print stations: the owner and managers add, rename, re-pair and remove them; everyone sends to them. */
@ApiTags('printing')
@Allow('managePrintStations')
@Controller('print-stations')
export class PrintStationsController {
  constructor(private readonly stations: PrintStationsService) {}

  @ApiResult('PrintStationResponse', { array: true })
  // Whoever sends a document chooses the station.
  @Allow('workOnJobs')
  @Get()
  list(@CurrentUser() user: AuthenticatedUser): Promise<PrintStationResponse[]> {
    return this.stations.list(user.businessId);
  }

  /** A new station and its pairing link, opened once on the counter's computer. */
  @ApiResult('PrintStationCreatedResponse', { status: HttpStatus.CREATED })
  @Post()
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: PrintStationDto,
  ): Promise<PrintStationCreatedResponse> {
    return { success: true, ...(await this.stations.create(user.businessId, dto)) };
  }

  /** The counter's browser spends the pairing link and gets the station's credential (no account needed). */
  @ApiResult('PrintStationPairedResponse')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Post('pair')
  async pair(@Body() dto: PrintStationPairDto): Promise<PrintStationPairedResponse> {
    return { success: true, ...(await this.stations.pair(dto.token)) };
  }

  @ApiResult('PrintStationResponse')
  @Patch(':id')
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', PrintStationIdPipe) stationId: string,
    @Body() dto: PrintStationUpdateDto,
  ): Promise<PrintStationResponse> {
    return this.stations.update(user.businessId, stationId, dto);
  }

  /** A new pairing link: the browser that uses it replaces the one paired before. */
  @ApiResult('PrintStationCreatedResponse', { status: HttpStatus.CREATED })
  @Post(':id/pairing')
  async newPairing(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', PrintStationIdPipe) stationId: string,
  ): Promise<PrintStationCreatedResponse> {
    return { success: true, ...(await this.stations.newPairingLink(user.businessId, stationId)) };
  }

  /**
   * Removes the station; its credential stops working at once. A Kosovo till with coupons it has not signed
   * is removed only with `?voidUnsigned=true` (they are marked failed), else 409.
   */
  @ApiResult('SuccessResponse')
  @Delete(':id')
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', PrintStationIdPipe) stationId: string,
    @Query() query: UnsignedCouponsQueryDto,
  ): Promise<SuccessResponse> {
    await this.stations.remove(user.businessId, stationId, unsignedCouponsChoice(query));
    return { success: true };
  }
}

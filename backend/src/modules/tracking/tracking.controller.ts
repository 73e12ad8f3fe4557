import { ApiResult } from '../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { PublicPageRateLimit, StrictRateLimit } from '../../common/rate-limit/rate-limits';
import type { TrackingLookupResponse, TrackingResponse } from '@repair-shop/contracts';
import { Public } from '../../common/decorators/access.decorators';
import { TrackingLookupDto } from './dto/tracking-lookup.dto';
import { isTrackingTokenShaped, TrackedJobNotFoundException } from '../jobs';
import { TrackingService } from './tracking.service';

/**
 * The clients' public page: no login. The page itself has a lenient limit per address (a shop's clients
 * share a carrier's NAT); the lookup by code and phone, which could be used to guess, a strict one.
 */
@Public()
@ApiTags('tracking')
@Controller('public/track')
export class TrackingController {
  constructor(private readonly tracking: TrackingService) {}

  @ApiResult('TrackingResponse')
  @PublicPageRateLimit()
  @Get(':token')
  get(@Param('token') token: string): Promise<TrackingResponse> {
    if (!isTrackingTokenShaped(token)) throw new TrackedJobNotFoundException();
    return this.tracking.byToken(token);
  }

  @ApiResult('TrackingLookupResponse')
  @StrictRateLimit()
  @Post('lookup')
  @HttpCode(HttpStatus.OK)
  async lookup(@Body() dto: TrackingLookupDto): Promise<TrackingLookupResponse> {
    return { token: await this.tracking.tokenFor(dto.code, dto.phoneLast4) };
  }
}

import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { TrackingLookupResponse, TrackingResponse } from '@repair-shop/contracts';
import { Public } from '../../common/decorators/access.decorators';
import { TrackingLookupDto } from './dto/tracking-lookup.dto';
import { TrackedJobNotFoundException, TrackingService } from './tracking.service';

/** The clients' public page: no login; rate-limited, since anyone can call it. */
@Public()
@UseGuards(ThrottlerGuard)
@Controller('public/track')
export class TrackingController {
  constructor(private readonly tracking: TrackingService) {}

  @Get(':token')
  get(@Param('token') token: string): Promise<TrackingResponse> {
    if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) throw new TrackedJobNotFoundException();
    return this.tracking.byToken(token);
  }

  @Post('lookup')
  @HttpCode(HttpStatus.OK)
  async lookup(@Body() dto: TrackingLookupDto): Promise<TrackingLookupResponse> {
    return { token: await this.tracking.tokenFor(dto.code, dto.phoneLast4) };
  }
}

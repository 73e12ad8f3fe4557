import { ApiResult } from '../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import type { InvitationAcceptResponse, InvitationResponse } from '@repair-shop/contracts';
import { Public } from '../../common/decorators/access.decorators';
import { StrictRateLimit } from '../../common/rate-limit/rate-limits';
import { InvitationAcceptDto } from './dto/invitation-accept.dto';
import { StaffService } from './staff.service';

/** The invited worker's side: read the invitation, then choose a password (and be logged in). */
@ApiTags('staff')
@Public()
@Controller('invitations')
export class InvitationsController {
  constructor(private readonly staff: StaffService) {}

  @ApiResult('InvitationAcceptResponse')
  @StrictRateLimit()
  @Post('accept')
  @HttpCode(HttpStatus.OK)
  accept(@Body() dto: InvitationAcceptDto): Promise<InvitationAcceptResponse> {
    return this.staff.accept(dto.token, dto.password);
  }

  @ApiResult('InvitationResponse')
  @StrictRateLimit()
  @Get(':token')
  invitation(@Param('token') token: string): Promise<InvitationResponse> {
    return this.staff.invitation(token);
  }
}

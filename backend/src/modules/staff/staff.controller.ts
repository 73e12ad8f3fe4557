import { ApiResult } from '../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Delete, HttpStatus, Param, Post } from '@nestjs/common';
import type { StaffInvitationResponse, SuccessResponse, WorkerLoginLinkResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthenticatedUser } from '../auth';
import { WorkerIdPipe } from '../workers';
import { StaffLoginDto } from './dto/staff-login.dto';
import { StaffService } from './staff.service';
import { Allow } from '../../common/decorators/access.decorators';

/** A worker's own login (the owner's and the manager's to give and take away). */
@ApiTags('staff')
@Allow('manageStaff')
@Controller('workers/:id/login')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @ApiResult('StaffInvitationResponse', { status: HttpStatus.CREATED })
  @Post()
  invite(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', WorkerIdPipe) workerId: string,
    @Body() dto: StaffLoginDto,
  ): Promise<StaffInvitationResponse> {
    return this.staff.invite(user, workerId, dto);
  }

  /** A new invitation (not yet accepted) or a new password's link, to send by Viber or WhatsApp. */
  @ApiResult('WorkerLoginLinkResponse', { status: HttpStatus.CREATED })
  @Post('link')
  newLink(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', WorkerIdPipe) workerId: string,
  ): Promise<WorkerLoginLinkResponse> {
    return this.staff.newLoginLink(user, workerId);
  }

  @ApiResult('SuccessResponse')
  @Delete()
  async revoke(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', WorkerIdPipe) workerId: string,
  ): Promise<SuccessResponse> {
    await this.staff.revoke(user, workerId);
    return { success: true };
  }
}

import { ApiResult } from '../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Delete, HttpStatus, Param, Post, Put } from '@nestjs/common';
import type { StaffInvitationResponse, SuccessResponse, WorkerLoginLinkResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthenticatedUser } from '../auth';
import { WorkerIdPipe } from '../workers';
import { OperatorCodeDto } from './dto/operator-code.dto';
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

  /** Albania: the cashier's code this login's invoices carry (null removes it: the owner's is used). */
  @ApiResult('SuccessResponse')
  @Put('operator-code')
  async setOperatorCode(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', WorkerIdPipe) workerId: string,
    @Body() dto: OperatorCodeDto,
  ): Promise<SuccessResponse> {
    await this.staff.setOperatorCode(user, workerId, dto.operatorCode);
    return { success: true };
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

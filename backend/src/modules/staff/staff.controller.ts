import { ApiResult } from '../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Delete, HttpStatus, Param, Post } from '@nestjs/common';
import type { StaffInvitationResponse, SuccessResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { WorkerIdPipe } from '../workers/worker-id.pipe';
import { StaffLoginDto } from './dto/staff-login.dto';
import { StaffService } from './staff.service';

/** A worker's own login (the owner's and the manager's to give and take away). */
@ApiTags('staff')
@Controller('workers/:id/login')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @ApiResult('StaffInvitationResponse', { status: HttpStatus.CREATED })
  @Post()
  invite(@CurrentUser() user: AuthenticatedUser, @Param('id', WorkerIdPipe) workerId: string, @Body() dto: StaffLoginDto): Promise<StaffInvitationResponse> {
    return this.staff.invite(user, workerId, dto);
  }

  @ApiResult('SuccessResponse')
  @Delete()
  async revoke(@CurrentUser() user: AuthenticatedUser, @Param('id', WorkerIdPipe) workerId: string): Promise<SuccessResponse> {
    await this.staff.revoke(user, workerId);
    return { success: true };
  }
}

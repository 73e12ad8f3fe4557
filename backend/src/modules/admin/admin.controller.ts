import { ApiResult, ApiErrorResult } from '../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { StrictRateLimit } from '../../common/rate-limit/rate-limits';
import type {
  AdminUserResponse,
  DeleteAllUsersResponse,
  LoginResponse,
  SuccessResponse,
  TrialExtendResponse,
  TrialExtensionMonths,
} from '@repair-shop/contracts';
import { AdminOnly, Public } from '../../common/decorators/access.decorators';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { UserNotFoundException } from './admin.exceptions';
import { AdminService } from './admin.service';
import { AdminLoginDto } from './dto/admin-login.dto';
import { ExtendTrialDto } from './dto/extend-trial.dto';
import { AdminUserListQueryDto } from './dto/admin-user-list-query.dto';
import type { Page } from '../../common/paging/page';
import { Paged } from '../../common/paging/paged.decorator';

const UserId = new ParseIdPipe(() => new UserNotFoundException());

@ApiTags('admin')
@Controller('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @ApiResult('LoginResponse')
  @Public()
  @StrictRateLimit()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  login(@Body() dto: AdminLoginDto): Promise<LoginResponse> {
    return this.admin.login(dto);
  }

  /** One page of the shops' owners, newest first (X-Total-Count has how many match). */
  @ApiResult('AdminUserResponse', { page: true })
  @AdminOnly()
  @Paged()
  @Get('users')
  listUsers(@Query() query: AdminUserListQueryDto): Promise<Page<AdminUserResponse>> {
    return this.admin.listUsers(query);
  }

  @ApiResult('TrialExtendResponse')
  @ApiErrorResult(HttpStatus.CONFLICT, 'The administrator has no trial (ADMIN_UNTOUCHABLE)')
  @AdminOnly()
  @Put('users/:id/extend')
  async extendTrial(@Param('id', UserId) id: string, @Body() dto: ExtendTrialDto): Promise<TrialExtendResponse> {
    return {
      success: true,
      user: await this.admin.extendTrial(id, dto.months as TrialExtensionMonths, dto.paid === true),
    };
  }

  /** Declared before users/:id so that "all" is never read as an id. */
  @ApiResult('DeleteAllUsersResponse')
  @AdminOnly()
  @Delete('users/all')
  async deleteAll(): Promise<DeleteAllUsersResponse> {
    return { success: true, deletedCount: await this.admin.deleteAllShopOwners() };
  }

  @ApiResult('SuccessResponse')
  @ApiErrorResult(HttpStatus.CONFLICT, 'The administrator cannot be deleted (ADMIN_UNTOUCHABLE)')
  @AdminOnly()
  @Delete('users/:id')
  async deleteUser(@Param('id', UserId) id: string): Promise<SuccessResponse> {
    await this.admin.deleteUser(id);
    return { success: true };
  }
}

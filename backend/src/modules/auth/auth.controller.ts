import { ApiResult, ApiErrorResult } from '../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { StrictRateLimit } from '../../common/rate-limit/rate-limits';
import type { AccountResponse, LoginResponse, SuccessResponse, UserResponse } from '@repair-shop/contracts';
import { Allow, AllowExpiredTrial, AnyAccount, Public } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import type { AuthenticatedUser } from './authenticated-user';

@ApiTags('account')
// Every account of a shop has a profile and may log out, whatever its role.
@Allow('ownAccount')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @ApiResult('AccountResponse', { status: HttpStatus.CREATED })
  @ApiErrorResult(HttpStatus.CONFLICT, 'The email is registered already (EMAIL_TAKEN)')
  @Public()
  @StrictRateLimit()
  @Post('register')
  async register(@Body() dto: RegisterDto): Promise<AccountResponse> {
    return { success: true, user: await this.auth.register(dto) };
  }

  @ApiResult('LoginResponse')
  @Public()
  @StrictRateLimit()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  login(@Body() dto: LoginDto): Promise<LoginResponse> {
    return this.auth.login(dto);
  }

  /** The account's own data: the administrator reads it too. */
  @ApiResult('UserResponse')
  @AnyAccount()
  @Get('user/profile')
  profile(@CurrentUser() user: AuthenticatedUser): UserResponse {
    return this.auth.profile(user);
  }

  /** Ends the session of the token it is called with (an expired trial may still log out). */
  @ApiResult('SuccessResponse')
  @AnyAccount()
  @AllowExpiredTrial()
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  async logout(@CurrentUser() user: AuthenticatedUser): Promise<SuccessResponse> {
    await this.auth.logout(user);
    return { success: true };
  }

  /** Dismissing the welcome banner is allowed after the trial: it changes no shop data. */
  @ApiResult('AccountResponse')
  @AllowExpiredTrial()
  @Put('user/mark-welcome-seen')
  async markWelcomeSeen(@CurrentUser() user: AuthenticatedUser): Promise<AccountResponse> {
    return { success: true, user: await this.auth.markWelcomeSeen(user) };
  }
}

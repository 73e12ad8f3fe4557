import { ApiResult } from '../../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { StrictRateLimit } from '../../../common/rate-limit/rate-limits';
import type { ForgotPasswordResponse, MessageResponse } from '@repair-shop/contracts';
import { Public } from '../../../common/decorators/access.decorators';
import { ForgotPasswordDto, ResetPasswordDto } from './password-reset.dto';
import {
  PASSWORD_CHANGED_MESSAGE,
  PasswordResetService,
  RESET_REQUESTED_MESSAGE,
  RESET_WITHOUT_EMAIL_MESSAGE,
} from './password-reset.service';

@ApiTags('account')
@Controller('password')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  /** The same answer for any address; without mail it says that no link will come, and whom to ask. */
  @ApiResult('ForgotPasswordResponse')
  @Public()
  @StrictRateLimit()
  @Post('forgot')
  @HttpCode(HttpStatus.OK)
  async forgot(@Body() dto: ForgotPasswordDto): Promise<ForgotPasswordResponse> {
    await this.passwordReset.request(dto.email);
    const emailConfigured = this.passwordReset.emailConfigured;
    return {
      success: true,
      message: emailConfigured ? RESET_REQUESTED_MESSAGE : RESET_WITHOUT_EMAIL_MESSAGE,
      emailConfigured,
    };
  }

  @ApiResult('MessageResponse')
  @Public()
  @StrictRateLimit()
  @Post('reset')
  @HttpCode(HttpStatus.OK)
  async reset(@Body() dto: ResetPasswordDto): Promise<MessageResponse> {
    await this.passwordReset.reset(dto.token, dto.password);
    return { success: true, message: PASSWORD_CHANGED_MESSAGE };
  }
}

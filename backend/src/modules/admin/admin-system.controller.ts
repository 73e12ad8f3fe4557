import { ApiTags } from '@nestjs/swagger';
import { Controller, Get, Inject } from '@nestjs/common';
import type { AdminSystemResponse } from '@repair-shop/contracts';
import { AdminOnly } from '../../common/decorators/access.decorators';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { ApiResult } from '../../openapi/api-result.decorator';

/** What the server is set up to send (email, SMS): without it the shops' links and messages are only logged. */
@ApiTags('admin')
@Controller('admin/system')
export class AdminSystemController {
  constructor(@Inject(APP_CONFIG) private readonly config: RuntimeConfig) {}

  @ApiResult('AdminSystemResponse')
  @AdminOnly()
  @Get()
  system(): AdminSystemResponse {
    const mail = this.config.smtpUrl !== null;
    return {
      email: { configured: mail, from: mail ? this.config.mailFrom : null },
      sms: { configured: this.config.sms.gateway !== null },
    };
  }
}

import { Body, Controller, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PaymentCreatedResponse } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { jobActorOf, JobIdPipe } from '../jobs';
import { PaymentDto } from './dto/payment.dto';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@Allow('workOnJobs')
@Controller('jobs/:id/payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  /** Money taken (a deposit or a payment) or given back (a refund: owner and managers only). */
  @ApiResult('PaymentCreatedResponse', { status: HttpStatus.CREATED })
  // Whoever is at the counter takes the money.
  @Post()
  async record(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
    @Body() dto: PaymentDto,
  ): Promise<PaymentCreatedResponse> {
    return { success: true, ...(await this.payments.record(jobActorOf(user), user.role, jobId, dto)) };
  }
}

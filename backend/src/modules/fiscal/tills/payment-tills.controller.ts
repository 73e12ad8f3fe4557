import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FiscalPaymentTillResponse } from '@repair-shop/contracts';
import { Allow } from '../../../common/decorators/access.decorators';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ApiResult } from '../../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../../auth';
import { businessNotRegistered, requireBusinessId } from '../../business';
import { FiscalTillsService } from './fiscal-tills.service';

/** The tills whoever takes money chooses from (a Kosovo shop's payment dialog, with more than one). */
@ApiTags('fiscal')
@Allow('workOnJobs')
@Controller('fiscal/tills')
export class PaymentTillsController {
  constructor(private readonly tills: FiscalTillsService) {}

  /** The shop's tills holding a key, by POS number; none outside Kosovo. */
  @ApiResult('FiscalPaymentTillResponse', { array: true })
  @Get()
  list(@CurrentUser() user: AuthenticatedUser): Promise<FiscalPaymentTillResponse[]> {
    return this.tills.forPayments(requireBusinessId(user.businessId, businessNotRegistered));
  }
}

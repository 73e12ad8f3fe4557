import { ApiResult } from '../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Controller, Get, Query } from '@nestjs/common';
import type { ClientResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { Page } from '../../common/paging/page';
import { Paged } from '../../common/paging/paged.decorator';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ClientsService } from './clients.service';
import { ClientListQueryDto } from './dto/client-list-query.dto';

@ApiTags('clients')
@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  /** One page of clients (X-Total-Count has them all). */
  @ApiResult('ClientResponse', { page: true })
  @Paged()
  @Get()
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: ClientListQueryDto): Promise<Page<ClientResponse>> {
    return this.clients.list(user.businessId, query);
  }
}

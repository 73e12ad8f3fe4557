import { ApiResult } from '../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Controller, Get, Param, Query } from '@nestjs/common';
import type {
  ClientDetailResponse,
  ClientJobResponse,
  ClientResponse,
  ClientSuggestionsResponse,
} from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { Page } from '../../common/paging/page';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { Paged } from '../../common/paging/paged.decorator';
import type { AuthenticatedUser } from '../auth';
import { jobScopeOf } from '../jobs';
import { ClientPageService } from './client-page.service';
import { ClientPhoneKeyPipe } from './client-phone-key.pipe';
import { ClientSuggestionsService } from './client-suggestions.service';
import { ClientsService } from './clients.service';
import { ClientListQueryDto } from './dto/client-list-query.dto';
import { ClientSuggestionQueryDto } from './dto/client-suggestion-query.dto';

@ApiTags('clients')
@Allow('readClients')
@Controller('clients')
export class ClientsController {
  constructor(
    private readonly clients: ClientsService,
    private readonly suggestions: ClientSuggestionsService,
    private readonly pages: ClientPageService,
  ) {}

  /** One page of clients (X-Total-Count has them all). */
  @ApiResult('ClientResponse', { page: true })
  @Paged()
  @Get()
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: ClientListQueryDto): Promise<Page<ClientResponse>> {
    return this.clients.list(user.businessId, query);
  }

  /**
   * The clients whose name or phone holds what was typed in the new job dialog, latest visit first. Open
   * to technicians, who take jobs at the counter: no money in it, and only their own jobs' clients when
   * they see only their own jobs.
   */
  @ApiResult('ClientSuggestionsResponse')
  @Allow('workOnJobs')
  @Get('suggestions')
  suggest(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ClientSuggestionQueryDto,
  ): Promise<ClientSuggestionsResponse> {
    return this.suggestions.suggest(jobScopeOf(user), query);
  }

  /** A client of the shop by their phone key: visits, what they spent and what they still owe. */
  @ApiResult('ClientDetailResponse')
  @Get(':phoneKey')
  detail(
    @CurrentUser() user: AuthenticatedUser,
    @Param('phoneKey', ClientPhoneKeyPipe) phoneKey: string,
  ): Promise<ClientDetailResponse> {
    return this.pages.detail(user.businessId, phoneKey);
  }

  /** One page of the client's jobs, newest first, with each job's total, paid and balance. */
  @ApiResult('ClientJobResponse', { page: true })
  @Paged()
  @Get(':phoneKey/jobs')
  jobs(
    @CurrentUser() user: AuthenticatedUser,
    @Param('phoneKey', ClientPhoneKeyPipe) phoneKey: string,
    @Query() query: PageQueryDto,
  ): Promise<Page<ClientJobResponse>> {
    return this.pages.jobs(user.businessId, phoneKey, query);
  }
}

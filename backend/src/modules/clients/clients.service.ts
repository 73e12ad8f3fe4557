import { Injectable } from '@nestjs/common';
import type { ClientResponse } from '@repair-shop/contracts';
import { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import type { ClientListQueryDto } from './dto/client-list-query.dto';
import { ClientsRepository } from './clients.repository';

/**
 * A shop's clients: one per phone number, named as on their latest job (or as imported, without jobs),
 * with what their completed jobs cost.
 */
@Injectable()
export class ClientsService {
  constructor(private readonly clients: ClientsRepository) {}

  async list(businessId: string | null, query: ClientListQueryDto): Promise<Page<ClientResponse>> {
    if (!businessId) return new Page([], 0);
    const { items, total } = await this.clients.page(
      businessId,
      { search: query.search, sort: query.sort ?? 'recent' },
      pageOf(query),
    );
    return new Page(items, total);
  }
}

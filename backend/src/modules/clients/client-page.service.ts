import { Injectable } from '@nestjs/common';
import type { ClientDetailResponse, ClientJobResponse, PageQuery } from '@repair-shop/contracts';
import { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import { ClientNotFoundException } from './clients.exceptions';
import { ClientPageRepository } from './client-page.repository';

/**
 * A client's page (owner and managers): their kept row (name, job count, spending) and, from their own
 * jobs in the same snapshot, the first visit and what they still owe; their jobs a page at a time.
 */
@Injectable()
export class ClientPageService {
  constructor(private readonly pages: ClientPageRepository) {}

  async detail(businessId: string | null, phoneKey: string): Promise<ClientDetailResponse> {
    if (!businessId) throw new ClientNotFoundException();
    const client = await this.pages.detail(businessId, phoneKey);
    if (!client) throw new ClientNotFoundException();
    return client;
  }

  /** One page of the client's jobs, newest first; the total counts them all, the cancelled too (which the kept job count leaves out). */
  async jobs(businessId: string | null, phoneKey: string, query: PageQuery): Promise<Page<ClientJobResponse>> {
    if (!businessId) throw new ClientNotFoundException();
    const jobs = await this.pages.jobs(businessId, phoneKey, pageOf(query));
    if (!jobs) throw new ClientNotFoundException();
    return new Page(jobs.items, jobs.total);
  }
}

import { Injectable } from '@nestjs/common';
import { CLIENT_SUGGESTIONS_DEFAULT, type ClientSuggestionsResponse } from '@repair-shop/contracts';
import type { JobScope } from '../jobs';
import type { ClientSuggestionQueryDto } from './dto/client-suggestion-query.dto';
import { ClientsRepository } from './clients.repository';

/**
 * The clients the new job dialog offers as a name or phone is typed: the shop's clients whose kept row
 * matches, latest visit first. A technician kept to their own jobs gets only the clients of those jobs,
 * named, counted and dated by them.
 */
@Injectable()
export class ClientSuggestionsService {
  constructor(private readonly clients: ClientsRepository) {}

  async suggest(
    { businessId, onlyWorkerId }: JobScope,
    query: ClientSuggestionQueryDto,
  ): Promise<ClientSuggestionsResponse> {
    if (!businessId) return { clients: [] };
    const limit = query.limit ?? CLIENT_SUGGESTIONS_DEFAULT;
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`not a number of suggestions: ${limit}`);
    return { clients: await this.clients.suggestions({ businessId, onlyWorkerId }, query.search, limit) };
  }
}

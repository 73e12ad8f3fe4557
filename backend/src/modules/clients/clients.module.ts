import { Module } from '@nestjs/common';
import { ClientPageRepository } from './client-page.repository';
import { ClientPageService } from './client-page.service';
import { ClientSuggestionsService } from './client-suggestions.service';
import { ClientsController } from './clients.controller';
import { ClientsRepository } from './clients.repository';
import { ClientsService } from './clients.service';

/**
 * The shop's clients, kept per phone number as their jobs change (by the job writer's KeptFigures, in the
 * jobs module): the list, the new job dialog's suggestions, a client's page.
 */
@Module({
  controllers: [ClientsController],
  providers: [ClientsService, ClientSuggestionsService, ClientPageService, ClientsRepository, ClientPageRepository],
})
export class ClientsModule {}

import { Module } from '@nestjs/common';
import { ClientPageService } from './client-page.service';
import { ClientSuggestionsService } from './client-suggestions.service';
import { ClientTotals } from './client-totals';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';

/** The shop's clients, kept per phone number by ClientTotals as their jobs change: the list, the new job dialog's suggestions, a client's page. */
@Module({
  controllers: [ClientsController],
  providers: [ClientsService, ClientSuggestionsService, ClientPageService, ClientTotals],
  exports: [ClientTotals],
})
export class ClientsModule {}

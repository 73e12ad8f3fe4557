import { Module } from '@nestjs/common';
import { ClientTotals } from './client-totals';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';

/** The shop's clients, kept per phone number by ClientTotals as their jobs change. */
@Module({
  controllers: [ClientsController],
  providers: [ClientsService, ClientTotals],
  exports: [ClientTotals],
})
export class ClientsModule {}

import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { JobsModule } from '../jobs/jobs.module';
import { ClientImportWriter } from './client-import-writer';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';
import { JobImportWriter } from './job-import-writer';

/** Clients and jobs imported from a spreadsheet (CSV or .xlsx), checked whole and written in one transaction. */
@Module({
  imports: [JobsModule, ClientsModule],
  controllers: [ImportsController],
  providers: [ImportsService, JobImportWriter, ClientImportWriter],
})
export class TransferModule {}

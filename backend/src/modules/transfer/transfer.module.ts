import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs';
import { ClientImportWriter } from './client-import.repository';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';
import { JobImportWriter } from './job-import.repository';

/** Clients and jobs imported from a spreadsheet (CSV or .xlsx), checked whole and written in one transaction. */
@Module({
  imports: [JobsModule],
  controllers: [ImportsController],
  providers: [ImportsService, JobImportWriter, ClientImportWriter],
})
export class TransferModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessModule } from '../business/business.module';
import { SmsModule } from '../sms/sms.module';
import { WorkersModule } from '../workers/workers.module';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';
import { JobEventEntity } from './entities/job-event.entity';
import { JobEntity } from './entities/job.entity';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';
import { StatsController } from './stats/stats.controller';
import { StatsService } from './stats/stats.service';

@Module({
  imports: [TypeOrmModule.forFeature([JobEntity, JobEventEntity]), BusinessModule, WorkersModule, SmsModule],
  controllers: [JobsController, ClientsController, StatsController],
  providers: [JobsService, ClientsService, StatsService],
})
export class JobsModule {}

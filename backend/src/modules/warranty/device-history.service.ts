import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EarlierJobsResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import type { JobScope } from '../jobs';
import { earlierJobs, toEarlierJobResponse } from './earlier-jobs.repository';

/** What a device or a client brought to the shop before, for the new job dialog. */
@Injectable()
export class DeviceHistoryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async ofDevice(scope: JobScope, deviceId: string): Promise<EarlierJobsResponse> {
    const jobs = await earlierJobs(this.dataSource, scope, { deviceId }, this.clock.now());
    return { jobs: jobs.map(toEarlierJobResponse) };
  }

  async ofClient(scope: JobScope, phone: string): Promise<EarlierJobsResponse> {
    const jobs = await earlierJobs(this.dataSource, scope, { phone }, this.clock.now());
    return { jobs: jobs.map(toEarlierJobResponse) };
  }
}

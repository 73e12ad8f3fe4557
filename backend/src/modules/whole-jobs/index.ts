// The whole-jobs module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { WholeJobsModule } from './whole-jobs.module';
export { JobDetailService } from './job-detail.service';

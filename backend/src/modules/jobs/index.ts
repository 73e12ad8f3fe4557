// The jobs module's public API: the job aggregate's core, which its children and the whole-jobs module use
// (the lint's module-boundaries rule). It imports none of them.
export { JobsModule } from './jobs.module';
export { JobsService } from './jobs.service';
export { JobListService } from './list/job-list.service';
export { JobCategorySuggester } from './categories/job-category-suggester';
export { JobFilterQueryDto, JobListQueryDto } from './dto/job-list-query.dto';
export { UpdateJobDto } from './dto/update-job.dto';
export { JobEntity } from './entities/job.entity';
export { JobEventEntity } from './entities/job-event.entity';
export { authorOf, jobActorOf, jobScopeOf, type JobActor, type JobScope } from './job-history';
export { appendJobEvent, eventsOfJob, legacyAuthor, type NewJobEvent } from './job-events.repository';
export { JOB_IN_SCOPE, findJobInScope } from './job-scope.repository';
export { insertJob, JOB_CLIENT_COLUMNS, moveJobToStatus } from './jobs.repository';
export { isPersonsEntry, priceFromColumn, statusChangeText, toJobMessageResponse, toJobResponse } from './job.mapper';
export { JobIdPipe } from './job-id.pipe';
export { JobNotFoundException } from './jobs.exceptions';
export { TrackedJobNotFoundException } from './tracking.exceptions';
export { isTrackingTokenShaped, newTrackingToken } from './tracking-token';
export { JOB_COMPLETER_COLUMN, JOB_COUNTED, SHOP_TIME_ZONE } from './stats/job-figures';
// The one write path, the figures it keeps and the hooks modules above the core register into.
export { JobWriteModule } from './write/job-write.module';
export { JobWriter } from './write/job-writer';
export { JobWriteHooks } from './write/job-write-hooks';
export { lockJobBasis, type JobBasis } from './write/job-basis.repository';

import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { JobNotFoundException } from './jobs.exceptions';

/** A job's id in a path (the jobs' routes and those about a job: payments, parts, printing); no UUID, no job (404). */
export const JobIdPipe = new ParseIdPipe(() => new JobNotFoundException());

import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { WorkerNotFoundException } from './workers.exceptions';

/** A worker's id in a path; one that is no UUID names no worker (404). */
export const WorkerIdPipe = new ParseIdPipe(() => new WorkerNotFoundException());

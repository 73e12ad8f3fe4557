import { fullName, type HistoryAuthor } from '@repair-shop/contracts';
import type { ShopAccount } from '../auth';

/** How an account signs what it writes in a job's history. */
export const authorOf = (account: { id: string; firstName: string; lastName: string }): HistoryAuthor => ({
  id: account.id,
  name: fullName(account),
});

/** The jobs an account may see: its shop's, or only its own worker's (a technician kept to their jobs). */
export interface JobScope {
  businessId: string | null;
  onlyWorkerId: string | null;
}

/** Who is changing a job: the scope it must be in, the name every change is signed with, and their worker. */
export interface JobActor extends JobScope {
  author: HistoryAuthor;
  /** A staff account's own worker (credited with the jobs it completes); null for the owner. */
  authorWorkerId: string | null;
}

type JobAccount = Pick<
  ShopAccount,
  'id' | 'firstName' | 'lastName' | 'businessId' | 'jobsLimitedToWorker' | 'workerId'
>;

export function jobScopeOf(account: JobAccount): JobScope {
  return { businessId: account.businessId, onlyWorkerId: account.jobsLimitedToWorker };
}

export function jobActorOf(account: JobAccount): JobActor {
  return {
    ...jobScopeOf(account),
    author: authorOf(account),
    authorWorkerId: account.workerId,
  };
}

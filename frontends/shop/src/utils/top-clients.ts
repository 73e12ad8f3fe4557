import type { ClientResponse } from '@repair-shop/contracts';

export const TOP_CLIENTS = 5;

/** The clients with the most jobs, then the most recent first among equals. */
export function topByJobs(clients: ClientResponse[], count = TOP_CLIENTS): ClientResponse[] {
  return [...clients].sort((a, b) => b.jobCount - a.jobCount || b.lastJobAt.localeCompare(a.lastJobAt)).slice(0, count);
}

/** The clients who spent the most on completed jobs; those who spent nothing are left out. */
export function topBySpending(clients: ClientResponse[], count = TOP_CLIENTS): ClientResponse[] {
  return clients
    .filter((client) => client.totalSpent > 0)
    .sort((a, b) => b.totalSpent - a.totalSpent || b.jobCount - a.jobCount)
    .slice(0, count);
}

/**
 * A client's row (`clients`, alias `c`) stands either on their latest job or, for a client the shop
 * knows without any job (imported), on what it knows of them (`known_clients`, alias `k`: its id is
 * then the row's last_job_id). Such a client has had no visit yet.
 */
export const knownClientJoin = (c = 'c', k = 'k'): string =>
  `LEFT JOIN known_clients ${k} ON ${k}.business_id = ${c}.business_id AND ${k}.phone_key = ${c}.phone_key`;

/** SQL of when the client's latest job came in: null for a client known without jobs (ordered by when it came to be known). */
export const lastVisitSql = (c = 'c', k = 'k'): string =>
  `CASE WHEN ${c}.last_job_id = ${k}.id THEN NULL ELSE ${c}.last_job_at END`;

/** A visit's time as JSON: null when there was none. */
export const visitTime = (at: Date | string | null): string | null => (at === null ? null : new Date(at).toISOString());

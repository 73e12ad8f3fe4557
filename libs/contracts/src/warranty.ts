import type { DeviceIdKind } from './device-ids';
import type { JobStatus } from './job-status';

/** Days of warranty on a completed repair unless the shop (Business tab) or the job says otherwise. */
export const WARRANTY_DAYS_DEFAULT = 30;
/** Two years: the longest warranty a shop can give on a repair. */
export const WARRANTY_DAYS_MAX = 730;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a repair's warranty ends: `days` after it was (last) handed over; null before it is completed. */
export function warrantyEndsAt(status: JobStatus, lastCompletedAt: Date | string | null, days: number): string | null {
  if (status !== 'completed' || lastCompletedAt === null) return null;
  return new Date(new Date(lastCompletedAt).getTime() + days * DAY_MS).toISOString();
}

/** An earlier job of the same device or client, as the new job dialog lists it. */
export interface EarlierJobResponse {
  id: string;
  ticketCode: string;
  status: JobStatus;
  clientName: string;
  clientPhone: string;
  deviceModel: string;
  deviceIdKind: DeviceIdKind;
  deviceImei: string;
  workDescription: string;
  assignedWorker: string;
  createdAt: string;
  /** When the device was last handed over; null while the job is not completed. */
  completedAt: string | null;
  warrantyEndsAt: string | null;
  /** Completed, and its warranty has not ended yet: a new job can be its warranty return. */
  underWarranty: boolean;
  /** This job was itself a warranty return of that job. */
  warrantyOfJobId: string | null;
}

/** GET /devices/:deviceId and GET /clients/jobs?phone=: the newest earlier jobs, at most EARLIER_JOBS_LIMIT. */
export interface EarlierJobsResponse {
  jobs: EarlierJobResponse[];
}

export const EARLIER_JOBS_LIMIT = 10;

/** A warranty return's stamp, as the dialog, the job detail and the history show it. */
export const WARRANTY_RETURN_LABEL = 'Kthim në garanci';

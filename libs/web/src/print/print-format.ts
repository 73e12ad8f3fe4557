import { DEFAULT_LABEL_COPIES, clientTicketCode, type JobResponse } from '@repair-shop/contracts';
import { formatDate } from '../format/format';

/** Label text limits, in characters (section 9 of the specification). */
export const LABEL_LIMITS = { client: 25, device: 30, problem: 35, imei: 20, worker: 20 } as const;

export interface LabelSize {
  id: string;
  label: string;
  widthCm: number;
  heightCm: number;
}

export const LABEL_SIZES: LabelSize[] = [
  { id: '10x4', label: '10cm x 4cm (standard)', widthCm: 10, heightCm: 4 },
  { id: '8x3', label: '8cm x 3cm', widthCm: 8, heightCm: 3 },
  { id: '12x5', label: '12cm x 5cm', widthCm: 12, heightCm: 5 },
];

export const DEFAULT_LABEL_SIZE = LABEL_SIZES[0];

/** Cuts text to `max` characters, ending with "…" when something was cut. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  return clean.length <= max ? clean : `${clean.slice(0, Math.max(0, max - 1))}…`;
}

export { DEFAULT_LABEL_COPIES, clientTicketCode };

/** The invoice's warranty line: the job's days, and the end date once the device is handed over. */
export function warrantyText(job: Pick<JobResponse, 'warrantyDays' | 'warrantyEndsAt'>): string {
  if (job.warrantyDays === 0) return 'Kjo punë nuk ka garanci.';
  const until = job.warrantyEndsAt ? `, deri më ${formatDate(job.warrantyEndsAt)}` : ', nga dita e dorëzimit';
  return `Garancia: ${job.warrantyDays} ditë për punën e kryer${until}.`;
}

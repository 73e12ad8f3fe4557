import {
  DEVICE_ID_KIND_LABELS,
  JOB_STATUS_LABELS,
  clientTicketCode,
  formatMoney,
  fullName,
  type Currency,
  type DeviceIdKind,
  type JobStatus,
  wallClockIn,
} from '@repair-shop/contracts';
import { SHOP_TIME_ZONE } from '../../jobs';

/** What the audit log tells of a deleted job, read under its lock before it goes. */
export interface DeletedJob {
  id: string;
  status: JobStatus;
  clientName: string;
  clientPhone: string;
  deviceModel: string;
  deviceImei: string;
  deviceIdKind: DeviceIdKind;
  /** numeric columns as pg reads them: exact text. */
  estimatedPrice: string | null;
  partsSale: string;
  createdAt: Date;
  cancelReason: string | null;
  warrantyOfJobId: string | null;
  workerFirstName: string;
  workerLastName: string;
  currency: Currency;
}

/** A part taken off the deleted job and put back in stock. */
export interface RestockedPart {
  name: string;
  quantity: number;
}

/** "15.01.2026 11:00" in the shop's time zone. */
export function shopDateTimeText(date: Date): string {
  const wall = wallClockIn(SHOP_TIME_ZONE, date);
  const [year, month, day] = wall.date.split('-');
  return `${day}.${month}.${year} ${wall.time.slice(0, 5)}`;
}

/**
 * The deleted job in words a person reads, one fact after another: client and phone, device and its
 * identifier, status (and why it was cancelled), when it was received, price, worker, and what went
 * back to stock or was removed with it.
 */
export function deletedJobText(job: DeletedJob, restocked: RestockedPart[], photoCount: number): string {
  const money = (amount: string) => formatMoney(Number(amount), job.currency);
  const facts = [
    `Klienti: ${job.clientName}, ${job.clientPhone}`,
    `Pajisja: ${job.deviceModel}${job.deviceImei ? ` (${DEVICE_ID_KIND_LABELS[job.deviceIdKind]} ${job.deviceImei})` : ''}`,
    `Statusi: ${JOB_STATUS_LABELS[job.status]}${job.cancelReason ? ` (arsyeja: ${job.cancelReason})` : ''}`,
    `Pranuar më ${shopDateTimeText(job.createdAt)}`,
    `Çmimi: ${job.estimatedPrice === null ? 'pa çmim' : money(job.estimatedPrice)}`,
    `Punëtori: ${fullName({ firstName: job.workerFirstName, lastName: job.workerLastName })}`,
  ];
  if (restocked.length > 0) {
    const parts = restocked.map((part) => `${part.name} × ${part.quantity}`).join(', ');
    facts.push(`Pjesët u kthyen në stok (${money(job.partsSale)}): ${parts}`);
  }
  if (photoCount > 0) facts.push(`U fshinë edhe ${photoCount === 1 ? '1 foto' : `${photoCount} foto`}`);
  if (job.warrantyOfJobId) facts.push(`Ishte kthim në garanci i punës #${clientTicketCode(job.warrantyOfJobId)}`);
  return `${facts.join('. ')}.`;
}

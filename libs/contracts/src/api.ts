import type { Country } from './countries';
import type { Currency } from './money';
import type { CountedJobStatus, JobStatus } from './job-status';
import type { HistoryAuthor, SuccessResponse } from './common';
import type { JobPartLineResponse } from './inventory';
import type { DepositRequest, JobMoney, PaymentResponse } from './payments';
import type { StaffRole, WorkerLoginResponse } from './staff';
import type { IntakeRecordRequest, IntakeRecordResponse, JobSignatureResponse, SignatureRequest } from './intake';
import type { DeviceIdKind } from './device-ids';
import type { EstimateResponse } from './estimates';
import type { DeviceLockRequest, DeviceLockSummary } from './device-locks';
import type { JobCategory, JobCategorySource, JobPredictionResponse } from './insights';

/**
 * Every error body the API sends: `detail` is an Albanian sentence meant for the user, `code` a stable
 * machine-readable name of the case (see ERROR_CODES) that clients may branch on, `requestId` the id of
 * the request in the server's logs (also in the X-Request-Id header).
 */
export interface ApiError {
  detail: string;
  code: string;
  /**
   * The request's field the refusal is about, as the request names it (`phoneNumber`, `deposit.amount`,
   * a query's `createdFrom`): every VALIDATION_FAILED names one, and so do conflicts about one field's value
   * (EMAIL_TAKEN, PART_CODE_TAKEN). Absent when the refusal is not about one field.
   */
  field?: string;
  /** Absent only when the request was refused before it was read (headers too large). */
  requestId?: string;
}

export type { SuccessResponse, HistoryAuthor } from './common';

export interface UserResponse {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  createdAt: string;
  isAdmin: boolean;
  hasSeenWelcome: boolean;
  isExpired: boolean;
  remainingDays: number;
  trialExpiresAt: string | null;
  /** The account's role in its shop; null for the administrator. */
  role: StaffRole | null;
  /** The worker a staff account is (a manager's or a technician's login belongs to one); null for an owner and the administrator. */
  workerId: string | null;
  /** The shop's name; null for the administrator and an owner who has not registered the business yet. */
  businessName: string | null;
  /**
   * `trial` before any payment, `active` once the administrator recorded one (until trialExpiresAt, the end
   * of what was paid), `expired` after the end either way; null for the administrator.
   */
  subscriptionStatus: SubscriptionStatus | null;
}

/** A row of the administrator's list: the account, and its shop as the provider follows it. */
export interface AdminUserResponse extends UserResponse {
  country: Country | null;
  city: string | null;
  /** The shop has paid at least once: its time is a subscription's, no longer a trial's (expired or not). */
  hasPaid: boolean;
  /** Staff logins of the shop (the owner not counted). */
  staffCount: number;
  jobCount: number;
  /** The latest login of any of the shop's accounts or the latest job received, whichever is later. */
  lastActivityAt: string | null;
}

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** GET /admin/users: newest first, paged (X-Total-Count); `search` matches every word typed in the name, email, business or city, accents ignored. */
export interface AdminUserListQuery extends PageQuery {
  search?: string;
  status?: SubscriptionStatus;
}

/** The answer of a registration and of a change to the account (the welcome banner dismissed). */
export interface AccountResponse extends SuccessResponse {
  user: UserResponse;
}

export interface LoginResponse extends SuccessResponse {
  user: UserResponse;
  access_token: string;
}

/** POST /api/invitations/accept: answers like POST /api/login. */
export type InvitationAcceptResponse = LoginResponse;

export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface AdminLoginRequest {
  username: string;
  password: string;
}

export interface BusinessRequest {
  businessName: string;
  contactNumber: string;
  country: Country;
  city: string;
}

export interface BusinessResponse extends BusinessRequest {
  id: string;
  createdAt: string;
  updatedAt: string;
  /** Technicians see and change only the jobs assigned to them. */
  techniciansSeeOwnJobsOnly: boolean;
  /** Technicians may sell at the counter (POST /api/sales); they never see costs either way. */
  techniciansCanSell: boolean;
  /** The currency of every price and payment (from the country until the owner chooses). */
  currency: Currency;
  /** NUI (Kosovo), NIPT (Albania) or EDB (North Macedonia), printed on the invoice. */
  taxNumber: string | null;
  /** VAT in percent (e.g. 18), printed on the invoice; null: the shop does not charge VAT. */
  vatRate: number | null;
  /** The terms a client signs under when leaving a device, printed on the intake receipt; null: none set. */
  intakeTerms: string | null;
  /** Days of warranty a completed repair gets unless its job says otherwise. */
  warrantyDays: number;
  /** A job "Gati" and not collected for this many days needs attention (GET /jobs/attention); 1–90, 7 unless chosen. */
  uncollectedAfterDays: number;
  /** A job "Në proces" with nothing written in its history for this many days needs attention; 1–90, 7 unless chosen. */
  idleAfterDays: number;
  /** Whether the client's tracking page shows when the repair is expected ready. */
  trackingShowsReadyEstimate: boolean;
}

/** PUT /api/business: the details, and (left out: unchanged) whether technicians see only their own jobs. */
export interface BusinessUpdateRequest extends BusinessRequest {
  techniciansSeeOwnJobsOnly?: boolean;
  techniciansCanSell?: boolean;
  currency?: Currency;
  /** null or "" removes it. */
  taxNumber?: string | null;
  vatRate?: number | null;
  /** null or "" removes them. */
  intakeTerms?: string | null;
  warrantyDays?: number;
  uncollectedAfterDays?: number;
  idleAfterDays?: number;
  trackingShowsReadyEstimate?: boolean;
}

export interface BusinessRegisterResponse extends SuccessResponse {
  message: string;
  business: BusinessResponse;
}

export interface WorkerRequest {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export interface WorkerResponse extends WorkerRequest {
  id: string;
  createdAt: string;
  /** Jobs of this worker that are not completed yet. */
  activeJobCount: number;
  /** The worker's own login, if they were given one. */
  login: WorkerLoginResponse | null;
  /** False once deactivated: kept with their history, offered for no new job, without a login. */
  active: boolean;
}

/** PATCH /api/workers/:id: only the fields sent change. */
export interface WorkerUpdateRequest {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  active?: boolean;
}

export interface WorkerUpdatedResponse extends SuccessResponse {
  worker: WorkerResponse;
}

export interface WorkerCreatedResponse extends SuccessResponse {
  worker: WorkerResponse;
}

export const JOB_PRIORITIES = ['low', 'normal', 'high'] as const;
export type JobPriority = (typeof JOB_PRIORITIES)[number];

export const JOB_PRIORITY_LABELS: Record<JobPriority, string> = { low: 'E ulët', normal: 'Normale', high: 'E lartë' };

export interface JobRequest {
  workerId: string;
  clientName: string;
  clientPhone: string;
  deviceModel: string;
  deviceImei: string;
  deviceCode: string;
  workDescription: string;
  estimatedPrice?: number | null;
  priority?: JobPriority;
  /** Money taken at intake: recorded as the job's first payment (a deposit), with the job. */
  deposit?: DepositRequest;
  /** The device's condition and what the client left with it. */
  intake?: IntakeRecordRequest;
  /** The client's signature under the shop's terms, drawn when the device was left. */
  intakeSignature?: Omit<SignatureRequest, 'kind'>;
  /** What deviceImei holds: an IMEI (the default; 15 digits passing Luhn) or a serial number. */
  deviceIdKind?: DeviceIdKind;
  /** Days of warranty once completed; the shop's default (Business tab) when not sent. */
  warrantyDays?: number;
  /** The completed job, still under warranty, that this job is a warranty return of. */
  warrantyOfJobId?: string;
  /** The device's PIN, password or pattern, kept encrypted (the spec's deviceCode stays as it is). */
  deviceLock?: DeviceLockRequest;
  /** What is wrong with the device, when a person chose it; left out, the server suggests one from the description. */
  category?: JobCategory;
}

/**
 * A partial edit of a job (the detail view's edit pencils); a deposit is taken with POST /jobs/:id/payments,
 * the intake record changes with PUT /jobs/:id/intake and signatures are added with POST /jobs/:id/signatures.
 */
export type JobUpdateRequest = Partial<
  Omit<JobRequest, 'deposit' | 'intake' | 'intakeSignature' | 'warrantyOfJobId' | 'deviceLock'>
>;

export interface JobResponse {
  id: string;
  status: JobStatus;
  clientName: string;
  clientPhone: string;
  deviceModel: string;
  /** The IMEI, or the serial number when deviceIdKind says so. */
  deviceImei: string;
  deviceIdKind: DeviceIdKind;
  deviceCode: string;
  workDescription: string;
  /** Same text as workDescription; older clients read it under this name. */
  issueDescription: string;
  workerId: string;
  /** The worker's full name. */
  assignedWorker: string;
  estimatedPrice: number | null;
  priority: JobPriority;
  /** Secret of the client's public tracking page (/gjurmo/<token>), printed as the label's QR code. */
  trackingToken: string;
  createdAt: string;
  updatedAt: string;
  /** Days of warranty on the repair, counted from its (last) completion. */
  warrantyDays: number;
  /** When the warranty ends; null until the job is completed. */
  warrantyEndsAt: string | null;
  /** Set on a warranty return: the earlier job whose repair it returns under warranty. */
  warrantyOfJobId: string | null;
  /** Why the job was cancelled, while it is (`status` is `cancelled`); null otherwise. The history keeps every cancellation. */
  cancelReason: string | null;
  category: JobCategory;
  categorySource: JobCategorySource;
}

export interface JobCreatedResponse extends SuccessResponse {
  job: JobResponse;
}

/**
 * A status change, a message written by the shop, or the outcome of an SMS sent to the client;
 * `edit`: a field of the job changed (its text says which, from what to what); `payment`: money taken
 * or given back; `parts`: a part used on the job or taken off it; `contact`: the shop wrote to the client
 * itself (Viber or WhatsApp opened with the message, a reminder SMS queued).
 */
export type JobHistoryType =
  'status' | 'message' | 'sms_sent' | 'sms_failed' | 'edit' | 'payment' | 'parts' | 'contact';

export interface JobMessageResponse {
  id: string;
  message: string;
  createdAt: string;
  type: JobHistoryType;
  /** For a status entry, the status the job moved to. */
  status: JobStatus | null;
  /** Null for what the system did by itself (an SMS sent or refused). */
  author: HistoryAuthor | null;
}

export interface JobDetailResponse {
  job: JobResponse;
  messages: JobMessageResponse[];
  /** SMS queued for this job and not yet sent or given up on; their outcome joins the history later. */
  pendingSms: number;
  /** Total, paid and balance due, summed exactly by the server. */
  money: JobMoney;
  /** Every payment and refund, oldest first. */
  payments: PaymentResponse[];
  /** The parts used on the job, oldest first. */
  parts: JobPartLineResponse[];
  /** The device's condition when it was left; null for a job added without a checklist. */
  intake: IntakeRecordResponse | null;
  /** The client's signatures: at intake, then at pickup. */
  signatures: JobSignatureResponse[];
  /** The estimate sent last (the client answers it from the tracking page); null: none sent. */
  estimate: EstimateResponse | null;
  /** That an unlock code is kept, and its kind; the code itself only through POST /jobs/:id/device-lock/reveal. */
  deviceLock: DeviceLockSummary | null;
  /** The jobs that are warranty returns of this one, oldest first: while there is one, the job cannot be deleted. */
  warrantyReturnIds: string[];
  /** What the shop's history predicted when the job was received; null for a job without one. */
  prediction: JobPredictionResponse | null;
}

export interface JobStatusRequest {
  status: JobStatus;
  /**
   * Why the job is cancelled: required with `status: "cancelled"` (trimmed, 1–CANCEL_REASON_MAX_LENGTH
   * characters), refused with any other status. Another status reopens a cancelled job.
   */
  reason?: string;
}

export interface JobStatusResponse extends SuccessResponse {
  job: JobResponse;
  entry: JobMessageResponse;
}

export interface JobMessageRequest {
  message: string;
}

export interface JobMessageCreatedResponse extends SuccessResponse {
  entry: JobMessageResponse;
}

/** Filters of GET /jobs and GET /jobs/counts. */
export interface JobFilterQuery {
  /** Part of the client's name (accents ignored: "qendrim" finds "Qëndrim"), the phone in any form, or the IMEI. */
  search?: string;
  createdFrom?: string;
  createdTo?: string;
  /** One status, or several separated by commas (`new,in_process,ready`, see jobStatusFilter): jobs in any of them. */
  status?: string;
}

/**
 * GET /jobs: one page of the shop's jobs, newest first. The answer is a plain array; the number of
 * jobs matching the filters is in the X-Total-Count header.
 */
export interface JobListQuery extends JobFilterQuery, PageQuery {}

/** Paging of every list: `limit` 1–100 (default 50), `offset` from 0. */
export interface PageQuery {
  limit?: number;
  offset?: number;
}

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;
/** The response header of a paged list that carries the number of matching rows. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * GET /jobs/counts: how many jobs match the filters, per status, and in all. `total` leaves the cancelled
 * jobs out (they count nowhere); `byStatus.cancelled` says how many of those matching were cancelled.
 */
export interface JobCountsResponse {
  total: number;
  byStatus: Record<JobStatus, number>;
}

export const CLIENT_SORTS = ['recent', 'jobs', 'spent'] as const;
/** recent: latest job first; jobs: most jobs first; spent: most money spent first. */
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** GET /clients: one page of the shop's clients (total in X-Total-Count). */
export interface ClientListQuery extends PageQuery {
  /** Part of the name (accents ignored) or of the phone in any form. */
  search?: string;
  sort?: ClientSort;
}

export interface ClientResponse {
  /** The client's key (their phone's national digits): their page is GET /clients/:phoneKey. */
  phoneKey: string;
  name: string;
  phone: string;
  /** The client's jobs, cancelled ones left out. */
  jobCount: number;
  /** Sum of what the client's completed jobs cost (labour and parts), in the shop's currency. */
  totalSpent: number;
  /** Null for a client the shop imported who has no job yet. */
  lastJobAt: string | null;
  /** The note kept with an imported client. */
  note: string | null;
}

export interface TrialExtendRequest {
  months: number;
  /** The shop paid for these months ("Pagesa u pranua"): its subscription is active until the new end. */
  paid?: boolean;
}

export interface TrialExtendResponse extends SuccessResponse {
  user: UserResponse;
}

export interface DeleteAllUsersResponse extends SuccessResponse {
  deletedCount: number;
}

/** GET /health/live: the process is up. GET /health: it is up and its database answers (else 503). */
export interface HealthResponse {
  status: 'ok';
  /** On GET /health only: the database answered. */
  database?: 'up';
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/** The answer of both password reset calls: a sentence to show the user. */
export interface MessageResponse extends SuccessResponse {
  message: string;
}

/**
 * POST /api/password/forgot: the same answer whether or not the account exists. `emailConfigured` false:
 * this server sends no email at all, so no link will come (the message says whom to ask instead).
 */
export interface ForgotPasswordResponse extends MessageResponse {
  emailConfigured: boolean;
}

/** GET /api/admin/system: what the server is set up to send, for the administrator to see. */
export interface AdminSystemResponse {
  /** Outgoing email (SMTP_URL): password reset links and staff invitations. `from` is MAIL_FROM, null without mail. */
  email: { configured: boolean; from: string | null };
  /** The SMS gateway (SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN): clients' SMS. Without it they are only logged. */
  sms: { configured: boolean };
}

export interface DailyJobCount {
  /** Calendar day in the shops' time zone (Central European Time), YYYY-MM-DD. */
  date: string;
  count: number;
}

export interface BusinessStats {
  /** The shop's jobs per status; cancelled jobs are in no statistic. */
  jobsByStatus: Record<CountedJobStatus, number>;
  /** Jobs received on each of the last 30 days (cancelled ones left out), oldest first, days without jobs included. */
  jobsPerDay: DailyJobCount[];
  /** Sum of the prices of completed jobs, in euro. */
  revenue: number;
  /** Average hours from receiving a job to its first "ready"; null before any job was ready. */
  averageHoursToReady: number | null;
  /** Average hours from receiving a job to its first "completed"; null before any was completed. */
  averageHoursToCompleted: number | null;
  /** Devices brought back under warranty, ever. */
  warrantyReturns: number;
}

export interface WorkerStats {
  workerId: string;
  name: string;
  /** The worker's jobs, cancelled ones left out. */
  jobCount: number;
  /** Jobs the worker completed during the current calendar month (by their own login, or assigned to them). */
  completedThisMonth: number;
  /** Average hours from receiving to completing the worker's jobs; null before any was completed. */
  averageTurnaroundHours: number | null;
  /** Devices brought back under warranty after a repair this worker completed. */
  warrantyReturns: number;
}

export interface StatsResponse {
  business: BusinessStats;
  workers: WorkerStats[];
}

/** What the client's public tracking page shows: nothing private (no phone, IMEI or device code). */
export interface TrackingResponse {
  shopName: string;
  shopPhone: string;
  deviceModel: string;
  ticketCode: string;
  status: JobStatus;
  receivedAt: string;
  updatedAt: string;
  /** The shop's currency, for the estimate's price. */
  currency: Currency;
  /** The estimate the shop sent last, for the client to accept or refuse once; null: none. */
  estimate: EstimateResponse | null;
  /** When the repair is expected ready; null when the shop does not show it or there is no estimate. */
  readyBy: { from: string; to: string } | null;
}

export interface TrackingLookupRequest {
  /** The ticket code on the client's receipt (the job id's last 6 characters). */
  code: string;
  /** The last four digits of the client's phone number. */
  phoneLast4: string;
}

export interface TrackingLookupResponse {
  token: string;
}

import type {
  AdminUserListQuery,
  ClientListQuery,
  JobFilterQuery,
  JobListQuery,
  PageQuery,
  PartListQuery,
  ProductListQuery,
  StockMovementQuery,
} from '@repair-shop/contracts';
import type { MonthRange } from '../api/reports-api';

/**
 * Every cache key of the shared QueryClient, in one place so that the shop, print and admin remotes
 * read and invalidate the same entries. Lists sit under a prefix (['jobs'], ['clients'], ['parts']) that a write
 * invalidates as a whole.
 */
export const queryKeys = {
  profile: ['profile'] as const,
  business: ['business'] as const,
  smsSettings: ['sms-settings'] as const,
  fiscalProfile: ['fiscal-profile'] as const,
  fiscalTills: ['fiscal-tills'] as const,
  /** Under fiscalTills: a change to the tills refreshes the payment dialog's choice too. */
  paymentTills: ['fiscal-tills', 'payments'] as const,
  /** A job's fiscal documents (a payment makes one, a receipt's print counts on it). */
  jobFiscalDocuments: (jobId: string) => ['fiscal-documents', 'job', jobId] as const,
  /** Prefix of every page of the documents the tax office has not accepted yet: a payment may add one. */
  fiscalPending: ['fiscal-documents', 'pending'] as const,
  fiscalPendingPage: (query: PageQuery) => ['fiscal-documents', 'pending', query] as const,
  /** A counter sale (or return) as GET /api/sales/:id answers it: the sale screen fills it, its papers read it. */
  sale: (saleId: string) => ['sales', 'detail', saleId] as const,
  /** The Albanian register's cash deposits of a day. */
  cashDeposits: (day: string) => ['cash-deposits', day] as const,
  /** Prefix of every day's deposits: a payment may add a cash invoice the day counts before its initial cash. */
  cashDepositsAll: ['cash-deposits'] as const,
  workers: ['workers'] as const,
  stats: ['stats'] as const,
  /** Prefix of the estimates and the insights: a job's category chosen again changes what the history says. */
  insightsAll: ['insights'] as const,
  /** What the history says of a job being typed in the new job dialog, by what was typed. */
  jobEstimate: (deviceModel: string, description: string, category: string | null) =>
    ['insights', 'estimate', deviceModel, description, category] as const,
  /** The statistics tab's and the home tab's insights; under ['insights'] with the estimates. */
  insights: ['insights', 'summary'] as const,
  /** Prefix of every page and count of jobs. */
  jobs: ['jobs'] as const,
  jobPage: (query: JobListQuery) => ['jobs', 'page', query] as const,
  jobCounts: (filters: JobFilterQuery) => ['jobs', 'counts', filters] as const,
  job: (id: string) => ['job', id] as const,
  /** Under the job's key: whatever makes the job's detail stale (a photo added, its history line) reloads them too. */
  jobPhotos: (jobId: string) => ['job', jobId, 'photos'] as const,
  /** Under the job's key too: a new status, or the client's name or phone, changes the messages. */
  jobChatDrafts: (jobId: string) => ['job', jobId, 'chat-drafts'] as const,
  /** Under ['jobs']: any change of a job's status may add it to the list or take it off. */
  jobAttention: ['jobs', 'attention'] as const,
  jobAttentionPage: (query: PageQuery) => ['jobs', 'attention', query] as const,
  /** Prefix of every page of clients, the top clients included. */
  clients: ['clients'] as const,
  clientPage: (query: ClientListQuery) => ['clients', query] as const,
  /** Prefix of every client's page (their figures and their jobs): a job's write, payment or part may change it. */
  clientPages: ['client'] as const,
  client: (phoneKey: string) => ['client', phoneKey] as const,
  clientJobPage: (phoneKey: string, query: PageQuery) => ['client', phoneKey, 'jobs', query] as const,
  /** Prefix of every page of the shop's parts (the stock), the low-stock card included. */
  parts: ['parts'] as const,
  partPage: (query: PartListQuery & PageQuery) => ['parts', query] as const,
  /** Under ['parts']: the same stock, so whatever changes a part (a job's part, a receipt) asks for them again. */
  productPage: (query: ProductListQuery & PageQuery) => ['parts', 'products', query] as const,
  productLookup: (code: string) => ['parts', 'lookup', code] as const,
  stockMovements: (query: StockMovementQuery & PageQuery) => ['parts', 'movements', query] as const,
  /** Prefix of the day close and the profit report: every job, payment or part used may change them. */
  reports: ['reports'] as const,
  dayReport: (date: string) => ['reports', 'day', date] as const,
  profitReport: (range: MonthRange) => ['reports', 'profit', range] as const,
  /** Prefix of every page of the shop's audit log (the Business tab's card): a job deleted adds to it. */
  auditLog: ['audit-log'] as const,
  auditLogPage: (query: PageQuery) => ['audit-log', query] as const,
  /** The shop's print stations (the Business tab's card, the job's "Dërgo në printer"). */
  printStations: ['print-stations'] as const,
  /** What was sent to the stations for one job, and what became of it. */
  jobPrintJobs: (jobId: string) => ['print-jobs', jobId] as const,
  salePrintJobs: (saleId: string) => ['print-jobs', 'sale', saleId] as const,
  /** A paired station's own queue (the counter's browser, under the station's credential). */
  stationJobs: ['station', 'jobs'] as const,
  /** Prefix of what a device or a client brought before (the new job dialog): a new job or status changes it. */
  earlierJobs: ['earlier-jobs'] as const,
  deviceJobs: (deviceId: string) => ['earlier-jobs', 'device', deviceId] as const,
  clientJobs: (phone: string) => ['earlier-jobs', 'client', phone] as const,
  /** The clients offered as a name or phone is typed in the new job dialog. */
  clientSuggestions: (search: string) => ['earlier-jobs', 'client-suggestions', search] as const,
  cities: (country: string) => ['cities', country] as const,
  tracking: (token: string) => ['tracking', token] as const,
  /** Prefix of every page and count of the administrator's list: a write (extend, delete) invalidates it as a whole. */
  adminUsers: ['admin', 'users'] as const,
  /** What the server is set up to send (email, SMS): it changes only with a restart. */
  adminSystem: ['admin', 'system'] as const,
  adminUserPage: (query: AdminUserListQuery) => ['admin', 'users', 'page', query] as const,
  /** How many shops match `search` in each subscription state. */
  adminShopCounts: (search: string) => ['admin', 'users', 'counts', search] as const,
};

import type {
  DefectiveWriteOffRequest,
  ProductArchivedResponse,
  ProductLookupResponse,
  ProductUnitListQuery,
  ProductUnitRequest,
  ProductUnitResponse,
  ProductUnitSavedResponse,
  ProductUnitUpdateRequest,
  AuditLogEntryResponse,
  BusinessRegisterResponse,
  BusinessRequest,
  BusinessResponse,
  BusinessUpdateRequest,
  ClientDetailResponse,
  ClientJobResponse,
  ChatOpenedRequest,
  ChatOpenedResponse,
  ClientListQuery,
  ClientResponse,
  ClientSuggestionQuery,
  ClientSuggestionsResponse,
  DeviceLockRequest,
  DeviceLockRevealResponse,
  DeviceLockSavedResponse,
  EarlierJobsResponse,
  CashDepositCreatedResponse,
  CashDepositListResponse,
  CashDepositRequest,
  FiscalCertificateResponse,
  FiscalDocumentResponse,
  FiscalPendingResponse,
  FiscalPrintResponse,
  FiscalProfileRequest,
  FiscalProfileResponse,
  TcrRegistrationResponse,
  FiscalPaymentTillResponse,
  FiscalTillResponse,
  JobPhotoAddedResponse,
  JobPhotosResponse,
  PhotoUploadQuery,
  EstimateRequest,
  EstimateSentResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  IntakeRecordRequest,
  IntakeSavedResponse,
  InvitationAcceptRequest,
  InvitationAcceptResponse,
  InvitationResponse,
  JobAttentionResponse,
  JobChatDraftsResponse,
  JobCountsResponse,
  JobCreatedResponse,
  JobDeletedResponse,
  JobDetailResponse,
  JobFilterQuery,
  JobListQuery,
  JobMessageCreatedResponse,
  JobRequest,
  JobResponse,
  JobStatus,
  JobStatusResponse,
  JobPartAddedResponse,
  JobPartRemovedResponse,
  JobPartRequest,
  JobUpdateRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  PageQuery,
  PartListQuery,
  PartRequest,
  PartResponse,
  PartSavedResponse,
  PartUpdateRequest,
  PaymentCreatedResponse,
  PaymentRequest,
  RegisterRequest,
  ReminderSmsResponse,
  SignatureCreatedResponse,
  SignatureRequest,
  ResetPasswordRequest,
  SmsSettingsRequest,
  SmsSettingsResponse,
  StaffInvitationResponse,
  StaffLoginRequest,
  StatsResponse,
  SuccessResponse,
  UserResponse,
  WorkerCreatedResponse,
  WorkerLoginLinkResponse,
  WorkerRequest,
  WorkerResponse,
  WorkerUpdatedResponse,
  WorkerUpdateRequest,
  ProductListQuery,
  ProductRequest,
  ProductResponse,
  ProductSavedResponse,
  ProductUpdateRequest,
  StockCountRequest,
  StockCountSavedResponse,
  StockMovementQuery,
  StockMovementResponse,
  StockReceiptRequest,
  StockReceiptSavedResponse,
  InsightsResponse,
  JobCategory,
  JobEstimateResponse,
} from '@repair-shop/contracts';
import { apiPageRequest, apiRequest } from './http';
import type { Page } from './page';
import { getToken } from '../session/session';

const withToken = () => ({ token: getToken() });

/** A list query as the URL's query string takes it. */
const asQuery = (query: object) => query as Record<string, string | number | undefined>;

/** Calls of a shop owner; protected calls carry the stored token. */
export const shopApi = {
  register: (body: RegisterRequest) =>
    apiRequest<SuccessResponse & { user: UserResponse }>('POST', '/register', { body }),
  login: (body: LoginRequest) => apiRequest<LoginResponse>('POST', '/login', { body }),
  forgotPassword: (body: ForgotPasswordRequest) =>
    apiRequest<ForgotPasswordResponse>('POST', '/password/forgot', { body }),
  resetPassword: (body: ResetPasswordRequest) => apiRequest<MessageResponse>('POST', '/password/reset', { body }),
  /** Ends on the server the session of the stored token. */
  logout: () => apiRequest<SuccessResponse>('POST', '/logout', { ...withToken(), body: {} }),
  profile: () => apiRequest<UserResponse>('GET', '/user/profile', withToken()),
  markWelcomeSeen: () => apiRequest<SuccessResponse>('PUT', '/user/mark-welcome-seen', { ...withToken(), body: {} }),
  cities: (country: string) => apiRequest<string[]>('GET', `/cities/${encodeURIComponent(country)}`),
  registerBusiness: (body: BusinessRequest) =>
    apiRequest<BusinessRegisterResponse>('POST', '/business/register', { ...withToken(), body }),
  business: () => apiRequest<BusinessResponse>('GET', '/business', withToken()),
  updateBusiness: (body: BusinessUpdateRequest) =>
    apiRequest<BusinessResponse>('PUT', '/business', { ...withToken(), body }),
  smsSettings: () => apiRequest<SmsSettingsResponse>('GET', '/business/sms', withToken()),
  saveSmsSettings: (body: SmsSettingsRequest) =>
    apiRequest<SmsSettingsResponse>('PUT', '/business/sms', { ...withToken(), body }),
  /** The shop's fiscal profile; `{country: null}` when it has none. */
  fiscalProfile: () => apiRequest<FiscalProfileResponse>('GET', '/business/fiscal', withToken()),
  saveFiscalProfile: (body: FiscalProfileRequest) =>
    apiRequest<FiscalProfileResponse>('PUT', '/business/fiscal', { ...withToken(), body }),
  /** The Albanian shop's .p12 with its password; the answer is the certificate's facts, never the secrets. */
  uploadFiscalCertificate: (file: Blob, password: string) => {
    const body = new FormData();
    body.append('password', password);
    body.append('certifikata', file, file instanceof File ? file.name : 'certifikata.p12');
    return apiRequest<FiscalCertificateResponse>('POST', '/business/fiscal/certificate', { ...withToken(), body });
  },
  /** Registers the Albanian shop's cash register with the CIS (503 while the CIS cannot be reached). */
  registerTcr: () => apiRequest<TcrRegistrationResponse>('POST', '/business/fiscal/tcr', { ...withToken(), body: {} }),
  /** The register's cash of an Albanian day (YYYY-MM-DD), oldest first. */
  cashDeposits: (day: string) =>
    apiRequest<CashDepositListResponse>('GET', '/fiscal/cash-deposits', { ...withToken(), query: { day } }),
  /** The day's initial cash or a withdrawal, registered with the CIS at once (503 while it cannot be reached). */
  registerCashDeposit: (body: CashDepositRequest) =>
    apiRequest<CashDepositCreatedResponse>('POST', '/fiscal/cash-deposits', { ...withToken(), body }),
  /** Kosovo: the shop's tills (print stations) with their POS numbers and public keys, to register with ATK. */
  fiscalTills: () => apiRequest<FiscalTillResponse[]>('GET', '/business/fiscal/tills', withToken()),
  /**
   * Kosovo: lets the station register a new key in place of its current one. With coupons it has not signed,
   * `unsigned` says what becomes of them (`keep`: the new key signs them, `void`: failed); unsaid, 409.
   */
  requestNewTillKey: (stationId: string, unsigned?: 'keep' | 'void') =>
    apiRequest<SuccessResponse>('DELETE', `/business/fiscal/tills/${encodeURIComponent(stationId)}/key`, {
      ...withToken(),
      query: unsigned ? { voidUnsigned: unsigned === 'void' ? 'true' : 'false' } : undefined,
    }),
  /** Kosovo: the tills holding a key, by POS number, that a payment's coupon can be made on (every role). */
  paymentTills: () => apiRequest<FiscalPaymentTillResponse[]>('GET', '/fiscal/tills', withToken()),
  /** The job's fiscal documents, oldest first (each names its payment). */
  jobFiscalDocuments: (jobId: string) =>
    apiRequest<FiscalDocumentResponse[]>('GET', `/jobs/${encodeURIComponent(jobId)}/fiscal-documents`, withToken()),
  /** The shop's documents the tax office has not accepted yet, oldest first, with how many are overdue. */
  fiscalPending: (query: PageQuery = {}) =>
    apiRequest<FiscalPendingResponse>('GET', '/fiscal/pending', { ...withToken(), query: asQuery(query) }),
  /** Told right before a receipt or invoice carrying the document is printed: whether this print is a copy. */
  printFiscalDocument: (documentId: string) =>
    apiRequest<FiscalPrintResponse>('POST', `/fiscal/documents/${encodeURIComponent(documentId)}/prints`, {
      ...withToken(),
      body: {},
    }),
  workers: () => apiRequest<WorkerResponse[]>('GET', '/workers', withToken()),
  addWorker: (body: WorkerRequest) => apiRequest<WorkerCreatedResponse>('POST', '/workers', { ...withToken(), body }),
  updateWorker: (id: string, body: WorkerUpdateRequest) =>
    apiRequest<WorkerUpdatedResponse>('PATCH', `/workers/${encodeURIComponent(id)}`, { ...withToken(), body }),
  /** Gives the worker a login: the answer's inviteUrl is also emailed to them. */
  inviteStaff: (workerId: string, body: StaffLoginRequest) =>
    apiRequest<StaffInvitationResponse>('POST', `/workers/${encodeURIComponent(workerId)}/login`, {
      ...withToken(),
      body,
    }),
  /** A new link for the worker's login: a fresh invitation, or a new password's once the invitation was accepted. */
  newStaffLoginLink: (workerId: string) =>
    apiRequest<WorkerLoginLinkResponse>('POST', `/workers/${encodeURIComponent(workerId)}/login/link`, {
      ...withToken(),
      body: {},
    }),
  /** Albania: the cashier's code the worker's login signs invoices with; null removes it. */
  setOperatorCode: (workerId: string, operatorCode: string | null) =>
    apiRequest<SuccessResponse>('PUT', `/workers/${encodeURIComponent(workerId)}/login/operator-code`, {
      ...withToken(),
      body: { operatorCode },
    }),
  revokeStaffLogin: (workerId: string) =>
    apiRequest<SuccessResponse>('DELETE', `/workers/${encodeURIComponent(workerId)}/login`, withToken()),
  invitation: (token: string) => apiRequest<InvitationResponse>('GET', `/invitations/${encodeURIComponent(token)}`),
  acceptInvitation: (body: InvitationAcceptRequest) =>
    apiRequest<InvitationAcceptResponse>('POST', '/invitations/accept', { body }),
  /** One page of clients (search by name or phone; sort recent, jobs or spent); total from X-Total-Count. */
  clients: (query: ClientListQuery = {}): Promise<Page<ClientResponse>> =>
    apiPageRequest<ClientResponse>('/clients', { ...withToken(), query: asQuery(query) }),
  /** The clients whose name or phone holds what was typed (the new job dialog), latest visit first; no money. */
  clientSuggestions: (query: ClientSuggestionQuery) =>
    apiRequest<ClientSuggestionsResponse>('GET', '/clients/suggestions', { ...withToken(), query: asQuery(query) }),
  /** A client's page by their phone key: visits, total spent and balance due (404 when the shop has no such client). */
  client: (phoneKey: string) =>
    apiRequest<ClientDetailResponse>('GET', `/clients/${encodeURIComponent(phoneKey)}`, withToken()),
  /** One page of the client's jobs, newest first, each with its total, paid and balance; total from X-Total-Count. */
  clientJobPage: (phoneKey: string, query: PageQuery): Promise<Page<ClientJobResponse>> =>
    apiPageRequest<ClientJobResponse>(`/clients/${encodeURIComponent(phoneKey)}/jobs`, {
      ...withToken(),
      query: asQuery(query),
    }),
  stats: () => apiRequest<StatsResponse>('GET', '/stats', withToken()),
  /** What the shop's history says of a job being received; `category` when a person chose one. */
  jobEstimate: (query: { deviceModel: string; description: string; category?: JobCategory }) =>
    apiRequest<JobEstimateResponse>('GET', '/insights/estimate', { ...withToken(), query: asQuery(query) }),
  /** What changed, what runs out and how good the predictions were (owner and managers only). */
  insights: () => apiRequest<InsightsResponse>('GET', '/insights', withToken()),
  /** The device's earlier jobs in the shop (IMEI however spaced, or serial), newest first. */
  deviceJobs: (deviceId: string) =>
    apiRequest<EarlierJobsResponse>('GET', `/devices/${encodeURIComponent(deviceId)}`, withToken()),
  /** The client's earlier jobs in the shop, by the phone in any form, newest first. */
  clientJobs: (phone: string) =>
    apiRequest<EarlierJobsResponse>('GET', '/clients/jobs', { ...withToken(), query: { phone } }),
  /** One page of jobs, newest first; total from X-Total-Count. */
  jobs: (query: JobListQuery = {}): Promise<Page<JobResponse>> =>
    apiPageRequest<JobResponse>('/jobs', { ...withToken(), query: asQuery(query) }),
  /** How many jobs match the filters, in all and per status. */
  jobCounts: (filters: JobFilterQuery = {}) =>
    apiRequest<JobCountsResponse>('GET', '/jobs/counts', { ...withToken(), query: asQuery(filters) }),
  job: (id: string) => apiRequest<JobDetailResponse>('GET', `/jobs/${encodeURIComponent(id)}`, withToken()),
  createJob: (body: JobRequest) => apiRequest<JobCreatedResponse>('POST', '/jobs', { ...withToken(), body }),
  updateJob: (id: string, body: JobUpdateRequest) =>
    apiRequest<JobCreatedResponse>('PATCH', `/jobs/${encodeURIComponent(id)}`, { ...withToken(), body }),
  changeStatus: (id: string, status: JobStatus) =>
    apiRequest<JobStatusResponse>('PUT', `/jobs/${encodeURIComponent(id)}/status`, {
      ...withToken(),
      body: { status },
    }),
  /** Cancels the job with its reason (kept in the history); another status reopens it. */
  cancelJob: (id: string, reason: string) =>
    apiRequest<JobStatusResponse>('PUT', `/jobs/${encodeURIComponent(id)}/status`, {
      ...withToken(),
      body: { status: 'cancelled', reason },
    }),
  /** The owner deletes a job entered by mistake; 409 JOB_HAS_PAYMENTS when money was taken (cancel it instead). */
  deleteJob: (id: string) => apiRequest<JobDeletedResponse>('DELETE', `/jobs/${encodeURIComponent(id)}`, withToken()),
  /** One page of the shop's audit log (the owner's), newest first; total from X-Total-Count. */
  auditLog: (query: PageQuery = {}): Promise<Page<AuditLogEntryResponse>> =>
    apiPageRequest<AuditLogEntryResponse>('/audit-log', { ...withToken(), query: asQuery(query) }),
  addMessage: (id: string, message: string) =>
    apiRequest<JobMessageCreatedResponse>('POST', `/jobs/${encodeURIComponent(id)}/messages`, {
      ...withToken(),
      body: { message },
    }),
  /** Money taken for the job (or given back): never edited afterwards; the answer has the job's new money. */
  addPayment: (jobId: string, body: PaymentRequest) =>
    apiRequest<PaymentCreatedResponse>('POST', `/jobs/${encodeURIComponent(jobId)}/payments`, { ...withToken(), body }),
  /** One page of the shop's parts (search by name or exact code, only low stock); total from X-Total-Count. */
  parts: (query: PartListQuery & PageQuery = {}): Promise<Page<PartResponse>> =>
    apiPageRequest<PartResponse>('/parts', { ...withToken(), query: asQuery(query) }),
  addPart: (body: PartRequest) => apiRequest<PartSavedResponse>('POST', '/parts', { ...withToken(), body }),
  updatePart: (id: string, body: PartUpdateRequest) =>
    apiRequest<PartSavedResponse>('PATCH', `/parts/${encodeURIComponent(id)}`, { ...withToken(), body }),
  /** One page of the shop's products (the same stock as the parts; money as exact decimal strings). */
  products: (query: ProductListQuery & PageQuery = {}): Promise<Page<ProductResponse>> =>
    apiPageRequest<ProductResponse>('/products', { ...withToken(), query: asQuery(query) }),
  addProduct: (body: ProductRequest) => apiRequest<ProductSavedResponse>('POST', '/products', { ...withToken(), body }),
  updateProduct: (id: string, body: ProductUpdateRequest) =>
    apiRequest<ProductSavedResponse>('PATCH', `/products/${encodeURIComponent(id)}`, { ...withToken(), body }),
  /** What a code scanned names: a barcode, a code, or a unit's IMEI/serial (`unit`); 404 PRODUCT_NOT_FOUND when none. */
  lookupProduct: (code: string) =>
    apiRequest<ProductLookupResponse>('GET', '/products/lookup', { ...withToken(), query: { code } }),
  /** Takes the product off sale (archived; its books stay); the answer's message says what it still held. */
  archiveProduct: (id: string) =>
    apiRequest<ProductArchivedResponse>('DELETE', `/products/${encodeURIComponent(id)}`, withToken()),
  /** Puts a product taken off sale back on sale, with its quantity and books. */
  restoreProduct: (id: string) =>
    apiRequest<ProductSavedResponse>('POST', `/products/${encodeURIComponent(id)}/restore`, withToken()),
  /** Defective pieces sent back or thrown away: the product's defective count goes down. */
  writeOffDefective: (id: string, body: DefectiveWriteOffRequest) =>
    apiRequest<ProductSavedResponse>('POST', `/products/${encodeURIComponent(id)}/defective/write-off`, {
      ...withToken(),
      body,
    }),
  /** One page of a serialized product's units, newest first; total from X-Total-Count. */
  productUnits: (id: string, query: ProductUnitListQuery & PageQuery = {}): Promise<Page<ProductUnitResponse>> =>
    apiPageRequest<ProductUnitResponse>(`/products/${encodeURIComponent(id)}/units`, {
      ...withToken(),
      query: asQuery(query),
    }),
  /** A unit received by IMEI or serial (409 UNIT_SERIAL_TAKEN when another unit holds it). */
  addProductUnit: (id: string, body: ProductUnitRequest) =>
    apiRequest<ProductUnitSavedResponse>('POST', `/products/${encodeURIComponent(id)}/units`, { ...withToken(), body }),
  /** A unit corrected, marked defective, written off or put back in stock. */
  updateProductUnit: (id: string, unitId: string, body: ProductUnitUpdateRequest) =>
    apiRequest<ProductUnitSavedResponse>(
      'PATCH',
      `/products/${encodeURIComponent(id)}/units/${encodeURIComponent(unitId)}`,
      { ...withToken(), body },
    ),
  /** The stock's movements (one product's when asked), newest first; total from X-Total-Count. */
  stockMovements: (query: StockMovementQuery & PageQuery = {}): Promise<Page<StockMovementResponse>> =>
    apiPageRequest<StockMovementResponse>('/stock/movements', { ...withToken(), query: asQuery(query) }),
  /** Goods received from a supplier: quantities in, cost prices set to the unit costs. */
  receiveStock: (body: StockReceiptRequest) =>
    apiRequest<StockReceiptSavedResponse>('POST', '/stock/receipts', { ...withToken(), body }),
  /** A stock count: the differences from the system's quantities are booked. */
  countStock: (body: StockCountRequest) =>
    apiRequest<StockCountSavedResponse>('POST', '/stock/counts', { ...withToken(), body }),
  /** A part used on the job, taken from the stock; 409 STOCK_INSUFFICIENT unless allowNegativeStock. */
  addJobPart: (jobId: string, body: JobPartRequest) =>
    apiRequest<JobPartAddedResponse>('POST', `/jobs/${encodeURIComponent(jobId)}/parts`, { ...withToken(), body }),
  /** The device's condition at intake; 409 INTAKE_SIGNED once the client has signed for it. */
  saveIntake: (jobId: string, body: IntakeRecordRequest) =>
    apiRequest<IntakeSavedResponse>('PUT', `/jobs/${encodeURIComponent(jobId)}/intake`, { ...withToken(), body }),
  /** The client's signature at intake or pickup; each is kept once (409 SIGNATURE_EXISTS). */
  addSignature: (jobId: string, body: SignatureRequest) =>
    apiRequest<SignatureCreatedResponse>('POST', `/jobs/${encodeURIComponent(jobId)}/signatures`, {
      ...withToken(),
      body,
    }),
  /** A new estimate for the client to accept or refuse from the tracking page; it replaces the one before. */
  sendEstimate: (jobId: string, body: EstimateRequest) =>
    apiRequest<EstimateSentResponse>('POST', `/jobs/${encodeURIComponent(jobId)}/estimates`, { ...withToken(), body }),
  /** Keeps the device's PIN, password or pattern, encrypted; replaces the one kept before. */
  saveDeviceLock: (jobId: string, body: DeviceLockRequest) =>
    apiRequest<DeviceLockSavedResponse>('PUT', `/jobs/${encodeURIComponent(jobId)}/device-lock`, {
      ...withToken(),
      body,
    }),
  removeDeviceLock: (jobId: string) =>
    apiRequest<SuccessResponse>('DELETE', `/jobs/${encodeURIComponent(jobId)}/device-lock`, withToken()),
  /** The code itself; the server writes "Kodi u shfaq nga …" in the job's history. */
  revealDeviceLock: (jobId: string) =>
    apiRequest<DeviceLockRevealResponse>('POST', `/jobs/${encodeURIComponent(jobId)}/device-lock/reveal`, {
      ...withToken(),
      body: {},
    }),
  /** The job's photos, with links that work for a few minutes. */
  jobPhotos: (jobId: string) =>
    apiRequest<JobPhotosResponse>('GET', `/jobs/${encodeURIComponent(jobId)}/photos`, withToken()),
  /** One photo as it came from the camera or the gallery; the server resizes it and strips its metadata. */
  addJobPhoto: (jobId: string, file: Blob, query: PhotoUploadQuery) => {
    const body = new FormData();
    body.append('foto', file, file instanceof File ? file.name : 'foto.jpg');
    return apiRequest<JobPhotoAddedResponse>('POST', `/jobs/${encodeURIComponent(jobId)}/photos`, {
      ...withToken(),
      body,
      query: { stage: query.stage, caption: query.caption },
    });
  },
  removeJobPhoto: (jobId: string, photoId: string) =>
    apiRequest<SuccessResponse>(
      'DELETE',
      `/jobs/${encodeURIComponent(jobId)}/photos/${encodeURIComponent(photoId)}`,
      withToken(),
    ),
  /** The status's message and the reminder for the client's Viber and WhatsApp, links ready before the tap. */
  chatDrafts: (jobId: string) =>
    apiRequest<JobChatDraftsResponse>('GET', `/jobs/${encodeURIComponent(jobId)}/chat-drafts`, withToken()),
  /** Told as the link opens the app (which may unload the page): the server writes the history line. */
  chatOpened: (jobId: string, body: ChatOpenedRequest) =>
    apiRequest<ChatOpenedResponse>('POST', `/jobs/${encodeURIComponent(jobId)}/chat-opened`, {
      ...withToken(),
      body,
      keepalive: true,
    }),
  /** The reminder SMS, queued by the server; 409 with SMS off, a number that cannot be texted, or one sent today. */
  reminderSms: (jobId: string) =>
    apiRequest<ReminderSmsResponse>('POST', `/jobs/${encodeURIComponent(jobId)}/reminder-sms`, {
      ...withToken(),
      body: {},
    }),
  /** "Kërkon vëmendje": jobs ready and not collected, or in process and untouched, oldest wait first; total from X-Total-Count. */
  attention: (query: PageQuery = {}): Promise<Page<JobAttentionResponse>> =>
    apiPageRequest<JobAttentionResponse>('/jobs/attention', { ...withToken(), query: asQuery(query) }),
  /** Takes a part off the job and puts it back in the stock. */
  removeJobPart: (jobId: string, lineId: string) =>
    apiRequest<JobPartRemovedResponse>(
      'DELETE',
      `/jobs/${encodeURIComponent(jobId)}/parts/${encodeURIComponent(lineId)}`,
      withToken(),
    ),
};

import type {
  BusinessRegisterResponse,
  BusinessRequest,
  BusinessResponse,
  ClientResponse,
  ForgotPasswordRequest,
  JobCreatedResponse,
  JobDetailResponse,
  JobListQuery,
  JobMessageCreatedResponse,
  JobRequest,
  JobResponse,
  JobStatus,
  JobStatusResponse,
  JobUpdateRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  SmsSettingsRequest,
  SmsSettingsResponse,
  StatsResponse,
  SuccessResponse,
  UserResponse,
  WorkerCreatedResponse,
  WorkerRequest,
  WorkerResponse,
} from '@repair-shop/contracts';
import { apiRequest } from './http';
import { getToken } from '../session/session';

const withToken = () => ({ token: getToken() });

/** Calls of a shop owner; protected calls carry the stored token. */
export const shopApi = {
  register: (body: RegisterRequest) => apiRequest<SuccessResponse & { user: UserResponse }>('POST', '/register', { body }),
  login: (body: LoginRequest) => apiRequest<LoginResponse>('POST', '/login', { body }),
  forgotPassword: (body: ForgotPasswordRequest) => apiRequest<MessageResponse>('POST', '/password/forgot', { body }),
  resetPassword: (body: ResetPasswordRequest) => apiRequest<MessageResponse>('POST', '/password/reset', { body }),
  profile: () => apiRequest<UserResponse>('GET', '/user/profile', withToken()),
  markWelcomeSeen: () => apiRequest<SuccessResponse>('PUT', '/user/mark-welcome-seen', { ...withToken(), body: {} }),
  cities: (country: string) => apiRequest<string[]>('GET', `/cities/${encodeURIComponent(country)}`),
  registerBusiness: (body: BusinessRequest) =>
    apiRequest<BusinessRegisterResponse>('POST', '/business/register', { ...withToken(), body }),
  business: () => apiRequest<BusinessResponse>('GET', '/business', withToken()),
  updateBusiness: (body: BusinessRequest) => apiRequest<BusinessResponse>('PUT', '/business', { ...withToken(), body }),
  smsSettings: () => apiRequest<SmsSettingsResponse>('GET', '/business/sms', withToken()),
  saveSmsSettings: (body: SmsSettingsRequest) =>
    apiRequest<SmsSettingsResponse>('PUT', '/business/sms', { ...withToken(), body }),
  workers: () => apiRequest<WorkerResponse[]>('GET', '/workers', withToken()),
  addWorker: (body: WorkerRequest) => apiRequest<WorkerCreatedResponse>('POST', '/workers', { ...withToken(), body }),
  clients: () => apiRequest<ClientResponse[]>('GET', '/clients', withToken()),
  stats: () => apiRequest<StatsResponse>('GET', '/stats', withToken()),
  jobs: (query: JobListQuery = {}) =>
    apiRequest<JobResponse[]>('GET', '/jobs', { ...withToken(), query: query as Record<string, string | number | undefined> }),
  job: (id: string) => apiRequest<JobDetailResponse>('GET', `/jobs/${encodeURIComponent(id)}`, withToken()),
  createJob: (body: JobRequest) => apiRequest<JobCreatedResponse>('POST', '/jobs', { ...withToken(), body }),
  updateJob: (id: string, body: JobUpdateRequest) =>
    apiRequest<JobCreatedResponse>('PATCH', `/jobs/${encodeURIComponent(id)}`, { ...withToken(), body }),
  changeStatus: (id: string, status: JobStatus) =>
    apiRequest<JobStatusResponse>('PUT', `/jobs/${encodeURIComponent(id)}/status`, { ...withToken(), body: { status } }),
  addMessage: (id: string, message: string) =>
    apiRequest<JobMessageCreatedResponse>('POST', `/jobs/${encodeURIComponent(id)}/messages`, { ...withToken(), body: { message } }),
};

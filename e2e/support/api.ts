import {
  TOTAL_COUNT_HEADER,
  type JobDetailResponse,
  type JobListQuery,
  type JobResponse,
  type JobStatus,
  type LoginResponse,
  type PaymentRequest,
  type ProductRequest,
  type ProductSavedResponse,
  type SmsSettingsRequest,
  type SmsSettingsResponse,
  type StaffInvitationResponse,
  type UserResponse,
  type WorkerResponse,
} from '@repair-shop/contracts';
import { ADMIN, baseUrl } from './environment';

/** A JSON call to the server at `server`; an answer other than 2xx fails the test with its detail. */
export async function callServer<T>(
  server: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${server}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(data)}`);
  return data;
}

/** A JSON call to the server global-setup.ts started. */
function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  return callServer<T>(baseUrl(), method, path, body, token);
}

let counter = 0;

export interface ShopOwner {
  email: string;
  password: string;
  token: string;
  user: UserResponse;
}

/** A shop owner created through the API, with a business unless told otherwise. */
export async function createShopOwner(
  options: { business?: boolean; firstName?: string; lastName?: string } = {},
): Promise<ShopOwner> {
  counter += 1;
  const email = `owner-${Date.now()}-${counter}@example.com`;
  const password = 'fjalekalim-i-sigurt';
  await call('POST', '/register', {
    firstName: options.firstName ?? 'Arben',
    lastName: options.lastName ?? 'Krasniqi',
    email,
    password,
  });
  const login = await call<LoginResponse>('POST', '/login', { email, password });
  if (options.business !== false) {
    await call(
      'POST',
      '/business/register',
      { businessName: 'Servisi Arben', contactNumber: '044 123 456', country: 'kosovo', city: 'Prishtinë' },
      login.access_token,
    );
  }
  return { email, password, token: login.access_token, user: login.user };
}

export async function addWorker(owner: ShopOwner, firstName = 'Besnik'): Promise<WorkerResponse> {
  const result = await call<{ worker: WorkerResponse }>(
    'POST',
    '/workers',
    { firstName, lastName: 'Gashi', phoneNumber: '049 111 222' },
    owner.token,
  );
  return result.worker;
}

/** Gives the worker a login with that role, as the Workers tab does: the invitation, not yet accepted. */
export async function inviteStaff(
  owner: ShopOwner,
  worker: WorkerResponse,
  role: 'manager' | 'technician',
): Promise<StaffInvitationResponse & { email: string }> {
  counter += 1;
  const email = `staff-${Date.now()}-${counter}@example.com`;
  return {
    ...(await call<StaffInvitationResponse>('POST', `/workers/${worker.id}/login`, { email, role }, owner.token)),
    email,
  };
}

/** Gives the worker a login with that role and accepts its invitation: the new account's session. */
export async function giveLogin(
  owner: ShopOwner,
  worker: WorkerResponse,
  role: 'manager' | 'technician',
): Promise<ShopOwner> {
  const password = 'fjalekalimi-i-stafit';
  const { inviteUrl, email } = await inviteStaff(owner, worker, role);
  const token = inviteUrl.split('/invite/')[1];
  const accepted = await call<LoginResponse>('POST', '/invitations/accept', { token, password });
  return { email, password, token: accepted.access_token, user: accepted.user };
}

export async function addJob(
  owner: ShopOwner,
  workerId: string,
  clientName = 'Drita Berisha',
  options: { clientPhone?: string; deviceModel?: string; deviceImei?: string } = {},
): Promise<JobResponse> {
  const result = await call<{ job: JobResponse }>(
    'POST',
    '/jobs',
    {
      workerId,
      clientName,
      clientPhone: options.clientPhone ?? '045 987 654',
      deviceModel: options.deviceModel ?? 'Samsung Galaxy S23',
      deviceImei: options.deviceImei ?? '356938035643809',
      deviceCode: '1234',
      workDescription: 'Ekrani i thyer, duhet ndërruar',
    },
    owner.token,
  );
  return result.job;
}

/** One page of the shop's jobs as the server gives it, with the total of its X-Total-Count header. */
export async function jobPage(owner: ShopOwner, query: JobListQuery): Promise<{ items: JobResponse[]; total: number }> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await fetch(`${baseUrl()}/api/jobs?${search}`, {
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  if (!response.ok) throw new Error(`GET /jobs → ${response.status} ${await response.text()}`);
  return { items: (await response.json()) as JobResponse[], total: Number(response.headers.get(TOTAL_COUNT_HEADER)) };
}

/** Moves the job to a status as the job detail's buttons do; a cancellation says why. */
export async function setJobStatus(owner: ShopOwner, jobId: string, status: JobStatus, reason?: string): Promise<void> {
  await call('PUT', `/jobs/${jobId}/status`, reason === undefined ? { status } : { status, reason }, owner.token);
}

/** Money taken for the job (a deposit, a payment) or given back. */
export async function addPayment(owner: ShopOwner, jobId: string, payment: PaymentRequest): Promise<void> {
  await call('POST', `/jobs/${jobId}/payments`, payment, owner.token);
}

/** A product (or part) of the shop's stock; its quantity is the stock's first movement. */
export async function addProduct(owner: ShopOwner, product: ProductRequest): Promise<ProductSavedResponse> {
  return call<ProductSavedResponse>('POST', '/products', product, owner.token);
}

/** The welcome banner dismissed, as after a first visit: the session a returning owner has. */
export async function markWelcomeSeen(owner: ShopOwner): Promise<ShopOwner> {
  await call('PUT', '/user/mark-welcome-seen', {}, owner.token);
  return { ...owner, user: { ...owner.user, hasSeenWelcome: true } };
}

export async function addJobMessage(owner: ShopOwner, jobId: string, message: string): Promise<void> {
  await call('POST', `/jobs/${jobId}/messages`, { message }, owner.token);
}

export async function jobDetail(owner: ShopOwner, jobId: string): Promise<JobDetailResponse> {
  return call<JobDetailResponse>('GET', `/jobs/${jobId}`, undefined, owner.token);
}

/** Saves the shop's SMS settings as the Business tab does. */
export async function saveSmsSettings(owner: ShopOwner, settings: SmsSettingsRequest): Promise<SmsSettingsResponse> {
  return call<SmsSettingsResponse>('PUT', '/business/sms', settings, owner.token);
}

export async function adminLogin(): Promise<LoginResponse> {
  return call<LoginResponse>('POST', '/admin/login', ADMIN);
}

/** What the browser keeps after a login (section 3: token and user). */
export function sessionScript(owner: ShopOwner): string {
  return `localStorage.setItem('token', ${JSON.stringify(owner.token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(owner.user))});`;
}

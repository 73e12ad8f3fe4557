import type { Page } from '@playwright/test';
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

/** A call in the owner's session, to the server the owner was made on. */
function callAs<T>(owner: ShopOwner, method: string, path: string, body?: unknown): Promise<T> {
  return callServer<T>(owner.server ?? baseUrl(), method, path, body, owner.token);
}

let counter = 0;

export interface ShopOwner {
  email: string;
  password: string;
  token: string;
  user: UserResponse;
  /** The server it was made on, when not the suite's shared one (a fleet's balancer). */
  server?: string;
}

/** A shop owner created through the API, with a business unless told otherwise. */
export async function createShopOwner(
  options: { business?: boolean; firstName?: string; lastName?: string; server?: string } = {},
): Promise<ShopOwner> {
  counter += 1;
  const email = `owner-${Date.now()}-${counter}@example.com`;
  const password = 'fjalekalim-i-sigurt';
  const server = options.server ?? baseUrl();
  await callServer(server, 'POST', '/register', {
    firstName: options.firstName ?? 'Arben',
    lastName: options.lastName ?? 'Krasniqi',
    email,
    password,
  });
  const login = await callServer<LoginResponse>(server, 'POST', '/login', { email, password });
  if (options.business !== false) {
    await callServer(
      server,
      'POST',
      '/business/register',
      { businessName: 'Servisi Arben', contactNumber: '044 123 456', country: 'kosovo', city: 'Prishtinë' },
      login.access_token,
    );
  }
  return { email, password, token: login.access_token, user: login.user, ...(options.server ? { server } : {}) };
}

export async function addWorker(owner: ShopOwner, firstName = 'Besnik'): Promise<WorkerResponse> {
  const result = await callAs<{ worker: WorkerResponse }>(owner, 'POST', '/workers', {
    firstName,
    lastName: 'Gashi',
    phoneNumber: '049 111 222',
  });
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
    ...(await callAs<StaffInvitationResponse>(owner, 'POST', `/workers/${worker.id}/login`, { email, role })),
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
  const server = owner.server ?? baseUrl();
  const accepted = await callServer<LoginResponse>(server, 'POST', '/invitations/accept', { token, password });
  return { email, password, token: accepted.access_token, user: accepted.user, ...(owner.server ? { server } : {}) };
}

export async function addJob(
  owner: ShopOwner,
  workerId: string,
  clientName = 'Drita Berisha',
  options: { clientPhone?: string; deviceModel?: string; deviceImei?: string } = {},
): Promise<JobResponse> {
  const result = await callAs<{ job: JobResponse }>(owner, 'POST', '/jobs', {
    workerId,
    clientName,
    clientPhone: options.clientPhone ?? '045 987 654',
    deviceModel: options.deviceModel ?? 'Samsung Galaxy S23',
    deviceImei: options.deviceImei ?? '356938035643809',
    deviceCode: '1234',
    workDescription: 'Ekrani i thyer, duhet ndërruar',
  });
  return result.job;
}

/** One page of the shop's jobs as the server gives it, with the total of its X-Total-Count header. */
export async function jobPage(owner: ShopOwner, query: JobListQuery): Promise<{ items: JobResponse[]; total: number }> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await fetch(`${owner.server ?? baseUrl()}/api/jobs?${search}`, {
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  if (!response.ok) throw new Error(`GET /jobs → ${response.status} ${await response.text()}`);
  return { items: (await response.json()) as JobResponse[], total: Number(response.headers.get(TOTAL_COUNT_HEADER)) };
}

/** Moves the job to a status as the job detail's buttons do; a cancellation says why. */
export async function setJobStatus(owner: ShopOwner, jobId: string, status: JobStatus, reason?: string): Promise<void> {
  await callAs(owner, 'PUT', `/jobs/${jobId}/status`, reason === undefined ? { status } : { status, reason });
}

/** Money taken for the job (a deposit, a payment) or given back. */
export async function addPayment(owner: ShopOwner, jobId: string, payment: PaymentRequest): Promise<void> {
  await callAs(owner, 'POST', `/jobs/${jobId}/payments`, payment);
}

/** A product (or part) of the shop's stock; its quantity is the stock's first movement. */
export async function addProduct(owner: ShopOwner, product: ProductRequest): Promise<ProductSavedResponse> {
  return callAs<ProductSavedResponse>(owner, 'POST', '/products', product);
}

/** The welcome banner dismissed, as after a first visit: the session a returning owner has. */
export async function markWelcomeSeen(owner: ShopOwner): Promise<ShopOwner> {
  await callAs(owner, 'PUT', '/user/mark-welcome-seen', {});
  return { ...owner, user: { ...owner.user, hasSeenWelcome: true } };
}

export async function addJobMessage(owner: ShopOwner, jobId: string, message: string): Promise<void> {
  await callAs(owner, 'POST', `/jobs/${jobId}/messages`, { message });
}

export async function jobDetail(owner: ShopOwner, jobId: string): Promise<JobDetailResponse> {
  return callAs<JobDetailResponse>(owner, 'GET', `/jobs/${jobId}`, undefined);
}

/** Saves the shop's SMS settings as the Business tab does. */
export async function saveSmsSettings(owner: ShopOwner, settings: SmsSettingsRequest): Promise<SmsSettingsResponse> {
  return callAs<SmsSettingsResponse>(owner, 'PUT', '/business/sms', settings);
}

export async function adminLogin(): Promise<LoginResponse> {
  return call<LoginResponse>('POST', '/admin/login', ADMIN);
}

/**
 * Signs the page in as the account, as a browser that logged in before: the token and user kept after a login
 * (section 3), set on the server's origin from a page that loads nothing (the app's own page cost the browser a
 * third of a second more). The caller opens the page it wants next.
 */
export async function signIn(page: Page, account: Pick<ShopOwner, 'token' | 'user'>, origin = ''): Promise<void> {
  await page.goto(`${origin}/api/health/live`);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: account.token, user: account.user },
  );
}

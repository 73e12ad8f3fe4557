import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type {
  BusinessRequest,
  BusinessResponse,
  JobRequest,
  JobResponse,
  LoginResponse,
  UserResponse,
  WorkerRequest,
  WorkerResponse,
} from '@repair-shop/contracts';
import { createApp } from '../../src/app.factory';
import { TEST_PASSWORD_HASH_COST } from '../../src/common/crypto/password-hash-cost';
import { loadConfig, type RuntimeConfig } from '../../src/config/app-config';
import { TestClock } from './test-clock';
import { freshTestDatabase, resetDatabase, testDatabaseUrl, testPoolerEnv } from './test-database';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'admin-test-password';
export const DEFAULT_PASSWORD = 'sekret-i-forte-123';
/** A fixed start, so that dates in the answers can be checked exactly. */
export const START_TIME = '2026-01-15T10:00:00.000Z';

export interface TestApp {
  app: NestFastifyApplication;
  clock: TestClock;
  config: RuntimeConfig;
  /** The application's own connection, to check what the database holds. */
  db: DataSource;
  http(): ReturnType<typeof request>;
  close(): Promise<void>;
}

/**
 * The real application (same factory as main.ts) on a fresh PostgreSQL database, with a clock
 * the test controls. `env` overrides the test configuration (e.g. AUTH_RATE_LIMIT, or DATABASE_URL for
 * a server of the test's own).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  start: string = START_TIME,
  options: { freshDatabase?: boolean; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  // The worker's own database, reached through TEST_POOLER_URL's PgBouncer when one is given.
  const pooled = env.DATABASE_URL === undefined ? testPoolerEnv() : {};
  const databaseUrl = env.DATABASE_URL ?? pooled.DATABASE_URL ?? testDatabaseUrl();
  // A second instance on the same database (freshDatabase: false) finds it as the first left it.
  if (options.freshDatabase !== false) {
    // The worker's own database is copied from the migrated template; a server of the test's own is emptied.
    if (env.DATABASE_URL === undefined) await freshTestDatabase();
    else await resetDatabase(databaseUrl);
  }
  const loaded = loadConfig({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
    DEVICE_LOCK_KEY: 'test-device-lock-key-that-is-long-enough-0123',
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    AUTH_RATE_LIMIT: '1000',
    LOG_LEVEL: 'error',
    ...pooled,
    ...env,
  });
  const config: RuntimeConfig = {
    ...loaded,
    databaseUrl,
    databaseSessionUrl: loaded.databaseSessionUrl ?? databaseUrl,
    jwtSecret: loaded.jwtSecret ?? '',
    deviceLockKey: loaded.deviceLockKey ?? '',
    databasePoolSize: 5,
  };
  const clock = new TestClock(start);
  const app = await createApp(config, {
    clock,
    logStream: options.logStream,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
  });
  // Listening once: supertest would otherwise open and close a port for every request.
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer();
  return {
    app,
    clock,
    config,
    db: app.get(DataSource),
    http: () => request(server),
    close: () => app.close(),
  };
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

let emailCounter = 0;

export function uniqueEmail(prefix = 'pronari'): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${Date.now()}@dyqani.test`;
}

export interface Owner {
  token: string;
  user: UserResponse;
  email: string;
  password: string;
}

export async function registerOwner(
  t: TestApp,
  fields: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<Owner> {
  const body = {
    firstName: 'Arben',
    lastName: 'Krasniqi',
    email: uniqueEmail(),
    password: DEFAULT_PASSWORD,
    ...fields,
  };
  const registered = await t.http().post('/api/register').send(body);
  expectStatus(registered, 201);
  return login(t, body.email, body.password);
}

export async function login(t: TestApp, email: string, password: string = DEFAULT_PASSWORD): Promise<Owner> {
  const response = await t.http().post('/api/login').send({ email, password });
  expectStatus(response, 200);
  const body = response.body as LoginResponse;
  return { token: body.access_token, user: body.user, email, password };
}

export const BUSINESS: BusinessRequest = {
  businessName: 'Servisi Teknik Besa',
  contactNumber: '044 111 222',
  country: 'kosovo',
  city: 'Prishtinë',
};

export async function registerBusiness(
  t: TestApp,
  token: string,
  fields: Partial<BusinessRequest> = {},
): Promise<BusinessResponse> {
  const response = await t
    .http()
    .post('/api/business/register')
    .set(bearer(token))
    .send({ ...BUSINESS, ...fields });
  expectStatus(response, 201);
  return (response.body as { business: BusinessResponse }).business;
}

export async function createWorker(
  t: TestApp,
  token: string,
  fields: Partial<WorkerRequest> = {},
): Promise<WorkerResponse> {
  const body: WorkerRequest = { firstName: 'Driton', lastName: 'Gashi', phoneNumber: '049 555 666', ...fields };
  const response = await t.http().post('/api/workers').set(bearer(token)).send(body);
  expectStatus(response, 201);
  return (response.body as { worker: WorkerResponse }).worker;
}

export function jobRequest(workerId: string, fields: Partial<JobRequest> = {}): JobRequest {
  return {
    workerId,
    clientName: 'Vjosa Berisha',
    clientPhone: '044 123 456',
    deviceModel: 'Samsung Galaxy S21',
    deviceImei: '356789012345672',
    deviceCode: '1234',
    workDescription: 'Ekrani i thyer, duhet ndërruar.',
    ...fields,
  };
}

export async function createJob(
  t: TestApp,
  token: string,
  workerId: string,
  fields: Partial<JobRequest> = {},
): Promise<JobResponse> {
  const response = await t.http().post('/api/jobs').set(bearer(token)).send(jobRequest(workerId, fields));
  expectStatus(response, 201);
  return (response.body as { job: JobResponse }).job;
}

export interface Shop extends Owner {
  business: BusinessResponse;
  worker: WorkerResponse;
}

/** An owner with a registered business and one worker: ready to take jobs. */
export async function createShop(
  t: TestApp,
  fields: Partial<{ firstName: string; lastName: string; email: string }> = {},
  business: Partial<BusinessRequest> = {},
): Promise<Shop> {
  const owner = await registerOwner(t, fields);
  return {
    ...owner,
    business: await registerBusiness(t, owner.token, business),
    worker: await createWorker(t, owner.token),
  };
}

/** Gives the worker a login with that role and accepts the invitation: the staff account's token. */
export async function staffLogin(
  t: TestApp,
  ownerToken: string,
  workerId: string,
  role: 'manager' | 'technician',
): Promise<string> {
  const invited = await t
    .http()
    .post(`/api/workers/${workerId}/login`)
    .set(bearer(ownerToken))
    .send({ email: uniqueEmail(role), role });
  expectStatus(invited, 201);
  const token = (invited.body as { inviteUrl: string }).inviteUrl.split('/invite/')[1];
  const accepted = await t.http().post('/api/invitations/accept').send({ token, password: 'fjalekalimi-i-stafit-1' });
  expectStatus(accepted, 200);
  return (accepted.body as LoginResponse).access_token;
}

export async function adminLogin(t: TestApp): Promise<LoginResponse> {
  const response = await t.http().post('/api/admin/login').send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  expectStatus(response, 200);
  return response.body as LoginResponse;
}

/** Fails with the answer's body in the message, which says far more than two status codes. */
export function expectStatus(response: request.Response, status: number): void {
  if (response.status !== status) {
    throw new Error(
      `Expected HTTP ${status}, got ${response.status}: ${JSON.stringify(response.body ?? response.text)}`,
    );
  }
}

/**
 * An Albanian error answer: status, a JSON body that is exactly {detail, code, requestId} (the id also in
 * the X-Request-Id header), and the detail text.
 */
export function expectError(response: request.Response, status: number, detail?: string | RegExp): void {
  expectStatus(response, status);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  // `field` is there when the refusal is about one field (expectRefusedField checks which).
  const keys = Object.keys(response.body as object)
    .filter((key) => key !== 'field')
    .sort();
  expect(keys).toEqual(status === 431 ? ['code', 'detail'] : ['code', 'detail', 'requestId']);
  expect((response.body as { code: unknown }).code).toMatch(/^[A-Z][A-Z_]+$/);
  if (status !== 431)
    expect((response.body as { requestId: unknown }).requestId).toBe(response.headers['x-request-id']);
  const text = (response.body as { detail: unknown }).detail;
  expect(typeof text).toBe('string');
  if (detail === undefined) return;
  if (typeof detail === 'string') expect(text).toBe(detail);
  else expect(text).toMatch(detail);
}

/** An error about one field of the request: expectError's checks, and the field as the request names it. */
export function expectRefusedField(
  response: request.Response,
  status: number,
  field: string,
  detail?: string | RegExp,
): void {
  expectError(response, status, detail);
  expect((response.body as { field?: unknown }).field).toBe(field);
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

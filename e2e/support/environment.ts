/** Names of the variables global-setup.ts hands to the tests. */
export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  databaseUrl: 'E2E_DATABASE_URL',
  smsGatewayUrl: 'E2E_SMS_GATEWAY_URL',
} as const;

/** The secrets a server on an external database needs (DATABASE_URL makes both required). */
export const SERVER_SECRETS = {
  JWT_SECRET: 'e2e-secret-that-is-long-enough-for-the-config-check',
  DEVICE_LOCK_KEY: 'e2e-device-lock-key-that-is-long-enough-for-the-check',
} as const;

/**
 * What every server on the tests' shared database starts with: the secrets, and a login limit the whole suite stays
 * under. The limit is counted in the database for every server on it, and every test logs in from 127.0.0.1.
 */
export const SHARED_DATABASE_SERVER_ENV = { ...SERVER_SECRETS, AUTH_RATE_LIMIT: '10000' } as const;

export const ADMIN = { username: 'admin', password: 'admin-e2e-password' } as const;

export function baseUrl(): string {
  const value = process.env[E2E_ENV.baseUrl];
  if (!value) throw new Error('global-setup.ts did not start the server');
  return value;
}

export function databaseUrl(): string {
  const value = process.env[E2E_ENV.databaseUrl];
  if (!value) throw new Error('global-setup.ts did not start the database');
  return value;
}

/** The fake SMS gateway the server sends its SMS to (fake-sms-gateway.ts). */
export function smsGatewayUrl(): string {
  const value = process.env[E2E_ENV.smsGatewayUrl];
  if (!value) throw new Error('global-setup.ts did not start the fake SMS gateway');
  return value;
}

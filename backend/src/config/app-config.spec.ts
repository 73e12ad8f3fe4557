import { resolve } from 'node:path';
import { ConfigValidationError, loadConfig } from './app-config';

const SECRET = 'a-jwt-secret-that-is-long-enough-0123456789';
const LOCK_KEY = 'a-device-lock-key-that-is-long-enough-0123';

/** The problems loadConfig reports for this environment, or [] when it accepts it. */
function problems(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigValidationError) return error.problems;
    throw error;
  }
}

describe('loadConfig', () => {
  it('has working defaults with an empty environment (embedded database, generated secret)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: './data',
      embeddedDatabase: 'postgres',
      jwtSecret: null,
      deviceLockKey: null,
      jwtExpiresIn: '7d',
      admin: null,
      bodyLimitBytes: 100 * 1024,
      authRateLimit: { limit: 10, windowMs: 60_000 },
      trustProxy: false,
      logLevel: 'log',
      sms: { gateway: null, pollIntervalMs: 2000, maxAttempts: 6, retryBaseMs: 30_000, requestTimeoutMs: 10_000 },
      corsOrigins: [],
      frontendOrigins: [],
      metricsToken: null,
      photoStorage: { kind: 'filesystem', dir: resolve('./data/uploads') },
    });
  });

  it('keeps photos under DATA_DIR/uploads (or UPLOADS_DIR), or in an S3-compatible bucket when one is configured', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/shop' }).photoStorage).toEqual({
      kind: 'filesystem',
      dir: '/var/lib/shop/uploads',
    });
    expect(loadConfig({ UPLOADS_DIR: '/mnt/photos' }).photoStorage).toEqual({ kind: 'filesystem', dir: '/mnt/photos' });
    expect(
      loadConfig({
        S3_BUCKET: 'servisi',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_ENDPOINT: 'https://s3.example.com/',
      }).photoStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'servisi',
      region: 'us-east-1',
      endpoint: 'https://s3.example.com',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'servisi',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_REGION: 'eu-central-1',
      }).photoStorage,
    ).toMatchObject({
      region: 'eu-central-1',
      endpoint: null,
      forcePathStyle: false,
    });
    expect(problems({ S3_BUCKET: 'servisi' })).toEqual([
      'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ]);
    expect(
      problems({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'minio:9000' }),
    ).toEqual(['S3_ENDPOINT must be an http:// or https:// URL']);
  });

  it('reads and trims every value', () => {
    const config = loadConfig({
      PORT: ' 8080 ',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://user:pass@db:5432/shop',
      DATA_DIR: '/var/lib/shop',
      JWT_SECRET: ` ${SECRET} `,
      DEVICE_LOCK_KEY: LOCK_KEY,
      JWT_EXPIRES_IN: '1d',
      ADMIN_USERNAME: ' Admin ',
      ADMIN_PASSWORD: 'sekret-admin',
      BODY_LIMIT_BYTES: '2048',
      AUTH_RATE_LIMIT: '5',
      AUTH_RATE_WINDOW_SECONDS: '30',
      TRUST_PROXY: 'yes',
      LOG_LEVEL: 'debug',
      SMS_GATEWAY_URL: 'https://sms.example.com/send',
      SMS_GATEWAY_TOKEN: ' gateway-token ',
      SMS_POLL_INTERVAL_MS: '500',
      SMS_MAX_ATTEMPTS: '3',
      SMS_RETRY_BASE_MS: '1000',
      SMS_REQUEST_TIMEOUT_MS: '2000',
      CORS_ORIGINS: 'https://app.servisi.app, https://admin.servisi.app/',
      FRONTEND_ORIGINS: 'https://cdn.servisi.app',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://user:pass@db:5432/shop',
      dataDir: '/var/lib/shop',
      jwtSecret: SECRET,
      deviceLockKey: LOCK_KEY,
      jwtExpiresIn: '1d',
      // Usernames are compared lower-cased.
      admin: { username: 'admin', password: 'sekret-admin' },
      bodyLimitBytes: 2048,
      authRateLimit: { limit: 5, windowMs: 30_000 },
      trustProxy: true,
      logLevel: 'debug',
      sms: {
        gateway: { url: 'https://sms.example.com/send', token: 'gateway-token' },
        pollIntervalMs: 500,
        maxAttempts: 3,
        retryBaseMs: 1000,
        requestTimeoutMs: 2000,
      },
      corsOrigins: ['https://app.servisi.app', 'https://admin.servisi.app'],
      frontendOrigins: ['https://cdn.servisi.app'],
    });
  });

  it('takes the Albanian software and maintainer codes in the CIS’s format, and refuses others', () => {
    const config = loadConfig({ FISCAL_AL_SOFTWARE_CODE: 'sw123ab456', FISCAL_AL_MAINTAINER_CODE: ' mt123ab456 ' });
    expect(config.fiscal.albania).toMatchObject({ softwareCode: 'sw123ab456', maintainerCode: 'mt123ab456' });
    expect(loadConfig({}).fiscal.albania.maintainerCode).toBeNull();
    expect(problems({ FISCAL_AL_MAINTAINER_CODE: 'MT-1' })).toEqual([
      'FISCAL_AL_MAINTAINER_CODE must be the code the tax office gave, like ab123cd456',
    ]);
  });

  it('waits for ATK as long as for the CIS unless FISCAL_KS_TIMEOUT_MS says otherwise', () => {
    const defaults = loadConfig({}).fiscal;
    expect(defaults.kosovo.timeoutMs).toBe(defaults.albania.timeoutMs);
    expect(loadConfig({ FISCAL_KS_TIMEOUT_MS: '12000', FISCAL_AL_TIMEOUT_MS: '3000' }).fiscal).toMatchObject({
      albania: { timeoutMs: 3000 },
      kosovo: { timeoutMs: 12_000 },
    });
    expect(problems({ FISCAL_KS_TIMEOUT_MS: '50' })).toEqual([
      'FISCAL_KS_TIMEOUT_MS must be an integer between 100 and 60000 (got "50")',
    ]);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '   ', DATABASE_URL: '', JWT_SECRET: ' ' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
      jwtSecret: null,
    });
  });

  it('requires JWT_SECRET and DEVICE_LOCK_KEY with DATABASE_URL', () => {
    expect(problems({ DATABASE_URL: 'postgres://db/shop' })).toEqual([
      'JWT_SECRET is required when DATABASE_URL is set (only the embedded database keeps a generated one)',
      'DEVICE_LOCK_KEY is required when DATABASE_URL is set (only the embedded database keeps a generated one)',
    ]);
    expect(problems({ DATABASE_URL: 'postgres://db/shop', JWT_SECRET: SECRET, DEVICE_LOCK_KEY: LOCK_KEY })).toEqual([]);
  });

  it('reads the pooler settings: a session URL beside DATABASE_URL, unnamed statements, the drain before a stop', () => {
    const database = { DATABASE_URL: 'postgres://pgbouncer:6432/shop', JWT_SECRET: SECRET, DEVICE_LOCK_KEY: LOCK_KEY };
    expect(loadConfig(database)).toMatchObject({
      databaseSessionUrl: null,
      databaseNamedStatements: true,
      shutdownDrainMs: 0,
    });
    expect(
      loadConfig({
        ...database,
        DATABASE_SESSION_URL: 'postgres://postgres:5432/shop',
        DATABASE_NAMED_STATEMENTS: 'false',
        SHUTDOWN_DRAIN_MS: '3000',
      }),
    ).toMatchObject({
      databaseSessionUrl: 'postgres://postgres:5432/shop',
      databaseNamedStatements: false,
      shutdownDrainMs: 3000,
    });
    expect(problems({ DATABASE_SESSION_URL: 'postgres://postgres:5432/shop' })).toEqual([
      'DATABASE_SESSION_URL is set without DATABASE_URL (the embedded database needs neither)',
    ]);
    expect(problems({ ...database, DATABASE_SESSION_URL: 'mysql://db/shop', SHUTDOWN_DRAIN_MS: '60000' })).toEqual([
      'DATABASE_SESSION_URL must be a postgres:// URL',
      'SHUTDOWN_DRAIN_MS must be an integer between 0 and 15000 (got "60000")',
    ]);
  });

  it('requires ADMIN_USERNAME and ADMIN_PASSWORD together', () => {
    const together = 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together';
    expect(problems({ ADMIN_USERNAME: 'admin' })).toEqual([together]);
    expect(problems({ ADMIN_PASSWORD: 'sekret-admin' })).toEqual([together]);
    expect(problems({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'sekret-admin' })).toEqual([]);
  });

  it('requires SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN together', () => {
    const together = 'SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN must be set together';
    expect(problems({ SMS_GATEWAY_URL: 'https://sms.example.com' })).toEqual([together]);
    expect(problems({ SMS_GATEWAY_TOKEN: 'token' })).toEqual([together]);
  });

  it.each([
    [{ PORT: '70000' }, /^PORT must be an integer between 0 and 65535/],
    [{ PORT: 'http' }, /^PORT must be an integer/],
    [{ PORT: '80.5' }, /^PORT must be an integer/],
    [
      { DATABASE_URL: 'mysql://db/shop', JWT_SECRET: SECRET, DEVICE_LOCK_KEY: LOCK_KEY },
      /^DATABASE_URL must be a postgres:\/\/ URL$/,
    ],
    [{ DEVICE_LOCK_KEY: 'short' }, /^DEVICE_LOCK_KEY must be at least 32 characters long$/],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET must be at least 32 characters long$/],
    [{ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'short' }, /^ADMIN_PASSWORD must be at least 8 characters long$/],
    [{ BODY_LIMIT_BYTES: '100' }, /^BODY_LIMIT_BYTES must be an integer between 1024 and/],
    [{ AUTH_RATE_LIMIT: '0' }, /^AUTH_RATE_LIMIT must be an integer between 1 and/],
    [{ AUTH_RATE_LIMIT: '-5' }, /^AUTH_RATE_LIMIT must be an integer/],
    [{ AUTH_RATE_WINDOW_SECONDS: '86401' }, /^AUTH_RATE_WINDOW_SECONDS must be an integer between 1 and 86400/],
    [{ TRUST_PROXY: 'maybe' }, /^TRUST_PROXY must be true or false/],
    [{ LOG_LEVEL: 'verbose' }, /^LOG_LEVEL must be one of error, warn, log, debug$/],
    [{ EMBEDDED_DATABASE: 'sqlite' }, /^EMBEDDED_DATABASE must be postgres or pglite$/],
    [
      { SMS_GATEWAY_URL: 'ftp://sms', SMS_GATEWAY_TOKEN: 'token' },
      /^SMS_GATEWAY_URL must be an http:\/\/ or https:\/\/ URL$/,
    ],
    [{ SMS_MAX_ATTEMPTS: '0' }, /^SMS_MAX_ATTEMPTS must be an integer between 1 and 20/],
    [{ SMS_POLL_INTERVAL_MS: '5' }, /^SMS_POLL_INTERVAL_MS must be an integer between 10 and/],
    [{ METRICS_TOKEN: 'short' }, /^METRICS_TOKEN must be at least 16 characters/],
    [{ CORS_ORIGINS: '*' }, /^CORS_ORIGINS must list origins like https:\/\/servisi.app/],
    [{ FRONTEND_ORIGINS: 'https://cdn.servisi.app/remotes' }, /^FRONTEND_ORIGINS must list origins/],
  ])('rejects %j', (env, message) => {
    const found = problems(env);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it('reports every problem at once in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'x', DATABASE_URL: 'postgres://db/shop', LOG_LEVEL: 'loud', ADMIN_USERNAME: 'admin' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigValidationError);
    const { problems: list, message } = error as ConfigValidationError;
    expect(list).toHaveLength(5);
    expect(message).toMatch(/^Invalid configuration:\n- /);
  });
});

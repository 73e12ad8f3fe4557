import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { CIS_CODE_PATTERN } from '@repair-shop/contracts';
import { ATK_SERVICE_URLS, CIS_SERVICE_URLS, VERIFICATION_PAGES } from './fiscal-endpoints';

/** Everything the backend reads from its environment, validated once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** External PostgreSQL; when absent the backend runs its own embedded one under dataDir. */
  databaseUrl: string | null;
  /**
   * DATABASE_SESSION_URL: a direct connection to PostgreSQL for what needs a session of its own (the
   * start-up lock, the print stations' LISTEN) when DATABASE_URL goes through a pooler in transaction mode.
   */
  databaseSessionUrl: string | null;
  /**
   * DATABASE_NAMED_STATEMENTS: false sends the request path's statements unnamed, for a pooler in transaction
   * mode that cannot keep named prepared statements (PgBouncer before 1.21).
   */
  databaseNamedStatements: boolean;
  /**
   * SHUTDOWN_DRAIN_MS (at most 15 s, within the stop's 25): how long a stopping instance keeps serving after its
   * readiness turned 503, so that a load balancer's health checks see it and send it nothing more.
   */
  shutdownDrainMs: number;
  dataDir: string;
  /** Which embedded database to try first; `postgres` falls back to PGlite when its binaries cannot run. */
  embeddedDatabase: 'postgres' | 'pglite';
  /** Null only in embedded mode: the secret is then generated once and kept in dataDir. */
  jwtSecret: string | null;
  /** Encrypts devices' unlock codes; null only in embedded mode, where it is generated once and kept in dataDir. */
  deviceLockKey: string | null;
  jwtExpiresIn: string;
  admin: { username: string; password: string } | null;
  bodyLimitBytes: number;
  authRateLimit: { limit: number; windowMs: number };
  /** The clients' public tracking page, per address: lenient, since a shop's clients share a carrier's NAT. */
  publicPageRateLimit: { limit: number; windowMs: number };
  trustProxy: boolean;
  /** Folder holding shell/, shop/, admin/ and print/, each with its built dist/; served beside the API when built. */
  frontendsDir: string;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  /** Outgoing email (password reset); null writes the messages to the log instead. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Address users reach the product at, for links in emails; defaults to http://localhost:PORT. */
  publicUrl: string;
  sms: SmsConfig;
  /** Origins of browsers allowed to call the API from another origin (a split deployment); none: CORS off. */
  corsOrigins: string[];
  /** Other origins the frontends' scripts and styles come from (a remote deployed on its own), for the CSP. */
  frontendOrigins: string[];
  /** The bearer token a Prometheus scraper shows at /api/metrics; null: no metrics served. */
  metricsToken: string | null;
  /** Where job photos are kept: folders under DATA_DIR/uploads, or an S3-compatible bucket. */
  photoStorage: PhotoStorageConfig;
  fiscal: FiscalConfig;
}

export interface FiscalConfig {
  albania: {
    /** FISCAL_AL_CIS_URL: the CIS's test service by default. */
    cisUrl: string;
    /** The QR code's page: the production one with the production CIS, the test one otherwise. */
    verificationPage: string;
    /** FISCAL_AL_SOFTWARE_CODE: the code the tax office gave this software; without it nothing is fiscalized. */
    softwareCode: string | null;
    /**
     * FISCAL_AL_MAINTAINER_CODE: the code the tax office gave the maintainer of the shops' cash registers (the
     * provider of Servisi); a register is registered with the CIS only with it (TCR.MaintainerCode).
     */
    maintainerCode: string | null;
    /** How long a payment waits for the CIS before its receipt prints without the NIVF. */
    timeoutMs: number;
    /** Check that the CIS's answers are signed by "GDT eFiskalizimi". */
    checkAnswerSignature: boolean;
  };
  kosovo: {
    atkUrl: string;
    /** FISCAL_KS_TIMEOUT_MS: how long the sender waits for ATK before the coupon is tried again later. */
    timeoutMs: number;
    /** FISCAL_KS_APPLICATION_ID: the id ATK gave this software (its coupons' ApplicationId); without it nothing is fiscalized. */
    applicationId: string | null;
  };
  /** How often the outbox looks for documents still to send, and the first retry's wait (it doubles). */
  pollIntervalMs: number;
  retryBaseMs: number;
}

export type PhotoStorageConfig =
  | { kind: 'filesystem'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | null;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export interface SmsConfig {
  /** The HTTP gateway SMS go out through; null writes them to the log instead (development). */
  gateway: { url: string; token: string } | null;
  /** How often the background sender looks for messages that are due. */
  pollIntervalMs: number;
  /** Tries per message before it is recorded as failed. */
  maxAttempts: number;
  /** Wait before the first retry; it doubles with each further retry (capped at an hour). */
  retryBaseMs: number;
  requestTimeoutMs: number;
}

export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['error', 'warn', 'log', 'debug'] as const;

/** Reads and validates the configuration; the only place that looks at environment variables. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const raw = text(name);
    if (raw === null) return fallback;
    if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// URL');
  }

  const databaseSessionUrl = text('DATABASE_SESSION_URL');
  if (databaseSessionUrl !== null && !/^postgres(ql)?:\/\//.test(databaseSessionUrl)) {
    problems.push('DATABASE_SESSION_URL must be a postgres:// URL');
  }
  if (databaseSessionUrl !== null && databaseUrl === null) {
    problems.push('DATABASE_SESSION_URL is set without DATABASE_URL (the embedded database needs neither)');
  }

  const jwtSecret = text('JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long');
  }
  if (jwtSecret === null && databaseUrl !== null) {
    problems.push('JWT_SECRET is required when DATABASE_URL is set (only the embedded database keeps a generated one)');
  }

  const deviceLockKey = text('DEVICE_LOCK_KEY');
  if (deviceLockKey !== null && deviceLockKey.length < 32) {
    problems.push('DEVICE_LOCK_KEY must be at least 32 characters long');
  }
  if (deviceLockKey === null && databaseUrl !== null) {
    problems.push(
      'DEVICE_LOCK_KEY is required when DATABASE_URL is set (only the embedded database keeps a generated one)',
    );
  }

  const adminUsername = text('ADMIN_USERNAME');
  const adminPassword = text('ADMIN_PASSWORD');
  if ((adminUsername === null) !== (adminPassword === null)) {
    problems.push('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword !== null && adminPassword.length < 8) {
    problems.push('ADMIN_PASSWORD must be at least 8 characters long');
  }

  const embeddedDatabase = text('EMBEDDED_DATABASE') ?? 'postgres';
  if (embeddedDatabase !== 'postgres' && embeddedDatabase !== 'pglite') {
    problems.push('EMBEDDED_DATABASE must be postgres or pglite');
  }

  const logLevel = (text('LOG_LEVEL') ?? 'log') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const port = integer('PORT', 3000, 0, 65535);
  const smtpUrl = text('SMTP_URL');
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  const publicUrl = (text('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl)) problems.push('PUBLIC_URL must be an http:// or https:// URL');

  const smsGatewayUrl = text('SMS_GATEWAY_URL');
  const smsGatewayToken = text('SMS_GATEWAY_TOKEN');
  if (smsGatewayUrl !== null && !/^https?:\/\//.test(smsGatewayUrl))
    problems.push('SMS_GATEWAY_URL must be an http:// or https:// URL');
  if ((smsGatewayUrl === null) !== (smsGatewayToken === null)) {
    problems.push('SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN must be set together');
  }

  const origins = (name: string): string[] => {
    const list = (text(name) ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean);
    for (const origin of list) {
      if (!/^https?:\/\/[^/\s]+$/.test(origin))
        problems.push(`${name} must list origins like https://servisi.app, separated by commas (got "${origin}")`);
    }
    return list;
  };

  const s3Bucket = text('S3_BUCKET');
  const s3AccessKeyId = text('S3_ACCESS_KEY_ID');
  const s3SecretAccessKey = text('S3_SECRET_ACCESS_KEY');
  const s3Endpoint = text('S3_ENDPOINT');
  if ((s3Bucket === null) !== (s3AccessKeyId === null) || (s3Bucket === null) !== (s3SecretAccessKey === null)) {
    problems.push('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (s3Endpoint !== null && !/^https?:\/\//.test(s3Endpoint))
    problems.push('S3_ENDPOINT must be an http:// or https:// URL');
  const dataDir = text('DATA_DIR') ?? './data';
  const photoStorage: PhotoStorageConfig =
    s3Bucket && s3AccessKeyId && s3SecretAccessKey
      ? {
          kind: 's3',
          bucket: s3Bucket,
          region: text('S3_REGION') ?? 'us-east-1',
          endpoint: s3Endpoint?.replace(/\/+$/, '') ?? null,
          accessKeyId: s3AccessKeyId,
          secretAccessKey: s3SecretAccessKey,
          forcePathStyle: flag('S3_FORCE_PATH_STYLE', s3Endpoint !== null),
        }
      : { kind: 'filesystem', dir: resolve(text('UPLOADS_DIR') ?? join(dataDir, 'uploads')) };

  const metricsToken = text('METRICS_TOKEN');

  const url = (name: string, fallback: string): string => {
    const value = (text(name) ?? fallback).replace(/\/+$/, '');
    if (!/^https?:\/\//.test(value)) problems.push(`${name} must be an http:// or https:// URL`);
    return value;
  };
  const cisUrl = url('FISCAL_AL_CIS_URL', CIS_SERVICE_URLS.test);
  const softwareCode = text('FISCAL_AL_SOFTWARE_CODE');
  const atkApplicationId = text('FISCAL_KS_APPLICATION_ID');
  if (atkApplicationId !== null && !/^[1-9]\d{0,18}$/.test(atkApplicationId)) {
    problems.push('FISCAL_KS_APPLICATION_ID must be the number ATK gave this software, like 1234');
  }
  if (softwareCode !== null && !CIS_CODE_PATTERN.test(softwareCode)) {
    problems.push('FISCAL_AL_SOFTWARE_CODE must be the code the tax office gave, like ab123cd456');
  }
  const maintainerCode = text('FISCAL_AL_MAINTAINER_CODE');
  if (maintainerCode !== null && !CIS_CODE_PATTERN.test(maintainerCode)) {
    problems.push('FISCAL_AL_MAINTAINER_CODE must be the code the tax office gave, like ab123cd456');
  }
  if (metricsToken !== null && metricsToken.length < 16)
    problems.push('METRICS_TOKEN must be at least 16 characters long');

  const config: AppConfig = {
    port,
    host: text('HOST') ?? '0.0.0.0',
    databaseUrl,
    databaseSessionUrl,
    databaseNamedStatements: flag('DATABASE_NAMED_STATEMENTS', true),
    shutdownDrainMs: integer('SHUTDOWN_DRAIN_MS', 0, 0, 15_000),
    dataDir,
    embeddedDatabase: embeddedDatabase === 'pglite' ? 'pglite' : 'postgres',
    jwtSecret,
    deviceLockKey,
    jwtExpiresIn: text('JWT_EXPIRES_IN') ?? '7d',
    admin: adminUsername && adminPassword ? { username: adminUsername.toLowerCase(), password: adminPassword } : null,
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 100 * 1024, 1024, 50 * 1024 * 1024),
    authRateLimit: {
      limit: integer('AUTH_RATE_LIMIT', 10, 1, 1_000_000),
      windowMs: integer('AUTH_RATE_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
    },
    publicPageRateLimit: {
      limit: integer('PUBLIC_PAGE_RATE_LIMIT', 300, 1, 1_000_000),
      windowMs: integer('PUBLIC_PAGE_RATE_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
    },
    trustProxy: flag('TRUST_PROXY', false),
    frontendsDir: resolve(text('FRONTENDS_DIR') ?? join(__dirname, '..', '..', '..', 'frontends')),
    logLevel,
    smtpUrl,
    mailFrom: text('MAIL_FROM') ?? 'Servisi <no-reply@servisi.app>',
    publicUrl,
    sms: {
      gateway: smsGatewayUrl && smsGatewayToken ? { url: smsGatewayUrl, token: smsGatewayToken } : null,
      pollIntervalMs: integer('SMS_POLL_INTERVAL_MS', 2000, 10, 3_600_000),
      maxAttempts: integer('SMS_MAX_ATTEMPTS', 6, 1, 20),
      retryBaseMs: integer('SMS_RETRY_BASE_MS', 30_000, 0, 3_600_000),
      requestTimeoutMs: integer('SMS_REQUEST_TIMEOUT_MS', 10_000, 100, 120_000),
    },
    corsOrigins: origins('CORS_ORIGINS'),
    frontendOrigins: origins('FRONTEND_ORIGINS'),
    metricsToken,
    photoStorage,
    fiscal: {
      albania: {
        cisUrl,
        verificationPage:
          cisUrl === CIS_SERVICE_URLS.production ? VERIFICATION_PAGES.production : VERIFICATION_PAGES.test,
        softwareCode,
        maintainerCode,
        timeoutMs: integer('FISCAL_AL_TIMEOUT_MS', 5000, 100, 60_000),
        checkAnswerSignature: flag('FISCAL_AL_CHECK_ANSWER_SIGNATURE', true),
      },
      kosovo: {
        atkUrl: url('FISCAL_KS_ATK_URL', ATK_SERVICE_URLS.test),
        timeoutMs: integer('FISCAL_KS_TIMEOUT_MS', 5000, 100, 60_000),
        applicationId: atkApplicationId,
      },
      pollIntervalMs: integer('FISCAL_POLL_INTERVAL_MS', 30_000, 10, 3_600_000),
      retryBaseMs: integer('FISCAL_RETRY_BASE_MS', 60_000, 0, 3_600_000),
    },
  };

  if (problems.length > 0) throw new ConfigValidationError(problems);
  return config;
}

/** A fresh random secret, for the embedded mode's generated JWT secret, unlock-code key and database password. */
export function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** The configuration once the database is chosen and every secret is known. */
export interface RuntimeConfig extends AppConfig {
  databaseUrl: string;
  /** DATABASE_SESSION_URL, or DATABASE_URL when it is not set (no pooler in between). */
  databaseSessionUrl: string;
  jwtSecret: string;
  deviceLockKey: string;
  /** Connections in the pool; 1 with PGlite, which runs one query at a time. */
  databasePoolSize: number;
}

import { AtkRefusedError, AtkUnreachableError } from './atk-errors';
import { SignedAtkPosCoupon } from './atk-signed-coupon';

/** ATK's answer to an accepted POS coupon (pos-csharp readme: `{"message": …, "transaction_id": 123456789}`). */
export interface AtkAcceptance {
  /** ATK's uint64 transaction number, as decimal text so that no digit is lost; null if ATK sent none. */
  transactionId: string | null;
  message: string;
}

export interface AtkClientOptions {
  /** FISCAL_KS_ATK_URL: https://fiskalizimi-test.atk-ks.org for tests, https://fiskalizimi.atk-ks.org in production. */
  atkUrl: string;
  /** A shop's customer is waiting: past this the coupon is printed OFFLINE and sent later. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5000;
const POS_COUPON_PATH = 'pos/coupon';

/**
 * Posts a signed POS coupon to ATK (pos-golang bb9d99b main.go SendPosCoupon: POST /pos/coupon, JSON). ATK
 * refusing it (4xx, `{"error": "details and signature don't match"}`) throws AtkRefusedError; no answer in
 * time, no connection or a server error (5xx) throws AtkUnreachableError, and the same coupon is sent again.
 */
export async function sendPosCoupon(coupon: SignedAtkPosCoupon, options: AtkClientOptions): Promise<AtkAcceptance> {
  const url = new URL(POS_COUPON_PATH, options.atkUrl.endsWith('/') ? options.atkUrl : `${options.atkUrl}/`);
  let status: number;
  let body: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ details: coupon.details, signature: coupon.signature }),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    status = response.status;
    body = await response.text();
  } catch (error) {
    throw new AtkUnreachableError(`ATK did not answer at ${url.origin}: ${describe(error)}`, undefined, {
      cause: error,
    });
  }
  if (status >= 500) throw new AtkUnreachableError(`ATK failed on its side (${status}): ${body.slice(0, 200)}`, status);
  if (status >= 400) throw new AtkRefusedError(status, refusalReason(body));
  if (status < 200 || status >= 300) throw new AtkUnreachableError(`ATK answered ${status}`, status);
  return acceptance(body);
}

function acceptance(body: string): AtkAcceptance {
  // Read from the text itself: JSON.parse would round a uint64 beyond 2^53.
  const transactionId = /"transaction_id"\s*:\s*"?(\d+)/.exec(body)?.[1] ?? null;
  const parsed = parseJson(body);
  const message = typeof parsed?.message === 'string' ? parsed.message : '';
  return { transactionId, message };
}

function refusalReason(body: string): string {
  const parsed = parseJson(body);
  if (typeof parsed?.error === 'string') return parsed.error;
  if (typeof parsed?.message === 'string') return parsed.message;
  return body.trim().slice(0, 500) || 'no reason given';
}

function parseJson(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** By name rather than instanceof: fetch's errors (a DOMException on timeout) come from Node's own realm. */
function describe(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: { message?: unknown } };
  if (name === 'TimeoutError') return 'timed out';
  const reason = typeof cause?.message === 'string' ? `: ${cause.message}` : '';
  return `${String(message)}${reason}`;
}

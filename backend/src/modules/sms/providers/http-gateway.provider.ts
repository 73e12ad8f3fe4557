import { SmsProvider, type SmsSendResult, type SmsToSend } from './sms-provider';

export interface HttpGatewayOptions {
  url: string;
  token: string;
  timeoutMs: number;
}

/** Statuses that mean "not now" rather than "never": time-out, too early, too many requests. */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 425, 429]);

/**
 * A generic HTTP SMS gateway: POST {to, text, reference} as JSON with a bearer token. The message id
 * goes as Idempotency-Key (and reference), so that a retry after a lost answer is not delivered twice.
 */
export class HttpGatewaySmsProvider extends SmsProvider {
  readonly reachesPhones = true;

  constructor(private readonly options: HttpGatewayOptions) {
    super();
  }

  async send(message: SmsToSend): Promise<SmsSendResult> {
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${this.options.token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': message.id,
        },
        body: JSON.stringify({ to: message.to, text: message.text, reference: message.id }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return { outcome: 'retry', error: timedOut ? 'porta SMS nuk u përgjigj në kohë' : 'porta SMS nuk u arrit' };
    }
    const body = await response.text().catch(() => '');
    if (response.ok) return { outcome: 'sent', providerMessageId: providerMessageId(body) };
    const error = `porta SMS u përgjigj me ${response.status}`;
    if (response.status >= 500 || RETRYABLE_CLIENT_ERRORS.has(response.status)) return { outcome: 'retry', error };
    return { outcome: 'rejected', error: `porta SMS e refuzoi mesazhin (${response.status})` };
  }
}

/** The gateway's id for the message, when its answer is JSON with an id or messageId. */
function providerMessageId(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, messageId } = parsed as { id?: unknown; messageId?: unknown };
    const value = id ?? messageId;
    return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 200) : null;
  } catch {
    return null;
  }
}

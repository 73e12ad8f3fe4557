/** One message as the provider gets it; `id` is stable across retries, for the gateway's idempotency. */
export interface SmsToSend {
  id: string;
  to: string;
  text: string;
}

/**
 * sent: the provider took the message. retry: a passing problem (timeout, 5xx, 429), worth another try.
 * rejected: the provider refused this message for good (e.g. 400 or 401); trying again would not help.
 * Errors are Albanian: they end up in the job's history.
 */
export type SmsSendResult =
  | { outcome: 'sent'; providerMessageId: string | null }
  | { outcome: 'retry'; error: string }
  | { outcome: 'rejected'; error: string };

/** Where SMS go out: an adapter per provider, chosen from the configuration. */
export abstract class SmsProvider {
  /** False for the log-only provider: nothing reaches a phone. */
  abstract readonly reachesPhones: boolean;
  abstract send(message: SmsToSend): Promise<SmsSendResult>;
}

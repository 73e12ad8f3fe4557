/** What the metrics read of the SMS outbox, provided by the SMS module (common code depends on no module). */
export interface SmsBacklog {
  /** Messages of every shop still waiting to be sent (or being sent). */
  pendingTotal(): Promise<number>;
}

export const SMS_BACKLOG = Symbol('SmsBacklog');

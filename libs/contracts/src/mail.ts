/**
 * What became of an email the server was asked to send: `sent` once the mail server took it;
 * `not_configured` when the server has no mail server (no SMTP_URL), so nothing went out; `failed` when
 * the mail server refused it or could not be reached.
 */
export const EMAIL_DELIVERIES = ['sent', 'not_configured', 'failed'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

import type { SuccessResponse } from './common';
import type { JobMessageResponse } from './api';
import type { JobStatus } from './job-status';
import type { ChatApp } from './phones';

/**
 * What a message to a job's client is about: `status` is the message of the job's current status (the
 * one its SMS template gives), `reminder` the reminder the shop sends by hand (its own SMS template),
 * `estimate` the estimate waiting for the client's answer (the estimate's template, with its price).
 */
export const CHAT_PURPOSES = ['status', 'reminder', 'estimate'] as const;
export type ChatPurpose = (typeof CHAT_PURPOSES)[number];

/** A message ready to send from the shop's own Viber or WhatsApp. */
export interface ChatDraft {
  /** The text exactly as the SMS of this kind would read for the job (tracking link included). */
  text: string;
  /**
   * The shop left this kind's SMS template empty (it sends no SMS for it): the text is the default
   * template's, since a chat costs nothing and the user opened it on purpose.
   */
  defaultText: boolean;
  /** The app's link with the number and the text (viber://…, https://wa.me/…); null when the phone cannot be made international. */
  links: Record<ChatApp, string> | null;
}

/** GET /jobs/:id/chat-drafts: the messages for the client's chat apps, ready before the user taps (a link opened after an await is blocked). */
export interface JobChatDraftsResponse {
  /** The client's number in international form (+38344123456); null when it cannot be one (the buttons then say why). */
  phone: string | null;
  /** The message of the job's current status. */
  status: ChatDraft;
  reminder: ChatDraft;
  /**
   * The estimate waiting for the client's answer, as its SMS would read: its price and the tracking link
   * where it is answered (what a shop with SMS off sends this way); null when no estimate waits.
   */
  estimate: ChatDraft | null;
}

/** POST /jobs/:id/chat-opened: the user opened the app with the message, which the history notes (and a reminder marks the job). */
export interface ChatOpenedRequest {
  app: ChatApp;
  purpose: ChatPurpose;
}

/** The history line written (type `contact`). */
export interface ChatOpenedResponse extends SuccessResponse {
  entry: JobMessageResponse;
}

/** POST /jobs/:id/reminder-sms: the reminder SMS queued in the outbox, with its history line. */
export interface ReminderSmsResponse extends SuccessResponse {
  entry: JobMessageResponse;
  reminder: ReminderMark;
}

/** Channels a reminder goes out by: an SMS from the server, or the shop's own Viber or WhatsApp. */
export type ReminderChannel = 'sms' | ChatApp;

/** The last reminder sent to a job's client. */
export interface ReminderMark {
  at: string;
  via: ReminderChannel;
  /** On the shop's calendar day (Central European Time) of the answer: the list says "Kujtesa u dërgua sot". */
  today: boolean;
}

/**
 * Why a reminder cannot go by SMS from "Kërkon vëmendje" (the list offers Viber and WhatsApp instead):
 * the shop has SMS off, its reminder text is empty, the server has no SMS gateway (a message would only
 * be logged), or the client's number cannot be texted. A reminder SMS already sent today is in lastReminder.
 */
export const SMS_REMINDER_BLOCKS = ['sms_off', 'no_template', 'no_gateway', 'phone'] as const;
export type SmsReminderBlock = (typeof SMS_REMINDER_BLOCKS)[number];

/** Days a shop waits before a job needs attention, unless it chooses otherwise (Business tab). */
export const ATTENTION_DAYS_DEFAULT = 7;
export const ATTENTION_DAYS_MIN = 1;
export const ATTENTION_DAYS_MAX = 90;

/**
 * Why a job needs attention: `uncollected`, "Gati" for at least the shop's uncollectedAfterDays since it
 * last became ready; `idle`, "Në proces" with no history line of any kind for idleAfterDays.
 */
export const ATTENTION_REASONS = ['uncollected', 'idle'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const ATTENTION_REASON_LABELS: Record<AttentionReason, string> = {
  uncollected: 'Gati, e pamarrë',
  idle: 'Në proces, pa lëvizje',
};

/** One row of GET /jobs/attention (paged, oldest wait first; the total in X-Total-Count). */
export interface JobAttentionResponse {
  jobId: string;
  ticketCode: string;
  status: Extract<JobStatus, 'ready' | 'in_process'>;
  clientName: string;
  clientPhone: string;
  deviceModel: string;
  assignedWorker: string;
  reason: AttentionReason;
  /** When the wait began: the job's last move to "Gati", or its last history line. */
  since: string;
  /** Whole days waited (24-hour periods) since then. */
  days: number;
  /** The last reminder sent to the client; null: none yet. */
  lastReminder: ReminderMark | null;
  /** The reminder ready for Viber and WhatsApp (the SMS is sent by the server). */
  reminder: ChatDraft;
  /** Why the reminder cannot be sent by SMS; null when it can. */
  smsReminderBlock: SmsReminderBlock | null;
}

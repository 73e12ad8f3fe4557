import type { DeviceIdKind } from './device-ids';
import type { JobStatus } from './job-status';
import type { Currency } from './money';

/**
 * A client's key in the shop: the national digits of their phone ("+383 49 111 222", "049111222" and
 * "0038349111222" are all "049111222"), as the server derives it. It names the client in URLs.
 */
export type ClientPhoneKey = string;

/** What a phone key can look like: digits only (servisi_phone_key), at most 40 of them. */
export const CLIENT_PHONE_KEY_PATTERN = /^\d{1,40}$/;

/** Suggestions the new job dialog asks for at most. */
export const CLIENT_SUGGESTIONS_MAX = 10;
export const CLIENT_SUGGESTIONS_DEFAULT = 6;
/** A name is looked up from this many characters typed; a phone from this many digits. */
export const CLIENT_SUGGESTION_MIN_LETTERS = 2;
export const CLIENT_SUGGESTION_MIN_DIGITS = 3;

/** GET /clients/suggestions: the shop's clients whose name (accents ignored) or phone (any form) holds `search`. */
export interface ClientSuggestionQuery {
  search: string;
  /** 1–CLIENT_SUGGESTIONS_MAX, default CLIENT_SUGGESTIONS_DEFAULT. */
  limit?: number;
}

/**
 * A client offered in the new job dialog as their name or phone is typed, latest visit first. No money:
 * technicians see it too (a technician who sees only their own jobs, only their own jobs' clients, as
 * those jobs name them and counted over those jobs).
 */
export interface ClientSuggestion {
  phoneKey: ClientPhoneKey;
  name: string;
  phone: string;
  jobCount: number;
  /** null for a client the shop knows without jobs (imported). */
  lastJobAt: string | null;
}

export interface ClientSuggestionsResponse {
  clients: ClientSuggestion[];
}

/**
 * GET /clients/:phoneKey: a client of the shop (owner and managers), named as on their latest job.
 * Money is summed exactly by the server, in the shop's currency.
 */
export interface ClientDetailResponse {
  phoneKey: ClientPhoneKey;
  name: string;
  phone: string;
  jobCount: number;
  /** Both null for a client the shop knows without jobs (imported). */
  firstJobAt: string | null;
  lastJobAt: string | null;
  /** What the shop noted of a client it imported; null otherwise. */
  note: string | null;
  currency: Currency;
  /** What their completed jobs cost (labour and parts), as the Clients tab counts it. */
  totalSpent: number;
  /** What they still owe: the sum over their jobs of each job's balance where it is positive (money the shop owes back on one job does not pay another). */
  balanceDue: number;
}

/** GET /clients/:phoneKey/jobs: one page of the client's jobs, newest first (total in X-Total-Count). */
export interface ClientJobResponse {
  id: string;
  ticketCode: string;
  status: JobStatus;
  deviceModel: string;
  deviceIdKind: DeviceIdKind;
  deviceImei: string;
  workDescription: string;
  createdAt: string;
  /** Labour and parts, as the job's money panel shows them. */
  total: number;
  paid: number;
  /** total − paid: negative when the shop owes the client money back. */
  balance: number;
}

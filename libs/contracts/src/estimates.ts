import type { SuccessResponse } from './common';

/** The client's answer to an estimate, given once from the tracking page. */
export const ESTIMATE_ANSWERS = ['accepted', 'rejected'] as const;
export type EstimateAnswer = (typeof ESTIMATE_ANSWERS)[number];

export const ESTIMATE_ANSWER_LABELS: Record<EstimateAnswer, string> = { accepted: 'Pranuar', rejected: 'Refuzuar' };

export const ESTIMATE_NOTE_MAX_LENGTH = 500;

/** POST /jobs/:id/estimates: the price the shop asks the client to approve, and what it covers. */
export interface EstimateRequest {
  price: number;
  note?: string;
}

/** The job's current estimate; a new one replaces it (the replaced one can no longer be answered). */
export interface EstimateResponse {
  id: string;
  price: number;
  note: string;
  sentAt: string;
  /** Null while the client has not answered. */
  answer: EstimateAnswer | null;
  answeredAt: string | null;
}

export interface EstimateSentResponse extends SuccessResponse {
  estimate: EstimateResponse;
  /**
   * An SMS with the estimate was queued for the client (the shop has SMS on and an estimate text); false:
   * the client sees it only on the tracking page until the shop sends it another way (Viber, WhatsApp).
   */
  smsQueued: boolean;
}

/** POST /public/track/:token/estimate: the client's answer from the tracking page. */
export interface EstimateAnswerRequest {
  /** The estimate the client saw: an answer to one that was replaced meanwhile is refused. */
  estimateId: string;
  answer: EstimateAnswer;
}

export interface EstimateAnsweredResponse extends SuccessResponse {
  estimate: EstimateResponse;
}

/** How the job detail and the tracking page say where an estimate stands. */
export function estimateStateLabel(estimate: Pick<EstimateResponse, 'answer'>): string {
  return estimate.answer ? ESTIMATE_ANSWER_LABELS[estimate.answer] : 'Në pritje të klientit';
}

/** Shapes every part of the API shares (kept apart so that the contract's files import no cycle). */
export interface SuccessResponse {
  success: true;
}

/** Who wrote a history entry or took a payment: the account (its name as it was then). */
export interface HistoryAuthor {
  id: string;
  name: string;
}

/**
 * What can go wrong with a Kosovo coupon, as types the fiscal service (next session) maps to Albanian texts:
 * a document that cannot make a valid coupon, ATK refusing a coupon, and ATK out of reach (the coupon is then
 * printed OFFLINE and sent again later).
 */

/** The document cannot become a coupon: bad amounts, totals that do not match, a return without its sale. */
export class AtkCouponError extends Error {
  override readonly name = 'AtkCouponError';
}

/** ATK answered and refused the coupon (HTTP 4xx): resending the same coupon will not help. */
export class AtkRefusedError extends Error {
  override readonly name = 'AtkRefusedError';

  constructor(
    /** ATK's HTTP status, e.g. 400. */
    readonly status: number,
    /** ATK's own words, the `error` of its answer ("details and signature don't match"), or its raw body. */
    readonly reason: string,
  ) {
    super(`ATK refused the coupon (${status}): ${reason}`);
  }
}

/**
 * ATK could not be reached, did not answer in time, or failed on its side (HTTP 5xx): the coupon is still
 * valid and is sent again later, unchanged.
 */
export class AtkUnreachableError extends Error {
  override readonly name = 'AtkUnreachableError';

  constructor(
    message: string,
    /** ATK's HTTP status when it answered with a server error; undefined when it did not answer at all. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

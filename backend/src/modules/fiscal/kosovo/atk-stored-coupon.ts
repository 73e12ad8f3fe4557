/**
 * What a Kosovo fiscal document keeps of its coupons (its `message`): the protobuf of both in Base64, exactly
 * as built when the payment was taken. The till signs these texts and every resend posts the same bytes.
 */
export interface AtkStoredCoupon {
  posCoupon: string;
  citizenCoupon: string;
}

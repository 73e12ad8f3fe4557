import type { EntityManager } from 'typeorm';
import { failUnsignedCoupons, lockUnsignedOfTill } from '../documents/fiscal-documents.repository';
import { FiscalTillHasUnsignedCouponsException, type TillRemoval } from '../fiscal.exceptions';
import { lockTillOfStation } from './fiscal-tills.repository';

/**
 * What the owner said of a till's unsigned coupons when removing it: give them up (`void`), keep them for
 * the station's next key (`keep`, a new key only), or nothing yet (`ask`: refused while there are any).
 */
export type UnsignedCouponsChoice = 'void' | 'keep' | 'ask';

const VOID_REASON: Record<TillRemoval, string> = {
  station: "Arka u fshi para se t'i nënshkruante: kuponi nuk u dërgua në ATK.",
  key: "Çelësi i arkës u hoq para se t'i nënshkruante: kuponi nuk u dërgua në ATK.",
};

/**
 * Settles a till's unsigned coupons before its station or its key goes, in the caller's transaction: the
 * till's row is locked first, then its unsigned coupons in their order of issue. With some waiting, the
 * owner must have chosen: given up they are failed (the day close and the job show them), kept they wait
 * for the station's next key (same POS, so they stay its coupons). A station without a till has nothing.
 */
export async function settleUnsignedOfTill(
  manager: EntityManager,
  businessId: string,
  stationId: string,
  removal: TillRemoval,
  choice: UnsignedCouponsChoice,
): Promise<number> {
  const till = await lockTillOfStation(manager, businessId, stationId);
  if (!till) return 0;
  const unsigned = await lockUnsignedOfTill(manager, businessId, stationId);
  if (unsigned.length === 0) return 0;
  // A deleted station has no next key to sign them with: keeping them is not a choice there.
  if (choice === 'ask' || (choice === 'keep' && removal === 'station')) {
    throw new FiscalTillHasUnsignedCouponsException(removal, unsigned.length);
  }
  if (choice === 'void') await failUnsignedCoupons(manager, businessId, unsigned, VOID_REASON[removal]);
  return unsigned.length;
}

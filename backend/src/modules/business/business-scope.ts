import { BusinessRequiredException } from './business.exceptions';

/** The business a write goes to: the caller's, from their token; none yet means "register it first". */
export function requireBusinessId(businessId: string | null): string {
  if (!businessId) throw new BusinessRequiredException();
  return businessId;
}

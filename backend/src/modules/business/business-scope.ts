import type { ApiException } from '../../common/http/api-exception';
import { BusinessRequiredException } from './business.exceptions';

/**
 * The business a call works on: the caller's, from their token. None yet is refused with `missing`:
 * by default "register it first", the answer to a write that needs one.
 */
export function requireBusinessId(
  businessId: string | null,
  missing: () => ApiException = () => new BusinessRequiredException(),
): string {
  if (!businessId) throw missing();
  return businessId;
}

import { readOnlyReason } from '@repair-shop/web';
import { useProfile } from './use-profile';

/** Why the signed-in account can only read (the shop's trial or subscription is over); null when it may write. */
export function useReadOnlyReason(): string | null {
  return readOnlyReason(useProfile().user);
}

import { useQuery } from '@tanstack/react-query';
import { fiscalProfileQuery, issuesFiscalDocuments } from '@repair-shop/web';
import { useMay } from './use-role';

/**
 * Whether the shop's payments make fiscal documents (an Albanian or Kosovo fiscal profile), as far as the
 * signed-in account may know: the profile is a business setting only the owner and managers read, so for
 * a technician it is false and nothing fiscal is asked for.
 */
export function useIssuesFiscalDocuments(): boolean {
  const readsProfile = useMay('manageBusiness');
  const profile = useQuery(fiscalProfileQuery(readsProfile));
  return readsProfile && issuesFiscalDocuments(profile.data?.country);
}

import { useQuery } from '@tanstack/react-query';
import { fiscalProfileQuery } from '@repair-shop/web';
import { useMay } from './use-role';

/**
 * Whether the shop registers its register's cash with the tax office: an Albanian fiscal profile (Kosovo's
 * tills and North Macedonia's devices keep their own). The profile is read by the owner and managers only.
 */
export function useKeepsCashFund(): boolean {
  const readsProfile = useMay('manageBusiness');
  const profile = useQuery(fiscalProfileQuery(readsProfile));
  return readsProfile && profile.data?.country === 'albania';
}

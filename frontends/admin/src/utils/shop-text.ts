import { COUNTRY_LABELS, type AdminUserResponse } from '@repair-shop/contracts';

/** "Servisi Besa, Prishtinë (Kosovë)"; a dash while the owner has not registered the business. */
export function shopText(user: Pick<AdminUserResponse, 'businessName' | 'city' | 'country'>): string {
  if (!user.businessName) return '—';
  const place = [user.city, user.country ? `(${COUNTRY_LABELS[user.country]})` : null].filter(Boolean).join(' ');
  return place ? `${user.businessName}, ${place}` : user.businessName;
}

import type { AdminUserResponse } from '@repair-shop/contracts';

/** Lower case without accents: "Çeku" and "ceku" match, as the shops' own searches do. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The users whose name, email, business or city contain every word typed, accents ignored. */
export function matchingUsers(users: AdminUserResponse[], search: string): AdminUserResponse[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return users;
  return users.filter((user) => {
    const text = fold([user.firstName, user.lastName, user.email, user.businessName, user.city].filter(Boolean).join(' '));
    return words.every((word) => text.includes(word));
  });
}

import { Alert, Text } from '@mantine/core';
import type { UserResponse } from '@repair-shop/contracts';
import { formatDate, isPayingShop, showsTrialWarning } from '@repair-shop/web';

/**
 * Yellow when 1 to 7 days of the trial (or of the paid subscription) are left; red once it is over, since the shop can then only
 * read (the server refuses every change until the administrator extends the trial).
 */
export function TrialBanner({ user }: { user: UserResponse }) {
  const expiry = user.trialExpiresAt ? formatDate(user.trialExpiresAt) : null;
  if (!user.isAdmin && user.isExpired) {
    return (
      <Alert color="red" variant="light" title="Periudha provuese ka skaduar">
        <Text size="sm">
          {expiry ? `Periudha juaj provuese skadoi më ${expiry}. ` : ''}
          Mund t’i shikoni punët, klientët dhe punëtorët, por nuk mund të shtoni apo ndryshoni asgjë derisa
          administratori ta zgjasë periudhën. Ju lutemi kontaktoni administratorin.
        </Text>
      </Alert>
    );
  }
  if (!showsTrialWarning(user)) return null;
  const days = user.remainingDays === 1 ? '1 ditë' : `${user.remainingDays} ditë`;
  if (isPayingShop(user)) {
    return (
      <Alert color="yellow" variant="light" title="Abonimi po mbaron">
        <Text size="sm">
          Abonimi juaj skadon {expiry ? `më ${expiry}` : 'së shpejti'} (edhe {days}). Për ta vazhduar pa ndërprerje, ju
          lutemi kontaktoni administratorin.
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" title="Periudha provuese po mbaron">
      <Text size="sm">
        Ju kanë mbetur edhe {days} të periudhës provuese{expiry ? `, e cila skadon më ${expiry}` : ''}. Për të vazhduar
        pa ndërprerje, ju lutemi kontaktoni administratorin.
      </Text>
    </Alert>
  );
}

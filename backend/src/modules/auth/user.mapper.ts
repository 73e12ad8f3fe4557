import type { UserResponse } from '@repair-shop/contracts';
import type { ShopAccount } from './authenticated-user';
import { trialState } from './trial';

export function toUserResponse(user: ShopAccount, now: Date): UserResponse {
  const trial = trialState(user.isAdmin ? null : user.trialExpiresAt, now);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    isAdmin: user.isAdmin,
    hasSeenWelcome: user.hasSeenWelcome,
    isExpired: trial.isExpired,
    remainingDays: trial.remainingDays,
    trialExpiresAt: user.isAdmin || !user.trialExpiresAt ? null : user.trialExpiresAt.toISOString(),
    role: user.isAdmin ? null : user.role,
    workerId: user.isAdmin ? null : user.workerId,
    businessName: user.isAdmin ? null : user.businessName,
    subscriptionStatus: user.isAdmin ? null : trial.isExpired ? 'expired' : user.subscribed ? 'active' : 'trial',
  };
}

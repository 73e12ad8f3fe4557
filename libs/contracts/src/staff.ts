import type { SuccessResponse } from './common';

/**
 * Who a shop account is: the owner registered the business (exactly one per shop); a manager may do
 * everything but the subscription and the owner's account; a technician works on jobs only.
 */
export const STAFF_ROLES = ['owner', 'manager', 'technician'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles an owner or a manager may give a worker's login. */
export const INVITABLE_ROLES = ['manager', 'technician'] as const satisfies readonly StaffRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Pronar',
  manager: 'Menaxher',
  technician: 'Teknik',
};

/** Technicians never see what the shop paid for its parts, nor the profit made on them. */
export const seesCostPrices = (role: StaffRole): boolean => role !== 'technician';

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** How long an invitation link can be used, in hours. */
export const INVITATION_LIFETIME_HOURS = 72;

/** POST /api/workers/:id/login */
export interface StaffLoginRequest {
  email: string;
  role: InvitableRole;
}

/** The invitation link, for the owner to send by Viber or WhatsApp too (it also goes out by email). */
export interface StaffInvitationResponse extends SuccessResponse {
  inviteUrl: string;
}

/** A worker's login as the staff list shows it; `accepted` false while the invitation is unused. */
export interface WorkerLoginResponse {
  email: string;
  role: InvitableRole;
  accepted: boolean;
}

/** GET /api/invitations/:token: what the invitation page shows before a password is chosen. */
export interface InvitationResponse {
  email: string;
  firstName: string;
  lastName: string;
  role: InvitableRole;
  businessName: string;
}

/** POST /api/invitations/accept (it answers an InvitationAcceptResponse, in api.ts with the login's). */
export interface InvitationAcceptRequest {
  token: string;
  password: string;
}

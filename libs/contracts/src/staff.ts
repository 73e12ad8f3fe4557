import type { SuccessResponse } from './common';
import type { EmailDelivery } from './mail';

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

/** The invitation link, for the owner to send by Viber or WhatsApp, and whether it was really emailed. */
export interface StaffInvitationResponse extends SuccessResponse {
  inviteUrl: string;
  /** The address the invitation was emailed to: the login's. */
  email: string;
  /** Only `sent` means the worker will find it in their mail; otherwise the link here is the way. */
  emailDelivery: EmailDelivery;
}

/** How long a link to choose a new password can be used, in hours (asked for by email, or made for a worker). */
export const PASSWORD_RESET_LINK_HOURS = 1;

/** What a new link for a worker's login is: a fresh invitation while none was accepted, or a new password's. */
export type WorkerLoginLinkKind = 'invitation' | 'password';

/**
 * POST /api/workers/:id/login/link: a new single-use link for the worker's login, for the owner or a
 * manager to send (by Viber or WhatsApp; emailed too when mail is set up). Using any link of the login
 * spends the others.
 */
export interface WorkerLoginLinkResponse extends SuccessResponse {
  kind: WorkerLoginLinkKind;
  url: string;
  email: string;
  emailDelivery: EmailDelivery;
  /** How long the link can be used. */
  validHours: number;
}

/** A worker's login as the staff list shows it; `accepted` false while the invitation is unused. */
export interface WorkerLoginResponse {
  email: string;
  role: InvitableRole;
  accepted: boolean;
  /** Albania: the cashier's code at the CIS that this login's invoices carry; null: the owner's is used. */
  operatorCode: string | null;
}

/** PUT /api/workers/:id/login/operator-code: the login's Albanian operator code (null removes it). */
export interface OperatorCodeRequest {
  operatorCode: string | null;
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

import type {
  AdminLoginRequest,
  AdminSystemResponse,
  AdminUserListQuery,
  AdminUserResponse,
  DeleteAllUsersResponse,
  LoginResponse,
  SuccessResponse,
  TrialExtendResponse,
} from '@repair-shop/contracts';
import { apiPageRequest, apiRequest } from './http';
import type { Page } from './page';
import { getAdminToken } from '../session/session';

const withAdminToken = () => ({ token: getAdminToken() });

/** A list query as the URL's query string takes it. */
const asQuery = (query: object) => query as Record<string, string | number | undefined>;

/** Calls of the administrator's own session (adminToken). */
export const adminApi = {
  login: (body: AdminLoginRequest) => apiRequest<LoginResponse>('POST', '/admin/login', { body }),
  /** Ends on the server the administrator's session. */
  logout: () => apiRequest<SuccessResponse>('POST', '/logout', { ...withAdminToken(), body: {} }),
  /**
   * One page of the accounts, newest first, searched (every word in the name, email, business or city,
   * accents ignored) and filtered by subscription state on the server; total from X-Total-Count.
   */
  users: (query: AdminUserListQuery = {}): Promise<Page<AdminUserResponse>> =>
    apiPageRequest<AdminUserResponse>('/admin/users', { ...withAdminToken(), query: asQuery(query) }),
  /** `paid`: the shop paid for these months ("Pagesa u pranua"), which makes its subscription active. */
  extendTrial: (id: string, months: number, paid = false) =>
    apiRequest<TrialExtendResponse>('PUT', `/admin/users/${encodeURIComponent(id)}/extend`, {
      ...withAdminToken(),
      body: { months, paid },
    }),
  deleteUser: (id: string) =>
    apiRequest<SuccessResponse>('DELETE', `/admin/users/${encodeURIComponent(id)}`, withAdminToken()),
  deleteAllUsers: () => apiRequest<DeleteAllUsersResponse>('DELETE', '/admin/users/all', withAdminToken()),
  /** What the server is set up to send: email (SMTP_URL) and SMS (the gateway). */
  system: () => apiRequest<AdminSystemResponse>('GET', '/admin/system', withAdminToken()),
};

import type {
  AdminLoginRequest,
  AdminUserResponse,
  DeleteAllUsersResponse,
  LoginResponse,
  SuccessResponse,
  TrialExtendResponse,
} from '@repair-shop/contracts';
import { apiRequest } from './http';
import { getAdminToken } from '../session/session';

const withAdminToken = () => ({ token: getAdminToken() });

/** Calls of the administrator's own session (adminToken). */
export const adminApi = {
  login: (body: AdminLoginRequest) => apiRequest<LoginResponse>('POST', '/admin/login', { body }),
  /** Ends on the server the administrator's session. */
  logout: () => apiRequest<SuccessResponse>('POST', '/logout', { ...withAdminToken(), body: {} }),
  users: () => apiRequest<AdminUserResponse[]>('GET', '/admin/users', withAdminToken()),
  /** `paid`: the shop paid for these months ("Pagesa u pranua"), which makes its subscription active. */
  extendTrial: (id: string, months: number, paid = false) =>
    apiRequest<TrialExtendResponse>('PUT', `/admin/users/${encodeURIComponent(id)}/extend`, { ...withAdminToken(), body: { months, paid } }),
  deleteUser: (id: string) => apiRequest<SuccessResponse>('DELETE', `/admin/users/${encodeURIComponent(id)}`, withAdminToken()),
  deleteAllUsers: () => apiRequest<DeleteAllUsersResponse>('DELETE', '/admin/users/all', withAdminToken()),
};

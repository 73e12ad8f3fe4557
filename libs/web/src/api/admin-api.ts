import type {
  AdminLoginRequest,
  DeleteAllUsersResponse,
  LoginResponse,
  SuccessResponse,
  TrialExtendResponse,
  UserResponse,
} from '@repair-shop/contracts';
import { apiRequest } from './http';
import { getAdminToken } from '../session/session';

const withAdminToken = () => ({ token: getAdminToken() });

/** Calls of the administrator's own session (adminToken). */
export const adminApi = {
  login: (body: AdminLoginRequest) => apiRequest<LoginResponse>('POST', '/admin/login', { body }),
  /** Ends on the server the administrator's session. */
  logout: () => apiRequest<SuccessResponse>('POST', '/logout', { ...withAdminToken(), body: {} }),
  users: () => apiRequest<UserResponse[]>('GET', '/admin/users', withAdminToken()),
  extendTrial: (id: string, months: number) =>
    apiRequest<TrialExtendResponse>('PUT', `/admin/users/${encodeURIComponent(id)}/extend`, { ...withAdminToken(), body: { months } }),
  deleteUser: (id: string) => apiRequest<SuccessResponse>('DELETE', `/admin/users/${encodeURIComponent(id)}`, withAdminToken()),
  deleteAllUsers: () => apiRequest<DeleteAllUsersResponse>('DELETE', '/admin/users/all', withAdminToken()),
};

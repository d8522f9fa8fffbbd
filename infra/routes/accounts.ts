import { rowsOf } from './row.js';

const r = rowsOf('accounts');

/** The routes of the accounts area. */
export const accountsRoutes = [
  // Sign-up only mails a link; confirming it creates the Cognito user and the account .
  r('POST /api/auth/signup', 'signup', 'rw mail'),
  r('POST /api/auth/register', 'register', 'rw mail'),
  r('POST /api/auth/signup/confirm', 'confirm-signup', 'rw cognito cognito-admin mail'),
  // Writes: sign-in attempts are counted, an invited member's first sign-in clears the invite.
  r('POST /api/auth/login', 'login', 'rw cognito'),
  // An operator's authenticator code after the password (the held tokens are in the table, sealed).
  r('POST /api/auth/mfa', 'verify-mfa', 'rw'),
  r('POST /api/auth/step-up', 'step-up', 'rw'),
  // Writes: a rotated refresh token moves its session record.
  r('POST /api/auth/refresh', 'refresh', 'rw cognito'),
  // RevokeToken is an unauthenticated Cognito call; the session record is deleted.
  r('POST /api/auth/logout', 'logout', 'rw cognito'),
  r('GET /api/auth/me', 'get-me', 'read'),
  r('GET /api/auth/permissions', 'get-permissions', 'read'),
  r('POST /api/auth/check-permission', 'check-permission', 'read'),
  r('GET /api/auth/roles', 'get-roles', 'read'),
  r('GET /api/auth/users', 'list-users', 'read'),
  r('PUT /api/auth/users/{id}', 'update-user', 'rw cognito-admin'),
  r('GET /api/admin/paused-mail', 'list-paused-mail', 'read'),
  r('DELETE /api/admin/paused-mail/{id}', 'resume-mail', 'rw'),
  r('POST /api/auth/password-reset-request', 'password-reset-request', 'rw mail'),
  r('POST /api/auth/verify-reset-token', 'verify-reset-token', 'read'),
  r('POST /api/auth/password-reset-confirm', 'password-reset-confirm', 'rw cognito-admin'),
  r('POST /api/auth/change-password', 'change-password', 'rw cognito cognito-admin'),
  r('GET /api/team/members', 'list-members', 'rw'),
  r('POST /api/team/members', 'invite-member', 'rw cognito-admin mail'),
  r('PUT /api/team/members/{id}', 'update-member', 'rw cognito-admin'),
  r('PUT /api/team/members/{id}/homeowner-phone', 'update-crew-phone', 'rw'),
  r('DELETE /api/team/members/{id}', 'remove-member', 'rw cognito-admin'),
  r('GET /api/profile/me', 'get-profile', 'read uploads:r'),
  r('PUT /api/profile/me', 'update-profile', 'rw uploads:r'),
  r('GET /api/profile/subscription', 'get-subscription', 'read'),
  r('POST /api/profile/logo/upload', 'upload-logo', 'rw uploads:rw', { timeout: 20, memory: 1024 }),
  r('POST /api/profile/logo/upload-url', 'request-logo-upload', 'rw uploads:rw'),
  r('POST /api/profile/logo/confirm', 'confirm-logo-upload', 'rw uploads:rw'),
  r('DELETE /api/profile/logo', 'delete-logo', 'rw uploads:w'),
  // Settings: company details, defaults, account export and deletion request.
  r('GET /api/settings', 'get-settings', 'read'),
  r('PUT /api/settings', 'save-settings', 'rw'),
  r('POST /api/settings/export', 'request-export', 'rw export'),
  r('GET /api/settings/export/{id}', 'get-export', 'read docs:r'),
  r('POST /api/settings/delete-request', 'request-deletion', 'rw'),
];

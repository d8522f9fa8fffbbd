/**
 * THE route table: every HTTP route once. The CDK stack turns each row into one Lambda function and
 * one API Gateway route, in the nested stack of the row's area; the local gateway mounts the same
 * rows; tests check each row has a handler, a known area, a sample event and a test.
 */

import type { Area } from './areas.js';

/** What a function may touch; the stack grants exactly this and nothing else. */
export type Access =
  | 'table:read'
  | 'table:write'
  | 'cognito:auth'
  | 'cognito:admin'
  | 'queue:send-email'
  | 'queue:measure-roof'
  | 'queue:render-pdf'
  | 'queue:generate-contract'
  | 'queue:account-export'
  | 'uploads:read'
  | 'uploads:write'
  | 'documents:read'
  | 'documents:write';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One HTTP route: method, path (API Gateway syntax, `{param}`), handler module under `functions/`. */
export interface RouteDef {
  /** The area whose nested stack holds the function (see `infra/areas.ts`). */
  area: Area;
  method: HttpMethod;
  path: string;
  handler: string;
  access: Access[];
  /** Seconds; defaults to 10. */
  timeout?: number;
  memory?: number;
}

const READ: Access[] = ['table:read'];
const RW: Access[] = ['table:read', 'table:write'];

/** Every route of the product. Keep sorted by area. */
export const routes: RouteDef[] = [
  {
    area: 'public-site',
    method: 'GET',
    path: '/api/health',
    handler: 'public-site/api/health/get-health',
    access: [],
  },
  // Issue 16: whether this deployment offers the demo login (no table access: read from the environment).
  {
    area: 'public-site',
    method: 'GET',
    path: '/api/public/config',
    handler: 'public-site/api/public/get-config',
    access: [],
  },

  // Sign-up only mails a link; confirming it creates the Cognito user and the account (issue 16).
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/auth/signup',
    handler: 'accounts/api/auth/signup',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/auth/register',
    handler: 'accounts/api/auth/register',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/auth/signup/confirm',
    handler: 'accounts/api/auth/confirm-signup',
    access: [...RW, 'cognito:admin', 'cognito:auth', 'queue:send-email'],
  },
  // Writes: sign-in attempts are counted, an invited member's first sign-in clears the invite.
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/auth/login',
    handler: 'accounts/api/auth/login',
    access: [...RW, 'cognito:auth'],
  },
  // Writes: a rotated refresh token moves its session record.
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/auth/refresh',
    handler: 'accounts/api/auth/refresh',
    access: [...RW, 'cognito:auth'],
  },
  // RevokeToken is an unauthenticated Cognito call; the session record is deleted.
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/auth/logout',
    handler: 'accounts/api/auth/logout',
    access: [...RW, 'cognito:auth'],
  },
  {
    area: 'accounts',
    method: 'GET',
    path: '/api/auth/me',
    handler: 'accounts/api/auth/get-me',
    access: READ,
  },
  {
    area: 'accounts',
    method: 'GET',
    path: '/api/auth/permissions',
    handler: 'accounts/api/auth/get-permissions',
    access: READ,
  },
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/auth/check-permission',
    handler: 'accounts/api/auth/check-permission',
    access: READ,
  },
  {
    area: 'accounts',
    method: 'GET',
    path: '/api/auth/roles',
    handler: 'accounts/api/auth/get-roles',
    access: READ,
  },
  {
    area: 'accounts',
    method: 'GET',
    path: '/api/auth/users',
    handler: 'accounts/api/auth/list-users',
    access: READ,
  },
  {
    area: 'accounts',
    method: 'PUT',
    path: '/api/auth/users/{id}',
    handler: 'accounts/api/auth/update-user',
    access: [...RW, 'cognito:admin'],
  },
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/auth/password-reset-request',
    handler: 'accounts/api/auth/password-reset-request',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/auth/verify-reset-token',
    handler: 'accounts/api/auth/verify-reset-token',
    access: READ,
  },
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/auth/password-reset-confirm',
    handler: 'accounts/api/auth/password-reset-confirm',
    access: [...RW, 'cognito:admin'],
  },
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/auth/change-password',
    handler: 'accounts/api/auth/change-password',
    // cognito:admin for AdminUserGlobalSignOut after the change.
    access: [...RW, 'cognito:auth', 'cognito:admin'],
  },

  {
    area: 'accounts',
    method: 'GET',
    path: '/api/team/members',
    handler: 'accounts/api/team/list-members',
    access: RW,
  },
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/team/members',
    handler: 'accounts/api/team/invite-member',
    access: [...RW, 'cognito:admin', 'queue:send-email'],
  },
  {
    area: 'accounts',
    method: 'PUT',
    path: '/api/team/members/{id}',
    handler: 'accounts/api/team/update-member',
    access: [...RW, 'cognito:admin'],
  },
  {
    area: 'accounts',
    method: 'DELETE',
    path: '/api/team/members/{id}',
    handler: 'accounts/api/team/remove-member',
    access: [...RW, 'cognito:admin'],
  },

  {
    area: 'accounts',
    method: 'GET',
    path: '/api/profile/me',
    handler: 'accounts/api/profile/get-profile',
    access: [...READ, 'uploads:read'],
  },
  {
    area: 'accounts',
    method: 'PUT',
    path: '/api/profile/me',
    handler: 'accounts/api/profile/update-profile',
    access: [...RW, 'uploads:read'],
  },
  {
    area: 'accounts',
    method: 'GET',
    path: '/api/profile/subscription',
    handler: 'accounts/api/profile/get-subscription',
    access: READ,
  },
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/profile/logo/upload',
    handler: 'accounts/api/profile/upload-logo',
    access: [...RW, 'uploads:read', 'uploads:write'],
    timeout: 20,
    memory: 1024,
  },
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/profile/logo/upload-url',
    handler: 'accounts/api/profile/request-logo-upload',
    access: [...RW, 'uploads:read', 'uploads:write'],
  },
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/profile/logo/confirm',
    handler: 'accounts/api/profile/confirm-logo-upload',
    access: [...RW, 'uploads:read', 'uploads:write'],
  },
  {
    area: 'accounts',
    method: 'DELETE',
    path: '/api/profile/logo',
    handler: 'accounts/api/profile/delete-logo',
    access: [...RW, 'uploads:write'],
  },

  // Settings (issue 15): company details, defaults, account export and deletion request.
  {
    area: 'accounts',
    method: 'GET',
    path: '/api/settings',
    handler: 'accounts/api/settings/get-settings',
    access: READ,
  },
  {
    area: 'accounts',
    method: 'PUT',
    path: '/api/settings',
    handler: 'accounts/api/settings/save-settings',
    access: RW,
  },
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/settings/export',
    handler: 'accounts/api/settings/request-export',
    access: [...RW, 'queue:account-export'],
  },
  {
    area: 'accounts',
    method: 'GET',
    path: '/api/settings/export/{id}',
    handler: 'accounts/api/settings/get-export',
    access: [...READ, 'documents:read'],
  },
  {
    area: 'accounts',
    method: 'POST',
    path: '/api/settings/delete-request',
    handler: 'accounts/api/settings/request-deletion',
    access: RW,
  },

  {
    area: 'public-site',
    method: 'GET',
    path: '/api/testimonials',
    handler: 'public-site/api/content/list-testimonials',
    access: READ,
  },
  {
    area: 'public-site',
    method: 'POST',
    path: '/api/testimonials',
    handler: 'public-site/api/content/create-testimonial',
    access: RW,
  },
  {
    area: 'public-site',
    method: 'GET',
    path: '/api/faqs',
    handler: 'public-site/api/content/list-faqs',
    access: READ,
  },
  {
    area: 'public-site',
    method: 'POST',
    path: '/api/faqs',
    handler: 'public-site/api/content/create-faq',
    access: RW,
  },
  {
    area: 'public-site',
    method: 'GET',
    path: '/api/campaign',
    handler: 'public-site/api/campaign/get-campaign',
    access: READ,
  },
  {
    area: 'public-site',
    method: 'PUT',
    path: '/api/campaign',
    handler: 'public-site/api/campaign/update-campaign',
    access: RW,
  },
  {
    area: 'public-site',
    method: 'POST',
    path: '/api/leads',
    handler: 'public-site/api/leads/create-lead',
    access: RW,
  },
  {
    area: 'public-site',
    method: 'POST',
    path: '/api/contact/submit',
    handler: 'public-site/api/contact/submit-contact',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'public-site',
    method: 'POST',
    path: '/api/partners/apply',
    handler: 'public-site/api/partners/apply',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'public-site',
    method: 'POST',
    path: '/api/gdpr/requests',
    handler: 'public-site/api/gdpr/create-request',
    access: [...RW, 'queue:send-email'],
  },

  {
    area: 'estimates',
    method: 'GET',
    path: '/api/estimates',
    handler: 'estimates/api/estimates/list-estimates',
    access: READ,
  },
  {
    area: 'estimates',
    method: 'POST',
    path: '/api/estimates',
    handler: 'estimates/api/estimates/create-estimate',
    access: [...RW, 'queue:measure-roof'],
  },
  // Public and synchronous (geocode + Solar + engine); writes only its rate-limit counter.
  {
    area: 'estimates',
    method: 'POST',
    path: '/api/estimates/quick',
    handler: 'estimates/api/estimates/quick-estimate',
    access: RW,
    timeout: 29,
  },
  {
    area: 'estimates',
    method: 'GET',
    path: '/api/estimates/{id}',
    handler: 'estimates/api/estimates/get-estimate',
    access: READ,
  },
  {
    area: 'estimates',
    method: 'PUT',
    path: '/api/estimates/{id}',
    handler: 'estimates/api/estimates/update-estimate',
    access: [...RW, 'queue:measure-roof'],
  },
  {
    area: 'estimates',
    method: 'DELETE',
    path: '/api/estimates/{id}',
    handler: 'estimates/api/estimates/delete-estimate',
    access: RW,
  },
  {
    area: 'estimates',
    method: 'POST',
    path: '/api/estimates/{id}/apply-discount',
    handler: 'estimates/api/estimates/apply-discount',
    access: RW,
  },
  {
    area: 'estimates',
    method: 'POST',
    path: '/api/estimates/{id}/retry-measurement',
    handler: 'estimates/api/estimates/retry-measurement',
    access: [...RW, 'queue:measure-roof'],
  },
  {
    area: 'estimates',
    method: 'POST',
    path: '/api/estimates/{id}/reprice',
    handler: 'estimates/api/estimates/reprice-estimate',
    access: RW,
  },
  {
    area: 'estimates',
    method: 'GET',
    path: '/api/rates/me',
    handler: 'estimates/api/rates/get-my-rates',
    access: READ,
  },
  {
    area: 'estimates',
    method: 'POST',
    path: '/api/rates/me',
    handler: 'estimates/api/rates/save-my-rates',
    access: RW,
  },

  // Proposals, the homeowner portal, documents and signing. PDF routes render on the spot when the
  // queue has not yet (logo from uploads), hence the larger memory and timeout.
  {
    area: 'documents',
    method: 'GET',
    path: '/api/proposals',
    handler: 'documents/api/proposals/list-proposals',
    access: READ,
  },
  {
    area: 'documents',
    method: 'POST',
    path: '/api/proposals',
    handler: 'documents/api/proposals/create-proposal',
    access: RW,
  },
  {
    area: 'documents',
    method: 'GET',
    path: '/api/proposals/{id}',
    handler: 'documents/api/proposals/get-proposal',
    access: [...READ, 'uploads:read'],
  },
  {
    area: 'documents',
    method: 'PUT',
    path: '/api/proposals/{id}/status',
    handler: 'documents/api/proposals/update-proposal-status',
    access: [...RW, 'queue:send-email', 'queue:render-pdf'],
  },
  {
    area: 'documents',
    method: 'DELETE',
    path: '/api/proposals/{id}',
    handler: 'documents/api/proposals/delete-proposal',
    access: RW,
  },
  {
    area: 'documents',
    method: 'POST',
    path: '/api/customer-portal/send-proposal-link',
    handler: 'documents/api/customer-portal/send-proposal-link',
    access: [...RW, 'queue:send-email', 'queue:render-pdf'],
  },
  {
    area: 'documents',
    method: 'GET',
    path: '/api/customer-portal/proposal/{token}',
    handler: 'documents/api/customer-portal/get-proposal',
    access: [...RW, 'uploads:read'],
  },
  {
    area: 'documents',
    method: 'POST',
    path: '/api/customer-portal/proposal/{token}/action',
    handler: 'documents/api/customer-portal/proposal-action',
    access: [...RW, 'queue:generate-contract', 'queue:send-email'],
  },
  {
    area: 'documents',
    method: 'GET',
    path: '/api/customer-portal/proposal/{token}/pdf',
    handler: 'documents/api/customer-portal/proposal-pdf',
    access: [...RW, 'documents:read', 'documents:write', 'uploads:read'],
    timeout: 30,
    memory: 1024,
  },
  {
    area: 'documents',
    method: 'GET',
    path: '/api/estimates/{id}/generate-pdf',
    handler: 'documents/api/estimates/generate-pdf',
    access: [...RW, 'documents:read', 'documents:write', 'uploads:read'],
    timeout: 30,
    memory: 1024,
  },
  {
    area: 'documents',
    method: 'POST',
    path: '/api/estimates/{id}/generate-contract',
    handler: 'documents/api/estimates/generate-contract',
    access: [...RW, 'documents:write', 'uploads:read'],
    timeout: 30,
    memory: 1024,
  },
  {
    area: 'documents',
    method: 'POST',
    path: '/api/estimates/{id}/send-for-signing',
    handler: 'documents/api/estimates/send-for-signing',
    access: [...RW, 'documents:write', 'uploads:read', 'queue:send-email'],
    timeout: 30,
    memory: 1024,
  },
  // Issue 16: a fresh link for signing in person on the contractor's device (may render the contract first).
  {
    area: 'documents',
    method: 'POST',
    path: '/api/estimates/{id}/in-person-signing',
    handler: 'documents/api/estimates/in-person-signing',
    access: [...RW, 'documents:write', 'uploads:read', 'queue:send-email'],
    timeout: 30,
    memory: 1024,
  },
  {
    area: 'documents',
    method: 'GET',
    path: '/api/estimates/{id}/contract-pdf',
    handler: 'documents/api/estimates/contract-pdf',
    access: [...RW, 'documents:read', 'documents:write', 'uploads:read'],
    timeout: 30,
    memory: 1024,
  },
  {
    area: 'documents',
    method: 'GET',
    path: '/api/signing/{token}',
    handler: 'documents/api/signing/get-signing',
    access: [...READ, 'uploads:read'],
  },
  {
    area: 'documents',
    method: 'GET',
    path: '/api/signing/{token}/pdf',
    handler: 'documents/api/signing/signing-pdf',
    access: [...READ, 'documents:read'],
  },
  // Issue 10: a used signing link reopens on the signed contract (who, when, the signed PDF).
  {
    area: 'documents',
    method: 'GET',
    path: '/api/signing/{token}/signed',
    handler: 'documents/api/signing/get-signed',
    access: [...READ, 'documents:read', 'uploads:read'],
  },
  {
    area: 'documents',
    method: 'POST',
    path: '/api/signing/{token}',
    handler: 'documents/api/signing/sign-contract',
    access: [...RW, 'documents:read', 'documents:write', 'queue:send-email'],
    timeout: 30,
    memory: 1024,
  },

  // Operations: coupons (users.manage), redemption checks (public), the CRM and the operator home (users.read).
  {
    area: 'operations',
    method: 'GET',
    path: '/api/coupons',
    handler: 'operations/api/coupons/list-coupons',
    access: READ,
  },
  {
    area: 'operations',
    method: 'POST',
    path: '/api/coupons',
    handler: 'operations/api/coupons/create-coupon',
    access: RW,
  },
  {
    area: 'operations',
    method: 'GET',
    path: '/api/coupons/stats/usage',
    handler: 'operations/api/coupons/get-coupon-stats',
    access: READ,
  },
  {
    area: 'operations',
    method: 'PUT',
    path: '/api/coupons/{id}/status',
    handler: 'operations/api/coupons/update-coupon-status',
    access: RW,
  },
  {
    area: 'operations',
    method: 'DELETE',
    path: '/api/coupons/{id}',
    handler: 'operations/api/coupons/delete-coupon',
    access: RW,
  },
  {
    area: 'operations',
    method: 'POST',
    path: '/api/coupons/validate',
    handler: 'operations/api/coupons/validate-coupon',
    access: RW,
  },
  {
    area: 'operations',
    method: 'GET',
    path: '/api/leads',
    handler: 'operations/api/leads/list-leads',
    access: READ,
  },
  {
    area: 'operations',
    method: 'PUT',
    path: '/api/leads/{id}',
    handler: 'operations/api/leads/update-lead',
    access: RW,
  },
  {
    area: 'operations',
    method: 'GET',
    path: '/api/contact/submissions',
    handler: 'operations/api/contact/list-submissions',
    access: READ,
  },
  {
    area: 'operations',
    method: 'PUT',
    path: '/api/contact/submissions/{id}',
    handler: 'operations/api/contact/update-submission',
    access: RW,
  },
  {
    area: 'operations',
    method: 'GET',
    path: '/api/partners/applications',
    handler: 'operations/api/partners/list-applications',
    access: READ,
  },
  {
    area: 'operations',
    method: 'PUT',
    path: '/api/partners/applications/{id}/status',
    handler: 'operations/api/partners/update-application-status',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'operations',
    method: 'GET',
    path: '/api/gdpr/requests',
    handler: 'operations/api/gdpr/list-requests',
    access: READ,
  },
  {
    area: 'operations',
    method: 'PUT',
    path: '/api/gdpr/requests/{id}',
    handler: 'operations/api/gdpr/update-request',
    access: RW,
  },
  {
    area: 'operations',
    method: 'GET',
    path: '/api/crm/stats',
    handler: 'operations/api/crm/get-stats',
    access: READ,
  },
  {
    area: 'operations',
    method: 'GET',
    path: '/api/crm/export',
    handler: 'operations/api/crm/export-csv',
    access: [...READ, 'documents:write', 'documents:read'],
    timeout: 29,
    memory: 1024,
  },
  {
    area: 'operations',
    method: 'GET',
    path: '/api/crm/audit/{kind}/{id}',
    handler: 'operations/api/crm/get-audit',
    access: READ,
  },
  {
    area: 'operations',
    method: 'GET',
    path: '/api/crm/today',
    handler: 'operations/api/crm/get-today',
    access: READ,
  },
  {
    area: 'operations',
    method: 'GET',
    path: '/api/crm/notifications',
    handler: 'operations/api/crm/get-notifications',
    access: READ,
  },
  {
    area: 'operations',
    method: 'PUT',
    path: '/api/crm/notifications',
    handler: 'operations/api/crm/update-notifications',
    access: RW,
  },

  // Spec 000's older client calls, under /api: the contact list (operators), the contact form, a demo
  // request (a lead with source demo_request) and the plans.
  {
    area: 'operations',
    method: 'GET',
    path: '/api/contact',
    handler: 'operations/api/contact/list-contact',
    access: READ,
  },
  {
    area: 'public-site',
    method: 'POST',
    path: '/api/contact',
    handler: 'public-site/api/contact/create-contact',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'public-site',
    method: 'POST',
    path: '/api/contact/demo',
    handler: 'public-site/api/contact/request-demo',
    access: RW,
  },
  {
    area: 'public-site',
    method: 'GET',
    path: '/api/pricing',
    handler: 'public-site/api/pricing/get-pricing',
    access: [],
  },

  // Billing & payments (issue 11): Stripe is reached over HTTPS with the secret key from config. The
  // subscription reads write too: an account's seat counters are computed once when missing.
  {
    area: 'billing',
    method: 'POST',
    path: '/api/payments/checkout',
    handler: 'billing/api/payments/create-checkout',
    access: READ,
  },
  {
    area: 'billing',
    method: 'GET',
    path: '/api/payments/status/{session_id}',
    handler: 'billing/api/payments/get-payment-status',
    access: READ,
  },
  {
    area: 'billing',
    method: 'GET',
    path: '/api/subscriptions/me',
    handler: 'billing/api/subscriptions/get-subscription',
    access: RW,
  },
  {
    area: 'billing',
    method: 'GET',
    path: '/api/subscriptions/invoices',
    handler: 'billing/api/subscriptions/list-invoices',
    access: RW,
  },
  {
    area: 'billing',
    method: 'POST',
    path: '/api/subscriptions/checkout',
    handler: 'billing/api/subscriptions/create-subscription-checkout',
    access: RW,
  },
  {
    area: 'billing',
    method: 'POST',
    path: '/api/subscriptions/preview',
    handler: 'billing/api/subscriptions/preview-plan-change',
    access: RW,
  },
  {
    area: 'billing',
    method: 'POST',
    path: '/api/subscriptions/change',
    handler: 'billing/api/subscriptions/change-plan',
    access: RW,
  },
  {
    area: 'billing',
    method: 'POST',
    path: '/api/subscriptions/cancel',
    handler: 'billing/api/subscriptions/cancel-subscription',
    access: RW,
  },
  {
    area: 'billing',
    method: 'POST',
    path: '/api/subscriptions/resume',
    handler: 'billing/api/subscriptions/resume-subscription',
    access: RW,
  },
  {
    area: 'billing',
    method: 'POST',
    path: '/api/subscriptions/portal',
    handler: 'billing/api/subscriptions/create-portal-session',
    access: RW,
  },
  {
    area: 'billing',
    method: 'POST',
    path: '/api/webhooks/stripe',
    handler: 'billing/webhooks/stripe',
    access: [...RW, 'queue:send-email'],
  },
  // Jobs (issue 13): projects, phases, the crew schedule, the homeowner status link and reports.
  // Literal paths come before /api/projects/{id}: the local gateway takes the first match.
  // Project changes may mail the homeowner (first scheduled date, stage change).
  {
    area: 'jobs',
    method: 'GET',
    path: '/api/projects',
    handler: 'jobs/api/projects/list-projects',
    access: READ,
  },
  {
    area: 'jobs',
    method: 'POST',
    path: '/api/projects',
    handler: 'jobs/api/projects/create-project',
    access: RW,
  },
  {
    area: 'jobs',
    method: 'GET',
    path: '/api/projects/dashboard/summary',
    handler: 'jobs/api/projects/get-projects-summary',
    access: READ,
  },
  {
    area: 'jobs',
    method: 'GET',
    path: '/api/projects/crew',
    handler: 'jobs/api/projects/get-crew',
    access: READ,
  },
  {
    area: 'jobs',
    method: 'GET',
    path: '/api/projects/schedule',
    handler: 'jobs/api/projects/get-schedule',
    access: READ,
  },
  {
    area: 'jobs',
    method: 'GET',
    path: '/api/projects/phase-template',
    handler: 'jobs/api/projects/get-phase-template',
    access: READ,
  },
  {
    area: 'jobs',
    method: 'PUT',
    path: '/api/projects/phase-template',
    handler: 'jobs/api/projects/save-phase-template',
    access: RW,
  },
  {
    area: 'jobs',
    method: 'GET',
    path: '/api/projects/{id}',
    handler: 'jobs/api/projects/get-project',
    access: READ,
  },
  {
    area: 'jobs',
    method: 'PUT',
    path: '/api/projects/{id}/status',
    handler: 'jobs/api/projects/update-project-status',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'jobs',
    method: 'POST',
    path: '/api/projects/{id}/assign-manager',
    handler: 'jobs/api/projects/assign-manager',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'jobs',
    method: 'POST',
    path: '/api/projects/{id}/phases',
    handler: 'jobs/api/projects/add-phase',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'jobs',
    method: 'PUT',
    path: '/api/projects/{id}/phases/{phaseId}',
    handler: 'jobs/api/projects/update-phase',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'jobs',
    method: 'POST',
    path: '/api/projects/{id}/phases/{phaseId}/assign-worker',
    handler: 'jobs/api/projects/assign-worker',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'jobs',
    method: 'GET',
    path: '/api/projects/{id}/timeline',
    handler: 'jobs/api/projects/get-timeline',
    access: READ,
  },
  {
    area: 'jobs',
    method: 'POST',
    path: '/api/projects/{id}/weather-delay',
    handler: 'jobs/api/projects/weather-delay',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'jobs',
    method: 'PUT',
    path: '/api/projects/{id}/material-order',
    handler: 'jobs/api/projects/save-material-order',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'jobs',
    method: 'GET',
    path: '/api/projects/{id}/material-order/pdf',
    handler: 'jobs/api/projects/material-order-pdf',
    // table:write: the PDF is recorded in the documents library (issue 15).
    access: [...RW, 'documents:read', 'documents:write'],
    memory: 512,
  },
  {
    area: 'jobs',
    method: 'GET',
    path: '/api/project-status/{token}',
    handler: 'jobs/api/project-status/get-project-status',
    access: READ,
  },
  { area: 'jobs', method: 'GET', path: '/api/reports', handler: 'jobs/api/reports/get-report', access: READ },
  // Documents library (issue 15): uploads through a presigned POST, every document of the account.
  {
    area: 'documents',
    method: 'POST',
    path: '/api/documents',
    handler: 'documents/api/documents/create-document',
    // Generated documents render PDFs (logo from uploads, the PDF to documents) like generate-pdf.
    access: [...RW, 'uploads:read', 'uploads:write', 'documents:read', 'documents:write'],
    timeout: 30,
    memory: 1024,
  },
  {
    area: 'documents',
    method: 'GET',
    path: '/api/documents',
    handler: 'documents/api/documents/list-documents',
    access: READ,
  },
  // Issue 15: the templates route sits before `{id}` (the local gateway takes the first row that matches).
  {
    area: 'documents',
    method: 'GET',
    path: '/api/documents/templates',
    handler: 'documents/api/documents/list-document-templates',
    access: READ,
  },
  {
    area: 'documents',
    method: 'POST',
    path: '/api/documents/regenerate/{id}',
    handler: 'documents/api/documents/regenerate-document',
    access: [...RW, 'uploads:read', 'documents:read', 'documents:write'],
    timeout: 30,
    memory: 1024,
  },
  {
    area: 'documents',
    method: 'GET',
    path: '/api/documents/{id}',
    handler: 'documents/api/documents/get-document',
    access: READ,
  },
  {
    area: 'documents',
    method: 'GET',
    path: '/api/documents/{id}/download',
    handler: 'documents/api/documents/download-document',
    access: [...READ, 'uploads:read', 'documents:read'],
  },
  // Issue 15: any PDF of the library sent for signature; the signer's public token routes.
  {
    area: 'documents',
    method: 'POST',
    path: '/api/documents/{id}/send-for-signature',
    handler: 'documents/api/documents/send-for-signature',
    access: [...RW, 'uploads:read', 'documents:read', 'queue:send-email'],
  },
  {
    area: 'documents',
    method: 'GET',
    path: '/api/documents/{id}/signature-status',
    handler: 'documents/api/documents/signature-status',
    access: READ,
  },
  {
    area: 'documents',
    method: 'GET',
    path: '/api/document-signing/{token}',
    handler: 'documents/api/document-signing/get-document-signing',
    access: [...RW, 'uploads:read'],
  },
  {
    area: 'documents',
    method: 'GET',
    path: '/api/document-signing/{token}/pdf',
    handler: 'documents/api/document-signing/document-signing-pdf',
    access: [...READ, 'uploads:read', 'documents:read'],
  },
  {
    area: 'documents',
    method: 'POST',
    path: '/api/document-signing/{token}',
    handler: 'documents/api/document-signing/sign-document',
    access: [...RW, 'uploads:read', 'uploads:write', 'documents:read'],
    timeout: 30,
    memory: 1024,
  },
  {
    area: 'documents',
    method: 'POST',
    path: '/api/document-signing/{token}/decline',
    handler: 'documents/api/document-signing/decline-document',
    access: RW,
  },

  // Communications (issue 15): every mail sent on an account's behalf, with delivery tracking.
  {
    area: 'communications',
    method: 'GET',
    path: '/api/communications',
    handler: 'communications/api/communications/list-communications',
    access: READ,
  },
  {
    area: 'communications',
    method: 'POST',
    path: '/api/communications/send',
    handler: 'communications/api/communications/send-communication',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'communications',
    method: 'POST',
    path: '/api/communications/send-proposal',
    handler: 'communications/api/communications/send-proposal',
    access: [...RW, 'queue:send-email', 'queue:render-pdf'],
  },
  {
    area: 'communications',
    method: 'POST',
    path: '/api/communications/send-status-update',
    handler: 'communications/api/communications/send-status-update',
    access: [...RW, 'queue:send-email'],
  },
  {
    area: 'communications',
    method: 'GET',
    path: '/api/communications/templates',
    handler: 'communications/api/communications/list-templates',
    access: READ,
  },
  {
    area: 'communications',
    method: 'POST',
    path: '/api/communications/templates',
    handler: 'communications/api/communications/create-template',
    access: RW,
  },
  {
    area: 'communications',
    method: 'GET',
    path: '/api/communications/{id}/stats',
    handler: 'communications/api/communications/get-communication-stats',
    access: READ,
  },

  // Insurance (issue 14): claim details on projects, disputes. Literal paths come before /api/disputes/{id}.
  {
    area: 'insurance',
    method: 'PUT',
    path: '/api/projects/{id}/insurance',
    handler: 'insurance/api/insurance/save-project-insurance',
    access: RW,
  },
  {
    area: 'insurance',
    method: 'GET',
    path: '/api/insurance/projects',
    handler: 'insurance/api/insurance/list-insurance-projects',
    access: READ,
  },
  {
    area: 'insurance',
    method: 'GET',
    path: '/api/disputes',
    handler: 'insurance/api/disputes/list-disputes',
    access: READ,
  },
  {
    area: 'insurance',
    method: 'POST',
    path: '/api/disputes',
    handler: 'insurance/api/disputes/create-dispute',
    access: RW,
  },
  {
    area: 'insurance',
    method: 'GET',
    path: '/api/disputes/dashboard/summary',
    handler: 'insurance/api/disputes/get-disputes-summary',
    access: READ,
  },
  {
    area: 'insurance',
    method: 'GET',
    path: '/api/disputes/{id}',
    handler: 'insurance/api/disputes/get-dispute',
    access: READ,
  },
  {
    area: 'insurance',
    method: 'PUT',
    path: '/api/disputes/{id}/status',
    handler: 'insurance/api/disputes/update-dispute-status',
    access: RW,
  },
  {
    area: 'insurance',
    method: 'POST',
    path: '/api/disputes/{id}/add-document',
    handler: 'insurance/api/disputes/add-dispute-document',
    access: RW,
  },
  {
    area: 'insurance',
    method: 'GET',
    path: '/api/disputes/{id}/timeline',
    handler: 'insurance/api/disputes/get-dispute-timeline',
    access: READ,
  },
  // The supplement request: rendered on the spot (a few hundred ms) and kept with the library's uploads.
  {
    area: 'insurance',
    method: 'POST',
    path: '/api/projects/{id}/supplement',
    handler: 'insurance/api/insurance/create-supplement',
    access: [...RW, 'uploads:read', 'uploads:write'],
    timeout: 30,
    memory: 1024,
  },
];

/** The module file of a route's (or consumer's) handler, relative to the repository root. */
export function handlerFile(handler: string): string {
  return `functions/${handler}.ts`;
}

/** A stable, readable id for a route row, used for construct ids and sample event names. */
export function routeId(route: Pick<RouteDef, 'method' | 'path'>): string {
  const slug = route.path
    .replace(/^\/api\//, '')
    .replace(/[{}]/g, '')
    .split('/')
    .filter(Boolean)
    .join('-');
  return `${route.method.toLowerCase()}-${slug}`;
}

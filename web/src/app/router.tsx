import { createBrowserRouter, Navigate, type DOMRouterOpts, type RouteObject } from 'react-router';
import type { Permission } from '@shared/kernel/permissions.js';
import type { RouteHandle } from './navigation';
import { RootLayout, RouteErrorBoundary, RouteFallback } from './root-layout';

/** Paths that all show the shared coming-soon page (docs/product.md#public-site). */
export const COMING_SOON_PATHS = [
  'features',
  'integration-guide',
  'system-status',
  'about',
  'careers',
  'press',
  'blog',
] as const;

// Each loader is a separate chunk.
const legalPages = () => import('../features/marketing/routes/legal-pages');
const developersPage = () => import('../features/developers/routes/developers-page');

const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./routes/landing-route').then((m) => ({ Component: m.LandingRoute })),
  },
  { path: 'terms-of-service', lazy: () => legalPages().then((m) => ({ Component: m.TermsPage })) },
  { path: 'terms', lazy: () => legalPages().then((m) => ({ Component: m.TermsPage })) },
  { path: 'privacy-policy', lazy: () => legalPages().then((m) => ({ Component: m.PrivacyPage })) },
  { path: 'privacy', lazy: () => legalPages().then((m) => ({ Component: m.PrivacyPage })) },
  {
    path: 'cookie-policy',
    lazy: () =>
      import('../features/marketing/routes/cookie-policy-page').then((m) => ({
        Component: m.CookiePolicyPage,
      })),
  },
  {
    path: 'gdpr',
    lazy: () => import('../features/marketing/routes/gdpr-page').then((m) => ({ Component: m.GdprPage })),
  },
  {
    path: 'gdpr/confirm/:id',
    lazy: () =>
      import('../features/marketing/routes/gdpr-confirm-page').then((m) => ({
        Component: m.GdprConfirmPage,
      })),
  },
  {
    path: 'partner-program',
    lazy: () =>
      import('../features/marketing/routes/partner-program-page').then((m) => ({
        Component: m.PartnerProgramPage,
      })),
  },
  {
    path: 'partner-application',
    lazy: () =>
      import('../features/marketing/routes/partner-application-page').then((m) => ({
        Component: m.PartnerApplicationPage,
      })),
  },
  {
    path: 'partner-resources',
    lazy: () =>
      import('../features/marketing/routes/partner-resources-page').then((m) => ({
        Component: m.PartnerResourcesPage,
      })),
  },
  {
    path: 'presale-checkout',
    lazy: () =>
      import('../features/presale/routes/presale-checkout-page').then((m) => ({
        Component: m.PresaleCheckoutPage,
      })),
  },
  {
    path: 'payment-success',
    lazy: () =>
      import('../features/presale/routes/payment-success-page').then((m) => ({
        Component: m.PaymentSuccessPage,
      })),
  },
  {
    path: 'payment-cancelled',
    lazy: () =>
      import('../features/presale/routes/payment-cancelled-page').then((m) => ({
        Component: m.PaymentCancelledPage,
      })),
  },
  {
    path: 'early-access',
    lazy: () =>
      import('../features/marketing/routes/early-access-page').then((m) => ({
        Component: m.EarlyAccessPage,
      })),
  },
  // The API reference (docs/product.md#public-api); /api-documentation is the footer's older name for it.
  { path: 'developers', lazy: () => developersPage().then((m) => ({ Component: m.DevelopersPage })) },
  { path: 'api-documentation', lazy: () => developersPage().then((m) => ({ Component: m.DevelopersPage })) },
  {
    path: 'contact',
    lazy: () =>
      import('../features/marketing/routes/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    // Pathless: the homeowner's pages load their link through TanStack Query.
    lazy: () => import('./query-layout').then((m) => ({ Component: m.QueryLayout })),
    children: [
      {
        path: 'proposal/:token',
        lazy: () =>
          import('../features/proposals/routes/proposal-portal-page').then((m) => ({
            Component: m.ProposalPortalPage,
          })),
      },
      {
        path: 'project/:token',
        lazy: () =>
          import('./routes/project-status-route').then((m) => ({ Component: m.ProjectStatusRoute })),
      },
      {
        path: 'pay/:token',
        lazy: () => import('../features/payments/routes/pay-page').then((m) => ({ Component: m.PayPage })),
      },
      {
        path: 'sign/:token',
        lazy: () => import('./routes/signing-route').then((m) => ({ Component: m.SigningRoute })),
      },
      {
        path: 'sign-document/:token',
        lazy: () =>
          import('../features/proposals/routes/document-signing-page').then((m) => ({
            Component: m.DocumentSigningPage,
          })),
      },
    ],
  },
  ...COMING_SOON_PATHS.map<RouteObject>((path) => ({
    path,
    lazy: () =>
      import('../features/marketing/routes/coming-soon-page').then((m) => ({ Component: m.ComingSoonPage })),
  })),
];

/** A dashboard screen behind a permission, loaded on demand. */
function gated(
  path: string,
  permission: Permission,
  load: () => Promise<RouteObject['Component']>,
): RouteObject {
  return {
    path,
    handle: { permission } satisfies RouteHandle,
    lazy: () => load().then((Component) => ({ Component })),
  };
}

/** The projects screens (docs/product.md#jobs): list and board, new, schedule, phase template, detail. */
const projectRoutes: RouteObject[] = [
  gated('projects', 'projects.read', () =>
    import('../features/projects/routes/projects-page').then((m) => m.ProjectsPage),
  ),
  gated('projects/new', 'projects.create', () =>
    import('../features/projects/routes/new-project-page').then((m) => m.NewProjectPage),
  ),
  gated('projects/schedule', 'projects.read', () =>
    import('../features/projects/routes/schedule-page').then((m) => m.SchedulePage),
  ),
  gated('projects/:projectId', 'projects.read', () =>
    import('./routes/project-detail-route').then((m) => m.ProjectDetailRoute),
  ),
];

const dashboardChildren: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./routes/dashboard-index-route').then((m) => ({ Component: m.DashboardIndexRoute })),
  },
  {
    path: 'estimates',
    lazy: () =>
      import('../features/estimates/routes/estimates-page').then((m) => ({ Component: m.EstimatesPage })),
  },
  {
    path: 'estimates/new',
    lazy: () =>
      import('../features/estimates/routes/new-estimate-page').then((m) => ({
        Component: m.NewEstimatePage,
      })),
  },
  {
    path: 'estimates/:estimateId',
    lazy: () => import('./routes/estimate-detail-route').then((m) => ({ Component: m.EstimateDetailRoute })),
  },
  {
    path: 'estimates/:estimateId/edit',
    lazy: () =>
      import('../features/estimates/routes/edit-estimate-page').then((m) => ({
        Component: m.EditEstimatePage,
      })),
  },
  {
    path: 'my-rates',
    lazy: () => import('../features/rates/routes/my-rates-page').then((m) => ({ Component: m.MyRatesPage })),
  },
  {
    path: 'customers',
    lazy: () =>
      import('../features/customers/routes/customers-page').then((m) => ({ Component: m.CustomersPage })),
  },
  {
    path: 'account',
    lazy: () => import('./routes/account-route').then((m) => ({ Component: m.AccountRoute })),
  },
  {
    path: 'billing',
    lazy: () => import('../features/billing/routes/billing-page').then((m) => ({ Component: m.BillingPage })),
  },
  {
    path: 'profile',
    lazy: () => import('../features/profile/routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'proposals',
    lazy: () =>
      import('../features/proposals/routes/proposals-page').then((m) => ({ Component: m.ProposalsPage })),
  },
  gated('insurance', 'disputes.read', () =>
    import('../features/insurance/routes/insurance-page').then((m) => m.InsurancePage),
  ),
  gated('insurance/dispute/new', 'disputes.create', () =>
    import('../features/insurance/routes/new-dispute-page').then((m) => m.NewDisputePage),
  ),
  gated('insurance/supplement', 'disputes.create', () =>
    import('./routes/supplement-route').then((m) => m.SupplementRoute),
  ),
  gated('insurance/disputes/:id', 'disputes.read', () =>
    import('../features/insurance/routes/dispute-detail-page').then((m) => m.DisputeDetailPage),
  ),
  gated('admin', 'users.read', () =>
    import('../features/operator/routes/operator-home-page').then((m) => m.OperatorHomePage),
  ),
  gated('admin/coupons', 'users.manage', () =>
    import('../features/coupons/routes/coupons-page').then((m) => m.CouponsPage),
  ),
  gated('admin/crm', 'users.read', () => import('../features/crm/routes/crm-page').then((m) => m.CrmPage)),
  gated('admin/users', 'users.read', () =>
    import('../features/operator/routes/platform-users-page').then((m) => m.PlatformUsersPage),
  ),
  gated('admin/campaign', 'users.manage', () =>
    import('../features/operator/routes/campaign-setting-page').then((m) => m.CampaignSettingPage),
  ),
  gated('admin/payment-fees', 'users.manage', () =>
    import('../features/operator/routes/payment-fees-page').then((m) => m.PaymentFeesPage),
  ),
  ...projectRoutes,
  gated('communications/*', 'communications.read', () =>
    import('../features/communications/routes/communications-page').then((m) => m.CommunicationsPage),
  ),
  gated('documents/*', 'documents.read', () =>
    import('../features/documents/routes/documents-page').then((m) => m.DocumentsPage),
  ),
  gated('reports/*', 'reports.read', () => import('./routes/reports-route').then((m) => m.ReportsRoute)),
  // docs/product.md#accounts: /dashboard/users is the Team Members page, gated by team.manage.
  gated('users/*', 'team.manage', () =>
    import('../features/team/routes/team-members-page').then((m) => m.TeamMembersPage),
  ),
  {
    path: 'settings/*',
    lazy: () => import('./routes/settings-route').then((m) => ({ Component: m.SettingsRoute })),
  },
];

/** Every route of the SPA (docs/product.md). Exported so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      ...publicRoutes,
      {
        // Pathless: provides TanStack Query and the session to the sign-in screens and the dashboard only.
        lazy: () => import('./session-layout').then((m) => ({ Component: m.SessionLayout })),
        children: [
          {
            path: 'login',
            lazy: () =>
              import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'register',
            lazy: () =>
              import('../features/auth/routes/register-page').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: 'confirm-signup',
            lazy: () =>
              import('../features/auth/routes/confirm-signup-page').then((m) => ({
                Component: m.ConfirmSignupPage,
              })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('../features/auth/routes/forgot-password-page').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: 'reset-password',
            lazy: () =>
              import('../features/auth/routes/reset-password-page').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            // The crew's phone app (docs/product.md#crew-app).
            path: 'crew/*',
            lazy: () => import('./routes/crew-route').then((m) => ({ Component: m.CrewRoute })),
          },
          {
            path: 'dashboard',
            lazy: () => import('./dashboard-layout').then((m) => ({ Component: m.DashboardRoute })),
            children: dashboardChildren,
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The browser router of the app. */
export function createAppRouter(options?: DOMRouterOpts) {
  return createBrowserRouter(routes, options);
}

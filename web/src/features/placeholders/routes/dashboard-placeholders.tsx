import { PagePlaceholder, type PlaceholderLink } from '../../../components/layout/page-placeholder';

// Dashboard screens whose features land in later issues: real title, what the screen will hold,
// and a way back. Permission gates live in the route table, not here.

const back: PlaceholderLink = { to: '/dashboard', label: 'Back to Dashboard' };

function dashboardPlaceholder(title: string, description: string, extra?: PlaceholderLink) {
  function Placeholder() {
    return (
      <PagePlaceholder
        inDashboard
        title={title}
        description={description}
        links={extra ? [back, extra] : [back]}
      />
    );
  }
  Placeholder.displayName = `${title.replace(/[^A-Za-z]/g, '')}Placeholder`;
  return Placeholder;
}

/** /dashboard/billing. */
export const BillingPage = dashboardPlaceholder(
  'Billing & Subscription',
  'Your plan and what it includes, billing history, and plan or payment-method changes through our secure payment provider.',
);
/** /dashboard/insurance (disputes.read). */
export const InsurancePage = dashboardPlaceholder(
  'Insurance',
  'Track insurance disputes, insurance projects, communications and insurance companies in one place.',
);
/** /dashboard/insurance/dispute/new (disputes.create). */
export const NewDisputePage = dashboardPlaceholder(
  'File Insurance Dispute',
  'File a dispute with an insurer: the dispute type, insurance company, disputed amount and a description of your position.',
  { to: '/dashboard/insurance', label: 'Back to Insurance' },
);
/** /dashboard/admin/coupons (users.manage). */
export const CouponsPage = dashboardPlaceholder(
  'Coupon Management',
  'Create, enable, disable and delete coupons, and follow their redemptions.',
);
/** /dashboard/admin/crm (users.read). */
export const CrmPage = dashboardPlaceholder(
  'CRM Dashboard',
  'Leads, partner applications and contact submissions, with search, status filters and CSV export.',
);
/** /dashboard/projects/new (projects.create). */
export const NewProjectPage = dashboardPlaceholder(
  'New Project',
  'Start a roofing project from an accepted estimate and plan its phases and crew.',
);
/** /dashboard/projects/* (projects.read). */
export const ProjectsPage = dashboardPlaceholder(
  'Projects Module',
  'Plan project phases, assign managers and crews, and follow each job’s timeline.',
);
/** /dashboard/reports/* (reports.read). */
export const ReportsPage = dashboardPlaceholder(
  'Reports & Analytics',
  'Estimate volume, acceptance rates and revenue across your team.',
);

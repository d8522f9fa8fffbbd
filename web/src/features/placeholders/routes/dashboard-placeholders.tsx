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
/** /dashboard/communications/* (communications.read). */
export const CommunicationsPage = dashboardPlaceholder(
  'Communications Module',
  'Customer emails, proposal sends and status updates, with templates and delivery status.',
);
/** /dashboard/documents/* (documents.read). */
export const DocumentsPage = dashboardPlaceholder(
  'Documents Module',
  'Contracts and proposal documents, their signature status and downloads.',
);
/** /dashboard/reports/* (reports.read). */
export const ReportsPage = dashboardPlaceholder(
  'Reports & Analytics',
  'Estimate volume, acceptance rates and revenue across your team.',
);
/** /dashboard/settings/*. */
export const SettingsPage = dashboardPlaceholder('Settings', 'Your company and notification settings.');

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
/** /dashboard/settings/*. */
export const SettingsPage = dashboardPlaceholder('Settings', 'Your company and notification settings.');

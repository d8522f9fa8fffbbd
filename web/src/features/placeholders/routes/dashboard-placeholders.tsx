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

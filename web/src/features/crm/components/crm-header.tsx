import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/page-title';

/** The CRM page's title and description, with the open tab's buttons. */
export function CrmHeader({ actions }: { actions: ReactNode }) {
  usePageTitle('CRM Dashboard');
  return (
    <PageHeader
      title="CRM Dashboard"
      description="Leads, partner applications, contact messages, GDPR requests and presale orders"
      actions={actions}
    />
  );
}

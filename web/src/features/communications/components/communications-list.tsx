import { Link } from 'react-router';
import type { CommunicationType } from '@shared/mail/communications.js';
import { formatDateTime } from '@shared/kernel/format.js';
import type { Communication } from '@shared/communications/schemas/communications.js';
import { CardLine } from '../../../components/ui/card';
import { EmailText } from '../../../components/ui/email-text';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { DeliveryBadge } from './delivery-badge';

/** How each communication type is named on screen. */
export const TYPE_LABELS: Record<CommunicationType, string> = {
  proposal: 'Proposal',
  status_update: 'Status update',
  signing: 'Signing',
  message: 'Message',
  notification: 'Notification',
  account: 'Account',
};

function About({ item }: { item: Communication }) {
  if (!item.estimate_id) return <span className="text-slate-400">—</span>;
  return (
    <Link
      className="text-brand-700 underline-offset-2 hover:underline"
      to={`/dashboard/estimates/${item.estimate_id}`}
    >
      Estimate
    </Link>
  );
}

/** Communications as a table on wide screens and cards on phones. */
export function CommunicationsList({
  rows,
  showAbout = true,
}: {
  rows: readonly Communication[];
  showAbout?: boolean;
}) {
  return (
    <ResponsiveList
      label="Communications"
      rows={rows}
      columns={[
        {
          header: 'Subject',
          cell: (row) => <span className="font-medium text-slate-900">{row.subject}</span>,
        },
        { header: 'To', cell: (row) => <EmailText emails={row.recipients} /> },
        { header: 'Type', cell: (row) => TYPE_LABELS[row.communication_type] },
        { header: 'Status', cell: (row) => <DeliveryBadge status={row.delivery_status} /> },
        {
          header: 'Sent',
          cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.created_at)}</span>,
        },
        ...(showAbout ? [{ header: 'About', cell: (row: Communication) => <About item={row} /> }] : []),
      ]}
      card={(row) => (
        <div className="space-y-2" data-testid="communication-card">
          <CardLine>
            <p className="min-w-0 break-words font-medium text-slate-900 [overflow-wrap:anywhere]">
              {row.subject}
            </p>
            <DeliveryBadge status={row.delivery_status} />
          </CardLine>
          <p className="text-sm text-slate-600">
            <EmailText emails={row.recipients} />
          </p>
          <p className="text-xs text-slate-500">
            {TYPE_LABELS[row.communication_type]} · {formatDateTime(row.created_at)}
            {showAbout && row.estimate_id && (
              <>
                {' · '}
                <About item={row} />
              </>
            )}
          </p>
        </div>
      )}
    />
  );
}

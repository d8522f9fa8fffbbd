import { formatDate } from '@shared/kernel/format.js';
import type { CrmTab } from '@shared/operations/crm.js';
import type { GdprErasure } from '@shared/operations/schemas/crm.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { CrmRow } from '../api/crm';

/** The audit kind of each tab's records. */
export const AUDIT_KIND: Record<CrmTab, string> = {
  leads: 'lead',
  partners: 'partner_application',
  contacts: 'contact',
  gdpr: 'gdpr_request',
};

const TONES: Record<string, BadgeTone> = {
  new: 'blue',
  pending: 'amber',
  contacted: 'violet',
  qualified: 'green',
  converted: 'green',
  lost: 'muted',
  under_review: 'violet',
  approved: 'green',
  rejected: 'red',
  responded: 'green',
  received: 'amber',
  in_progress: 'violet',
  completed: 'green',
};

/** A status label with underscores as spaces. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'slate'}>{status.replaceAll('_', ' ')}</Badge>;
}

/** The id, name, email and status of any row. */
export function rowBasics(item: CrmRow): { id: string; name: string; email: string; status: string } {
  switch (item.tab) {
    case 'gdpr':
      return { id: item.row.id, name: item.row.full_name, email: item.row.email, status: item.row.status };
    case 'contacts':
      return {
        id: item.row.id,
        name: `${item.row.first_name} ${item.row.last_name}`,
        email: item.row.email,
        status: item.row.responded ? 'responded' : 'pending',
      };
    default:
      return {
        id: item.row.id,
        name: `${item.row.first_name} ${item.row.last_name}`,
        email: item.row.email,
        status: item.row.status,
      };
  }
}

/** The tab-specific details of a row (company, source, reason, request…), as plain text. */
export function RowDetails({ item }: { item: CrmRow }) {
  switch (item.tab) {
    case 'leads':
      return (
        <div className="text-slate-700">
          <p>
            {item.row.company && <>{item.row.company} · </>}
            <span className="whitespace-nowrap">{item.row.phone}</span>
          </p>
          <p className="text-xs text-slate-500">{item.row.source.replaceAll('_', ' ')}</p>
        </div>
      );
    case 'partners':
      return (
        <div className="text-slate-700">
          <p>{item.row.company_name}</p>
          <p className="text-xs text-slate-500">
            {item.row.partner_type.replaceAll('_', ' ')}
            {item.row.company_website ? ` · ${item.row.company_website}` : ''}
          </p>
        </div>
      );
    case 'contacts':
      return (
        <div className="text-slate-700">
          <p>
            {item.row.reason.replaceAll('_', ' ')} · {item.row.city}
          </p>
          {item.row.comments && (
            <p className="line-clamp-2 max-w-72 text-xs text-slate-500">{item.row.comments}</p>
          )}
        </div>
      );
    case 'gdpr':
      return (
        <div className="text-slate-700">
          <p>{item.row.request_type}</p>
          {item.row.fulfilment_note && (
            <p className="line-clamp-2 max-w-72 text-xs text-slate-500">Note: {item.row.fulfilment_note}</p>
          )}
          {item.row.erasure && <ErasureRecord erasure={item.row.erasure} />}
        </div>
      );
  }
}

/** "1 lead, 2 estimates" of a count per kind; "nothing" when empty. */
function countsText(counts: Record<string, number>): string {
  const parts = Object.entries(counts).map(
    ([kind, count]) => `${count} ${kind.replaceAll(/[_-]/g, ' ')}${count === 1 ? '' : 's'}`,
  );
  return parts.length ? parts.join(', ') : 'nothing';
}

/** What an erasure did, as the request keeps it: when, by whom, and the counts per kind. */
function ErasureRecord({ erasure }: { erasure: GdprErasure }) {
  return (
    <div className="mt-1 max-w-80 text-xs text-slate-600" aria-label="Erasure record">
      <p className="font-medium text-slate-700">
        Erased {formatDate(erasure.erased_at)} by {erasure.erased_by}
      </p>
      <p>Removed: {countsText(erasure.removed)}</p>
      <p>Anonymised: {countsText(erasure.anonymised)}</p>
      <p>Kept: {countsText(erasure.kept)}</p>
    </div>
  );
}

/** When it arrived, and for GDPR requests when it is due (red once overdue). */
export function RowDates({ item }: { item: CrmRow }) {
  return (
    <div className="whitespace-nowrap">
      <p>{formatDate(item.row.created_at)}</p>
      {item.tab === 'gdpr' && (
        <p className={item.row.overdue ? 'text-xs font-semibold text-red-700' : 'text-xs text-slate-500'}>
          {item.row.overdue ? 'Overdue · ' : 'Due '}
          {formatDate(item.row.due_at)}
        </p>
      )}
    </div>
  );
}

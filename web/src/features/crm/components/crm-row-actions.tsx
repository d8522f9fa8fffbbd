import { Button } from '../../../components/ui/button';
import { useMarkResponded, useUpdateGdpr, useUpdateLead, useUpdatePartner, type CrmRow } from '../api/crm';
import { rowBasics } from './crm-row';

/** What a row's buttons need: the row, which row is busy, and how to act, show history or fulfil. */
export interface RowActionsProps {
  item: CrmRow;
  busyId: string | null;
  act: (id: string, run: () => Promise<unknown>, done: string) => void;
  onHistory: (item: CrmRow) => void;
  onFulfil: (item: CrmRow) => void;
  /** Asks before erasing a GDPR erasure request's data. */
  onErase: (item: CrmRow) => void;
}

/** The buttons a record offers for its tab and status (contact, review, approve, fulfil, history). */
export function RowActions({ item, busyId, act, onHistory, onFulfil, onErase }: RowActionsProps) {
  const updateLead = useUpdateLead();
  const markResponded = useMarkResponded();
  const updatePartner = useUpdatePartner();
  const updateGdpr = useUpdateGdpr();
  const { id, name, email, status } = rowBasics(item);
  const busy = busyId === id;
  const small = (label: string, onClick: () => void, variant: 'secondary' | 'ghost' = 'secondary') => (
    <Button
      key={label}
      size="sm"
      variant={variant}
      disabled={busy}
      onClick={onClick}
      aria-label={`${label}: ${name}`}
    >
      {label}
    </Button>
  );
  const buttons = [];
  if (item.tab === 'leads' && (status === 'new' || status === 'pending'))
    buttons.push(
      small('Mark Contacted', () =>
        act(id, () => updateLead.mutateAsync({ id, status: 'contacted' }), `${name} marked contacted`),
      ),
    );
  if (item.tab === 'contacts' && status === 'pending')
    buttons.push(
      small('Mark Responded', () => act(id, () => markResponded.mutateAsync(id), `${name} marked responded`)),
    );
  if (item.tab === 'partners' && status === 'pending')
    buttons.push(
      small('Start Review', () =>
        act(id, () => updatePartner.mutateAsync({ id, status: 'under_review' }), `${name}: review started`),
      ),
    );
  if (item.tab === 'partners' && status === 'under_review') {
    buttons.push(
      small('Approve', () =>
        act(id, () => updatePartner.mutateAsync({ id, status: 'approved' }), `${name} approved`),
      ),
      small('Reject', () =>
        act(id, () => updatePartner.mutateAsync({ id, status: 'rejected' }), `${name} rejected`),
      ),
    );
  }
  if (item.tab === 'gdpr' && status === 'received')
    buttons.push(
      small('Start', () =>
        act(id, () => updateGdpr.mutateAsync({ id, status: 'in_progress' }), `${name}: in progress`),
      ),
    );
  if (item.tab === 'gdpr' && item.row.can_erase) buttons.push(small('Erase Data', () => onErase(item)));
  if (item.tab === 'gdpr' && status !== 'completed')
    buttons.push(small('Mark Fulfilled', () => onFulfil(item)));
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {buttons}
      <a
        href={`mailto:${email}`}
        className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        aria-label={`Email ${name}`}
      >
        Email
      </a>
      {small('History', () => onHistory(item), 'ghost')}
    </div>
  );
}

import { formatDateTime } from '@shared/kernel/format.js';
import type { AuditEntryView } from '@shared/operations/schemas/crm.js';
import { Alert } from './alert';
import { Modal } from './modal';
import { PageSpinner } from './spinner';

function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields]
    .map((field) => `${field}: ${String(before?.[field] ?? '—')} → ${String(after?.[field] ?? '—')}`)
    .join('; ');
}

/** Props of AuditTrailDialog: what to show while the trail loads, fails or is there. */
export interface AuditTrailDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  pending: boolean;
  failed: boolean;
  entries: readonly AuditEntryView[];
}

/** A record's audit trail: who changed what, when, before → after (CRM records, coupons). */
export function AuditTrailDialog({ open, title, onClose, pending, failed, entries }: AuditTrailDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className="p-6">
        {pending ? (
          <PageSpinner label="Loading history…" />
        ) : failed ? (
          <Alert variant="error">Failed to load the history.</Alert>
        ) : entries.length === 0 ? (
          <p className="text-slate-600">No operator has changed this record yet.</p>
        ) : (
          <ol className="space-y-3" aria-label="Audit trail">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-medium text-brand-950">{entry.action.replace('status:', 'Status → ')}</p>
                <p className="text-slate-700">{changes(entry.before, entry.after)}</p>
                <p className="text-xs text-slate-500">
                  {entry.actor_email} · {formatDateTime(entry.at)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Modal>
  );
}

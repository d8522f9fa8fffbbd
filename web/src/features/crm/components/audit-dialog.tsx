import { formatDateTime } from '@shared/domain/format.js';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAuditTrail } from '../api/crm';

function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields]
    .map((field) => `${field}: ${String(before?.[field] ?? '—')} → ${String(after?.[field] ?? '—')}`)
    .join('; ');
}

/** A record's audit trail: who changed what, when, before → after. */
export function AuditDialog({
  target,
  onClose,
}: {
  target: { kind: string; id: string; name: string } | null;
  onClose: () => void;
}) {
  const trail = useAuditTrail(target?.kind, target?.id);
  return (
    <Modal open={target !== null} onClose={onClose} title={`History — ${target?.name ?? ''}`}>
      <div className="p-6">
        {trail.isPending ? (
          <PageSpinner label="Loading history…" />
        ) : trail.isError ? (
          <Alert variant="error">Failed to load the history.</Alert>
        ) : trail.data.entries.length === 0 ? (
          <p className="text-slate-600">No operator has changed this record yet.</p>
        ) : (
          <ol className="space-y-3" aria-label="Audit trail">
            {trail.data.entries.map((entry) => (
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

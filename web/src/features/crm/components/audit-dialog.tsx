import { AuditTrailDialog } from '../../../components/ui/audit-trail-dialog';
import { useAuditTrail } from '../api/crm';

/** A CRM record's audit trail. */
export function AuditDialog({
  target,
  onClose,
}: {
  target: { kind: string; id: string; name: string } | null;
  onClose: () => void;
}) {
  const trail = useAuditTrail(target?.kind, target?.id);
  return (
    <AuditTrailDialog
      open={target !== null}
      title={`History — ${target?.name ?? ''}`}
      onClose={onClose}
      pending={trail.isPending}
      failed={trail.isError}
      entries={trail.data?.entries ?? []}
    />
  );
}

import { formatDateTime } from '@shared/kernel/format.js';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { errorMessage } from '../../../lib/api-client';
import { useClaimCommunications } from '../api/communications';
import { CardList } from './card-list';

const label = (value: string) => value.replace(/_/g, ' ');
/** "sent" is green as before; delivery tracking adds "delivered", a later state of a sent mail. */
const GOOD = new Set(['sent', 'delivered']);

/** The Communications tab: proposal mails and the mails about insurance projects, with their delivery status (sent or delivered green, anything else yellow). */
export function ClaimCommunications({ projectIds }: { projectIds: readonly string[] }) {
  const { communications, isPending, error } = useClaimCommunications(projectIds, true);
  if (error) return <Alert variant="error">{errorMessage(error, 'Communications could not load.')}</Alert>;
  if (isPending && !communications.length) return <p className="text-slate-600">Loading…</p>;
  if (!communications.length)
    return <p className="text-slate-600">No proposal mails or mails about insurance projects yet.</p>;
  return (
    <CardList label="Communications" items={communications}>
      {(item) => (
        <>
          <div className="min-w-0">
            <p className="font-semibold text-brand-950">{item.subject}</p>
            <p className="break-words text-sm text-slate-600">
              To {item.recipients.join(', ')} · {formatDateTime(item.created_at)}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Badge tone="slate">{label(item.communication_type)}</Badge>
            <Badge tone={GOOD.has(item.delivery_status) ? 'green' : 'amber'}>
              {label(item.delivery_status)}
            </Badge>
          </div>
        </>
      )}
    </CardList>
  );
}

import type { DeliveryStatus } from '@shared/mail/communications.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<DeliveryStatus, BadgeTone> = {
  queued: 'amber',
  sent: 'green',
  delayed: 'amber',
  delivered: 'green',
  bounced: 'red',
  complained: 'red',
};

/** A communication's delivery status: sent and delivered green, bounced and complaints red, the rest amber. */
export function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  return (
    <Badge tone={TONES[status]} className="capitalize">
      <span data-testid="delivery-status">{status}</span>
    </Badge>
  );
}

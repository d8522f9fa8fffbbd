import type { DeliveryStatus } from '@shared/integrations/delivery.js';
import { ActionRow } from '../../../components/ui/action-row';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDeliveries, useRedeliver } from '../api/webhooks';

const STATUS: Record<DeliveryStatus, { tone: BadgeTone; label: string }> = {
  pending: { tone: 'slate', label: 'Pending' },
  sending: { tone: 'blue', label: 'Sending' },
  retrying: { tone: 'amber', label: 'Retrying' },
  delivered: { tone: 'green', label: 'Delivered' },
  failed: { tone: 'red', label: 'Failed' },
};

function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

/** The newest deliveries of one endpoint, each with its status, answer and a Redeliver button. */
export function DeliveryLog({ endpointId, enabled }: { endpointId: string; enabled: boolean }) {
  const query = useDeliveries(endpointId);
  const redeliver = useRedeliver();
  if (query.isPending) return <PageSpinner label="Loading deliveries…" />;
  if (query.isError)
    return <Alert variant="error">{errorMessage(query.error, 'Failed to load deliveries.')}</Alert>;
  const { deliveries } = query.data;
  if (deliveries.length === 0)
    return <p className="text-sm text-slate-500">No deliveries yet. Events appear here as they are sent.</p>;
  return (
    <div className="space-y-2">
      {redeliver.isError && (
        <Alert variant="error">{errorMessage(redeliver.error, 'The event could not be sent again.')}</Alert>
      )}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {deliveries.map((delivery) => (
          <ActionRow
            key={delivery.id}
            className="p-3"
            detailsClassName="space-y-1"
            action={
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={!enabled || redeliver.isPending}
                title={enabled ? undefined : 'Turn the endpoint on to redeliver'}
                onClick={() => redeliver.mutate({ endpointId, deliveryId: delivery.id })}
              >
                Redeliver
              </Button>
            }
          >
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={STATUS[delivery.status].tone}>{STATUS[delivery.status].label}</Badge>
              <code className="font-mono text-xs text-slate-900">{delivery.event_type}</code>
            </div>
            <p className="break-all font-mono text-xs text-slate-500">{delivery.event_id}</p>
            <p className="text-xs text-slate-600">
              {when(delivery.last_attempt_at ?? delivery.created_at)} · {delivery.attempts}{' '}
              {delivery.attempts === 1 ? 'attempt' : 'attempts'}
              {delivery.response_code !== null && ` · HTTP ${delivery.response_code}`}
              {delivery.next_attempt_at && ` · next try ${when(delivery.next_attempt_at)}`}
            </p>
            {delivery.error && <p className="text-xs text-red-700">{delivery.error}</p>}
          </ActionRow>
        ))}
      </ul>
    </div>
  );
}

import { useState } from 'react';
import type { WebhookEndpoint } from '@shared/integrations/schemas/webhooks.js';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import {
  useCreateEndpoint,
  useDeleteEndpoint,
  useEndpoints,
  useRotateSecret,
  useUpdateEndpoint,
} from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { EndpointForm, type EndpointFormValues } from './endpoint-form';
import { HowToVerify } from './how-to-verify';
import { SecretNotice } from './secret-notice';

type Confirming = { kind: 'rotate' | 'delete'; endpoint: WebhookEndpoint } | null;

function EndpointRow({
  endpoint,
  secret,
  onSecretStored,
  onRotate,
  onDelete,
}: {
  endpoint: WebhookEndpoint;
  secret: string | null;
  onSecretStored: () => void;
  onRotate: () => void;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateEndpoint();
  return (
    <li className="space-y-3 p-4">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={endpoint.enabled ? 'green' : 'muted'}>{endpoint.enabled ? 'On' : 'Off'}</Badge>
          {endpoint.description && (
            <span className="text-sm font-medium text-slate-900">{endpoint.description}</span>
          )}
        </div>
        <p className="break-all font-mono text-sm text-slate-900">{endpoint.url}</p>
        <p className="text-xs text-slate-600">
          {endpoint.events.join(', ')} · secret {endpoint.secret_hint}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-expanded={showLog}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? 'Hide deliveries' : 'Show deliveries'}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          loading={update.isPending}
          onClick={() => update.mutate({ id: endpoint.id, body: { enabled: !endpoint.enabled } })}
        >
          {endpoint.enabled ? 'Turn off' : 'Turn on'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onRotate}>
          Rotate secret
        </Button>
        <Button type="button" size="sm" variant="ghost" className="text-red-700" onClick={onDelete}>
          Delete
        </Button>
      </div>
      {update.isError && !editing && (
        <Alert variant="error">{errorMessage(update.error, 'The endpoint could not be changed.')}</Alert>
      )}
      {secret && <SecretNotice secret={secret} onDone={onSecretStored} />}
      {editing && (
        <EndpointForm
          endpoint={endpoint}
          error={update.error}
          onCancel={() => setEditing(false)}
          onSubmit={async (values: EndpointFormValues) => {
            await update.mutateAsync({ id: endpoint.id, body: values });
            setEditing(false);
          }}
        />
      )}
      {showLog && <DeliveryLog endpointId={endpoint.id} enabled={endpoint.enabled} />}
    </li>
  );
}

/**
 * Settings → Webhooks (admins): the account's endpoints, their one-time secrets, delivery logs and how
 * a receiver checks the signature (docs/webhooks.md).
 */
export function WebhooksSection() {
  const { hasPermission } = useSession();
  const allowed = hasPermission('integrations.manage');
  if (!allowed) return null;
  return <Webhooks />;
}

function Webhooks() {
  const endpoints = useEndpoints();
  const create = useCreateEndpoint();
  const rotate = useRotateSecret();
  const remove = useDeleteEndpoint();
  const [adding, setAdding] = useState(false);
  // The secret of the endpoint just created or rotated, shown once under it.
  const [secret, setSecret] = useState<{ endpointId: string; value: string } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  return (
    <Card id="webhooks" className="p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-brand-950">Webhooks</h2>
          <p className="mt-1 text-sm text-slate-600">
            Send events to your own systems — a CRM, a spreadsheet, Zapier — the moment a homeowner accepts a
            proposal or signs a contract. Each request is signed so you can check it came from us.
          </p>
        </div>
        {!adding && (
          <Button type="button" size="sm" className="shrink-0" onClick={() => setAdding(true)}>
            Add endpoint
          </Button>
        )}
      </div>
      <div className="mt-4 space-y-4">
        {adding && (
          <EndpointForm
            error={create.error}
            onCancel={() => {
              setAdding(false);
              create.reset();
            }}
            onSubmit={async (values) => {
              const made = await create.mutateAsync(values);
              setSecret({ endpointId: made.endpoint.id, value: made.secret });
              setAdding(false);
            }}
          />
        )}
        {rotate.isError && (
          <Alert variant="error">{errorMessage(rotate.error, 'The secret could not be rotated.')}</Alert>
        )}
        {remove.isError && (
          <Alert variant="error">{errorMessage(remove.error, 'The endpoint could not be deleted.')}</Alert>
        )}
        {endpoints.isPending ? (
          <PageSpinner label="Loading webhooks…" />
        ) : endpoints.isError ? (
          <Alert variant="error">{errorMessage(endpoints.error, 'Failed to load webhooks.')}</Alert>
        ) : endpoints.data.endpoints.length === 0 ? (
          !adding && <p className="text-sm text-slate-500">No endpoints yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {endpoints.data.endpoints.map((endpoint) => (
              <EndpointRow
                key={endpoint.id}
                endpoint={endpoint}
                secret={secret?.endpointId === endpoint.id ? secret.value : null}
                onSecretStored={() => setSecret(null)}
                onRotate={() => setConfirming({ kind: 'rotate', endpoint })}
                onDelete={() => setConfirming({ kind: 'delete', endpoint })}
              />
            ))}
          </ul>
        )}
        <HowToVerify />
      </div>
      <ConfirmDialog
        open={confirming?.kind === 'rotate'}
        title="Rotate the signing secret?"
        message="A new secret is made and shown once. The current secret stops working at once: update your endpoint with the new one right away."
        confirmLabel="Rotate secret"
        busy={rotate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const endpoint = confirming!.endpoint;
          rotate.mutate(endpoint.id, {
            onSuccess: (rotated) => setSecret({ endpointId: endpoint.id, value: rotated.secret }),
            onSettled: () => setConfirming(null),
          });
        }}
      />
      <ConfirmDialog
        open={confirming?.kind === 'delete'}
        title="Delete this endpoint?"
        message={`No more events will be sent to ${confirming?.endpoint.url ?? 'it'}. Deliveries still waiting for a retry are dropped.`}
        confirmLabel="Delete endpoint"
        busy={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => remove.mutate(confirming!.endpoint.id, { onSettled: () => setConfirming(null) })}
      />
    </Card>
  );
}

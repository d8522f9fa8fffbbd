import { useState } from 'react';
import { Link } from 'react-router';
import { API_SCOPE_DESCRIPTIONS, API_SCOPES } from '@shared/kernel/api-keys.js';
import { formatDateTime, formatNumber } from '@shared/kernel/format.js';
import {
  createApiKeyRequest,
  type ApiKeyState,
  type ApiKeyView,
  type CreatedApiKey,
} from '@shared/public-api/schemas/api-keys.js';
import type { z } from '@shared/kernel/zod.js';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError } from '../../../components/ui/field';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { showFieldIssues } from '../../../lib/field-issues';
import { useSession } from '../../../lib/session-context';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useZodForm } from '../../../lib/use-zod-form';
import { useApiKeys, useCreateApiKey, useRevokeApiKey, useRotateApiKey } from '../api/api-keys';

const STATE_BADGES: Record<ApiKeyState, { tone: BadgeTone; label: string }> = {
  active: { tone: 'green', label: 'Active' },
  rotating: { tone: 'amber', label: 'Rotating' },
  revoked: { tone: 'muted', label: 'Revoked' },
  expired: { tone: 'muted', label: 'Expired' },
};

/** The new secret, shown once with a copy button. */
function SecretPanel({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure page, a refused permission): the key stays selectable.
      setCopied('failed');
    }
  };
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-amber-900">
        Copy your key “{created.key.name}” now: you won’t see it again.
      </p>
      {created.previous?.expires_at && (
        <p className="text-sm text-amber-900">
          The old key keeps working until {formatDateTime(created.previous.expires_at)}.
        </p>
      )}
      <code
        data-testid="api-key-secret"
        className="block break-all rounded-md border border-amber-200 bg-white px-3 py-2 font-mono text-sm text-slate-900"
      >
        {created.secret}
      </code>
      {copied === 'failed' && (
        <p className="text-sm text-amber-900">Copying is blocked here: select the key and copy it.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()}>
          {copied === 'yes' ? 'Copied' : 'Copy key'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          I’ve saved it
        </Button>
      </div>
    </div>
  );
}

/** Name and scope checkboxes of a new key. */
function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const { message, show } = useTimedMessage();
  const form = useZodForm(createApiKeyRequest, { defaultValues: { name: '', scopes: ['estimates:read'] } });
  const scopesProblem = form.formState.errors.scopes?.message ?? form.formState.errors.scopes?.root?.message;
  const onSubmit = async (values: z.output<typeof createApiKeyRequest>) => {
    try {
      onCreated(await create.mutateAsync(values));
    } catch (failure) {
      if (!showFieldIssues(form, failure))
        show('error', errorMessage(failure, 'The key could not be created.'));
    }
  };
  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4" aria-label="Create API key">
      <Input
        label="Key name"
        hint="Where the key is used, e.g. “CRM sync”."
        maxLength={80}
        required
        {...form.field('name')}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Scopes</legend>
        {API_SCOPES.map((scope) => (
          // Checked on submit and on change, not when a box is left: a problem showing up as the button
          // is pressed would move the button from under the pointer and swallow the click.
          <Checkbox key={scope} value={scope} {...form.register('scopes')} onBlur={undefined}>
            <span>
              <code className="font-mono text-xs text-brand-950">{scope}</code>{' '}
              <span className="text-slate-600">— {API_SCOPE_DESCRIPTIONS[scope]}</span>
            </span>
          </Checkbox>
        ))}
        {scopesProblem && <FieldError>{scopesProblem}</FieldError>}
      </fieldset>
      {message && <Alert variant={message.variant}>{message.text}</Alert>}
      <SubmitButton form={form} pending="Creating key…">
        Create key
      </SubmitButton>
    </Form>
  );
}

/** One key of the list: prefix, scopes, usage, and Rotate / Revoke behind a confirmation. */
function KeyRow({ apiKey, onRotated }: { apiKey: ApiKeyView; onRotated: (created: CreatedApiKey) => void }) {
  const [asking, setAsking] = useState<'revoke' | 'rotate' | null>(null);
  const revoke = useRevokeApiKey();
  const rotate = useRotateApiKey();
  const badge = STATE_BADGES[apiKey.state];
  const live = apiKey.state === 'active' || apiKey.state === 'rotating';
  const failure = revoke.error ?? rotate.error;
  return (
    <li className="space-y-2 py-4" data-testid="api-key-row">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-brand-950">{apiKey.name}</span>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <code className="font-mono text-xs text-slate-600">{apiKey.prefix}…</code>
      </div>
      <p className="text-xs text-slate-600">{apiKey.scopes.join(' · ')}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-3">
        <div>
          <dt className="inline">Created </dt>
          <dd className="inline">
            {formatDateTime(apiKey.created_at)} by {apiKey.created_by}
          </dd>
        </div>
        <div>
          <dt className="inline">Last used </dt>
          <dd className="inline">{apiKey.last_used_at ? formatDateTime(apiKey.last_used_at) : 'never'}</dd>
        </div>
        <div>
          <dt className="inline">Calls this month </dt>
          <dd className="inline tabular-nums">{formatNumber(apiKey.calls_this_month)}</dd>
        </div>
      </dl>
      {apiKey.state === 'rotating' && apiKey.expires_at && (
        <p className="text-sm text-amber-800">
          Works until {formatDateTime(apiKey.expires_at)}, then refused.
        </p>
      )}
      {live && (
        <div className="flex flex-wrap gap-2">
          {apiKey.state === 'active' && (
            <Button size="sm" variant="secondary" onClick={() => setAsking('rotate')}>
              Rotate
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={() => setAsking('revoke')}>
            Revoke
          </Button>
        </div>
      )}
      {failure && (
        <Alert variant="error">{errorMessage(failure, 'That did not work. Please try again.')}</Alert>
      )}
      <ConfirmDialog
        open={asking === 'revoke'}
        title="Revoke API key"
        message={`Revoke “${apiKey.name}”? Every request made with it is refused from now on. This cannot be undone.`}
        confirmLabel="Revoke key"
        busy={revoke.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => revoke.mutate(apiKey.id, { onSettled: () => setAsking(null) })}
      />
      <ConfirmDialog
        open={asking === 'rotate'}
        title="Rotate API key"
        message={`Make a new key to replace “${apiKey.name}”? The old key keeps working for 24 hours, so you can deploy the new one.`}
        confirmLabel="Rotate key"
        confirmVariant="primary"
        busy={rotate.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          rotate.mutate(apiKey.id, {
            onSuccess: onRotated,
            onSettled: () => setAsking(null),
          })
        }
      />
    </li>
  );
}

/** Settings section "API" (docs/product.md#public-api): an admin's API keys; hidden from other members. */
export function ApiSection() {
  const { hasPermission } = useSession();
  if (!hasPermission('api-keys.manage')) return null;
  return <ApiKeys />;
}

function ApiKeys() {
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Card className="space-y-4 p-4 sm:p-5" id="api" aria-labelledby="api-heading">
      <div>
        <h2 id="api-heading" className="text-lg font-semibold text-brand-950">
          API
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Keys let your own systems create estimates, send proposals and read projects.{' '}
          <Link to="/developers" className="font-medium text-brand-700 underline">
            API reference
          </Link>
        </p>
      </div>
      {keys.isPending ? (
        <PageSpinner label="Loading API keys…" />
      ) : keys.isError ? (
        <Alert variant="error">{errorMessage(keys.error, 'Failed to load the API keys.')}</Alert>
      ) : (
        <>
          {keys.data.api_access ? (
            <p className="text-sm text-slate-700">
              <span className="font-semibold tabular-nums" data-testid="api-calls-this-month">
                {formatNumber(keys.data.calls_this_month)}
              </span>{' '}
              calls this month · {keys.data.rate_limit_per_minute} requests a minute per key
            </p>
          ) : (
            <Alert variant="info">
              API access comes with the {keys.data.plans_with_api.join(' or ')} plan.{' '}
              <Link to="/dashboard/billing" className="font-medium underline">
                See plans
              </Link>
            </Alert>
          )}
          {created && <SecretPanel created={created} onDone={() => setCreated(null)} />}
          {keys.data.api_access && !created && <CreateKeyForm onCreated={setCreated} />}
          {keys.data.keys.length > 0 && (
            <ul className="divide-y divide-slate-200 border-t border-slate-200" aria-label="API keys">
              {keys.data.keys.map((apiKey) => (
                <KeyRow key={apiKey.id} apiKey={apiKey} onRotated={setCreated} />
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

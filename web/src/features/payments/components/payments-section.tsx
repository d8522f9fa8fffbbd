import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ConnectState } from '@shared/payments/payments.js';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { usePaymentsAccount, useRefreshAccount, useStartOnboarding } from '../api/payments';

const STATE_TEXT: Record<ConnectState, { badge: string; tone: BadgeTone; text: string }> = {
  not_started: {
    badge: 'Off',
    tone: 'muted',
    text: 'Let homeowners pay the deposit when they sign, and later invoices, by card or bank transfer. The money goes straight to your own Stripe account.',
  },
  details_needed: {
    badge: 'Details needed',
    tone: 'amber',
    text: 'Stripe needs a few more details before you can take payments. Continue where you left off.',
  },
  pending: {
    badge: 'Pending',
    tone: 'blue',
    text: 'Stripe is checking your details. Pay buttons appear for your homeowners as soon as it is done.',
  },
  enabled: {
    badge: 'Enabled',
    tone: 'green',
    text: 'Homeowners can pay the deposit when they sign, by card or US bank account (ACH).',
  },
  restricted: {
    badge: 'Restricted',
    tone: 'red',
    text: 'Stripe has paused payments until you give it what is missing. Homeowners see no pay buttons meanwhile.',
  },
};

/** Settings → Payments (admins): accept homeowner payments through Stripe Connect, and where the account stands. */
export function PaymentsSection() {
  const { hasPermission } = useSession();
  if (!hasPermission('billing.manage')) return null;
  return <Payments />;
}

function Payments() {
  const account = usePaymentsAccount();
  const start = useStartOnboarding();
  const refresh = useRefreshAccount();
  const [params, setParams] = useSearchParams();
  const returned = params.get('onboarding');
  const { mutate: reread } = refresh;

  // Back from Stripe's hosted onboarding: re-read the account at once (account.updated follows).
  useEffect(() => {
    if (!returned) return;
    document.getElementById('payments')?.scrollIntoView({ block: 'start' });
    if (returned === 'return') reread();
    setParams({}, { replace: true });
  }, [returned, reread, setParams]);

  const view = account.data;
  const state = view ? STATE_TEXT[view.state] : undefined;
  return (
    <Card id="payments" className="scroll-mt-20 p-5" data-testid="payments-section">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-brand-950">Payments</h2>
        {state && <Badge tone={state.tone}>{state.badge}</Badge>}
      </div>
      {account.isPending ? (
        <PageSpinner label="Loading payments…" />
      ) : account.isError || !view || !state ? (
        <Alert variant="error" className="mt-3">
          {errorMessage(account.error, 'Failed to load payments.')}
        </Alert>
      ) : (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-600">{state.text}</p>
          {view.requirements.length > 0 && (
            <Alert variant={view.state === 'restricted' ? 'error' : 'info'} title="Stripe needs">
              <ul className="list-disc pl-5">
                {view.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Alert>
          )}
          <p className="text-xs text-slate-500">
            Platform fee: {view.fee_percent}% of each payment · Stripe’s own processing fees apply.
          </p>
          {start.isError && (
            <Alert variant="error">
              {errorMessage(start.error, 'Stripe could not be reached. Please try again.')}
            </Alert>
          )}
          <div className="flex flex-wrap gap-2">
            {view.state !== 'enabled' && (
              <Button type="button" loading={start.isPending} onClick={() => start.mutate()}>
                {view.state === 'not_started' ? 'Accept payments' : 'Continue with Stripe'}
              </Button>
            )}
            {view.state !== 'not_started' && (
              <Button
                type="button"
                variant="secondary"
                loading={refresh.isPending}
                onClick={() => refresh.mutate()}
              >
                Check status
              </Button>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}

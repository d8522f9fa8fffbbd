import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@shared/kernel/format.js';
import type { PaymentStatus } from '@shared/billing/schemas/billing.js';
import { PublicShell } from '../../../components/layout/public-shell';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page-title';
import { fetchPaymentStatus } from '../api/payments';

/** Polling of /payment-success (docs/product.md#billing): 5 attempts, 2 s apart. */
export const PAYMENT_POLL = { attempts: 5, intervalMs: 2_000 } as const;

type View =
  | { kind: 'checking'; attempt: number }
  | { kind: 'success'; payment: PaymentStatus }
  | { kind: 'expired' }
  | { kind: 'timeout' }
  | { kind: 'error' };

function Result({
  icon,
  tone,
  title,
  children,
}: {
  icon: 'check' | 'warning' | 'info';
  tone: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="mx-auto max-w-lg space-y-4 p-8 text-center">
      <span className={`mx-auto flex size-14 items-center justify-center rounded-full ${tone}`}>
        <Icon name={icon} className="size-7" strokeWidth={2.5} />
      </span>
      <h1 className="text-2xl font-bold text-brand-950">{title}</h1>
      {children}
    </Card>
  );
}

function TryAgain() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <ButtonLink to="/presale-checkout" variant="accent">
        Try Again
      </ButtonLink>
      <ButtonLink to="/contact" variant="secondary">
        Contact Support
      </ButtonLink>
    </div>
  );
}

/** /payment-success?session_id= — confirms the payment with Stripe's state; the order itself comes from the webhook. */
export function PaymentSuccessPage() {
  usePageTitle('Payment Confirmation');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const [view, setView] = useState<View>(sessionId ? { kind: 'checking', attempt: 1 } : { kind: 'error' });

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (attempt: number) => {
      setView({ kind: 'checking', attempt });
      try {
        const payment = await fetchPaymentStatus(sessionId);
        if (cancelled) return;
        if (payment.payment_status === 'paid') return setView({ kind: 'success', payment });
        if (payment.status === 'expired') return setView({ kind: 'expired' });
      } catch {
        if (!cancelled) setView({ kind: 'error' });
        return;
      }
      if (attempt >= PAYMENT_POLL.attempts) return setView({ kind: 'timeout' });
      timer = setTimeout(() => void poll(attempt + 1), PAYMENT_POLL.intervalMs);
    };
    void poll(1);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [sessionId]);

  return (
    <PublicShell>
      <div className="px-4 py-12 sm:px-6">
        {view.kind === 'checking' && (
          <Result icon="info" tone="bg-blue-50 text-blue-700" title="Confirming your payment…">
            <div className="flex justify-center">
              <Spinner label="" />
            </div>
            <p className="text-slate-600" role="status">
              Attempt {view.attempt} of {PAYMENT_POLL.attempts}
            </p>
          </Result>
        )}
        {view.kind === 'success' && (
          <Result icon="check" tone="bg-green-50 text-green-700" title="Payment Successful!">
            <p className="text-slate-700">
              Thank you! We received {formatMoney(view.payment.amount)} {view.payment.currency.toUpperCase()}.
            </p>
            <p className="text-sm text-slate-600">
              Transaction ID: <span className="break-all font-mono">{view.payment.transaction_id}</span>
            </p>
            <p className="text-slate-700">
              Your receipt and a link to create your account are on their way to your inbox.
            </p>
            <ButtonLink to="/" variant="accent">
              Back to Home
            </ButtonLink>
          </Result>
        )}
        {view.kind === 'expired' && (
          <Result icon="warning" tone="bg-amber-50 text-amber-700" title="Checkout Session Expired">
            <p className="text-slate-700">
              This checkout session expired before payment. Nothing was charged.
            </p>
            <TryAgain />
          </Result>
        )}
        {view.kind === 'timeout' && (
          <Result icon="warning" tone="bg-amber-50 text-amber-700" title="Still Confirming Your Payment">
            <p className="text-slate-700">
              We could not confirm your payment yet. If you completed it, your receipt will arrive by email
              shortly.
            </p>
            <TryAgain />
          </Result>
        )}
        {view.kind === 'error' && (
          <Result icon="warning" tone="bg-red-50 text-red-700" title="We Could Not Find Your Payment">
            <p className="text-slate-700">
              This payment link is not valid. If you were charged, contact support with your receipt.
            </p>
            <TryAgain />
          </Result>
        )}
      </div>
    </PublicShell>
  );
}

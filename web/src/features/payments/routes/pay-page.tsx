import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { formatDate, formatMoney } from '@shared/kernel/format.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { API_BASE, errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { startPayCheckout, usePayPage } from '../api/payments';
import { ReceiptLink } from '../components/receipt-link';

/** /pay/:token: the homeowner's invoice with its pay button (hosted Checkout on the contractor's Stripe account). */
export function PayPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const back = params.get('payment');
  const page = usePayPage(token, back === 'paid');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  usePageTitle('Pay your invoice');

  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await startPayCheckout(token);
      if (answer.checkout_url) window.location.assign(answer.checkout_url);
    } catch (failure) {
      setError(errorMessage(failure, 'The payment could not be started. Please try again.'));
      setBusy(false);
      void page.refetch();
    }
  };

  return (
    // The grey fills the whole window on a wide screen; only the column is narrow.
    <main className="min-h-screen bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-xl">
        {page.isPending ? (
          <PageSpinner label="Loading your invoice…" />
        ) : page.isError || !page.data ? (
          <Alert variant="error">{errorMessage(page.error, 'This payment link could not be opened.')}</Alert>
        ) : (
          <Card className="space-y-4 p-5" data-testid="pay-page">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">
                {page.data.company_name}
              </p>
              <h1 className="mt-1 text-2xl font-bold tracking-tight text-brand-950">{page.data.label}</h1>
              <p className="mt-1 text-slate-600">
                {page.data.customer_name} · {page.data.address}
              </p>
            </div>
            <dl className="divide-y divide-slate-100 text-sm">
              <div className="flex justify-between gap-4 py-2">
                <dt className="text-slate-600">Amount</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{formatMoney(page.data.amount)}</dd>
              </div>
              <div className="flex justify-between gap-4 py-2">
                <dt className="text-slate-600">Due by</dt>
                <dd className="text-slate-900">{formatDate(page.data.due_date)}</dd>
              </div>
              {page.data.status === 'open' && page.data.due !== page.data.amount && (
                <div className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-600">Left to pay</dt>
                  <dd className="font-semibold tabular-nums text-slate-900">{formatMoney(page.data.due)}</dd>
                </div>
              )}
            </dl>
            <a
              href={`${API_BASE}/pay/${encodeURIComponent(token)}/pdf`}
              className="inline-block text-sm font-medium text-brand-700 underline"
            >
              Download invoice (PDF)
            </a>
            {page.data.status === 'paid' ? (
              <Alert variant="success" title="Paid">
                Thank you! {page.data.company_name} has received your payment.{' '}
                {page.data.receipt_url && (
                  <ReceiptLink href={page.data.receipt_url} className="font-medium underline">
                    View your receipt
                  </ReceiptLink>
                )}
              </Alert>
            ) : page.data.status === 'processing' ? (
              <Alert variant="info" title="Payment on its way">
                Your bank payment is being processed. Bank transfers take a few business days to clear; there
                is nothing more to do.
              </Alert>
            ) : page.data.status === 'refunded' ? (
              <Alert variant="info">This payment was refunded.</Alert>
            ) : !page.data.offered ? (
              <Alert variant="info">
                {page.data.company_name} does not take online payments right now. Please contact them to pay.
              </Alert>
            ) : (
              <>
                {back === 'cancelled' && (
                  <Alert variant="info">The payment was not made. You can try again.</Alert>
                )}
                {back === 'paid' && <Alert variant="info">Confirming your payment…</Alert>}
                {page.data.failure && (
                  <Alert variant="error" title="The last payment did not go through">
                    {page.data.failure} You can try again with another card or account.
                  </Alert>
                )}
                {error && <Alert variant="error">{error}</Alert>}
                <p className="text-sm text-slate-600">
                  Pay by card or from a US bank account on a secure Stripe page. The payment goes straight to{' '}
                  {page.data.company_name}.
                </p>
                <Button type="button" className="w-full sm:w-auto" loading={busy} onClick={() => void pay()}>
                  Pay {formatMoney(page.data.due)}
                </Button>
              </>
            )}
          </Card>
        )}
      </div>
    </main>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@shared/kernel/format.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { chooseDeposit, useDeposit } from '../api/payments';
import { ReceiptLink } from './receipt-link';

/**
 * The signing page's last step (docs/product.md#payments): pay the deposit through hosted Checkout
 * (card or US bank account) on the contractor's Stripe account, or pay later. Shown only when the
 * contractor takes payments and the schedule has a deposit; says so once it is paid.
 */
export function DepositStep({ token }: { token: string }) {
  const [params] = useSearchParams();
  const back = params.get('deposit');
  const deposit = useDeposit(token, back === 'paid');
  const [busy, setBusy] = useState<'pay' | 'later' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [later, setLater] = useState(false);

  const view = deposit.data;
  if (!view?.offered) return null;

  const choose = async (choice: 'pay' | 'later') => {
    setBusy(choice);
    setError(null);
    try {
      const answer = await chooseDeposit(token, { choice });
      if (answer.checkout_url) window.location.assign(answer.checkout_url);
      else {
        setLater(true);
        setBusy(null);
      }
    } catch (failure) {
      setError(errorMessage(failure, 'The payment could not be started. Please try again.'));
      setBusy(null);
      void deposit.refetch();
    }
  };

  const amount = formatMoney(view.amount);
  return (
    <Card className="mt-6 p-5 text-left" data-testid="deposit-step">
      <h2 className="text-lg font-semibold text-brand-950">
        {view.status === 'paid' ? 'Deposit paid' : 'Pay the deposit'}
      </h2>
      {view.status === 'paid' ? (
        <div className="mt-2 space-y-3">
          <Alert variant="success">
            {amount} paid to {view.company_name}. Thank you!
          </Alert>
          {view.receipt_url && (
            <ReceiptLink href={view.receipt_url} className="text-sm font-medium text-brand-700 underline">
              View your receipt
            </ReceiptLink>
          )}
        </div>
      ) : view.status === 'processing' ? (
        <Alert variant="info" className="mt-2">
          Your bank payment of {amount} is on its way. Bank transfers take a few business days to clear; there
          is nothing more to do.
        </Alert>
      ) : (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-600">
            The contract’s deposit is {view.percent}% of the price:{' '}
            <strong className="text-slate-900">{amount}</strong>, due now. Pay by card or from a US bank
            account on a secure Stripe page; it goes straight to {view.company_name}.
          </p>
          {back === 'cancelled' && <Alert variant="info">The payment was not made. You can try again.</Alert>}
          {back === 'paid' && view.status === 'open' && (
            <Alert variant="info">Confirming your payment…</Alert>
          )}
          {view.failure && (
            <Alert variant="error" title="The last payment did not go through">
              {view.failure} You can try again with another card or account.
            </Alert>
          )}
          {error && <Alert variant="error">{error}</Alert>}
          {later || view.pay_later ? (
            <Alert variant="info">
              You chose to pay later. {view.company_name} will be in touch; you can also pay here any time.
            </Alert>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              type="button"
              loading={busy === 'pay'}
              disabled={busy !== null}
              onClick={() => void choose('pay')}
            >
              Pay {amount}
            </Button>
            {!(later || view.pay_later) && (
              <Button
                type="button"
                variant="secondary"
                loading={busy === 'later'}
                disabled={busy !== null}
                onClick={() => void choose('later')}
              >
                Pay later
              </Button>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}

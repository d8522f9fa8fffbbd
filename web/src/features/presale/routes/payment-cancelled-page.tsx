import { PublicShell } from '../../../components/layout/public-shell';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/page-title';

/** /payment-cancelled (docs/product.md#billing): back to checkout or home; nothing was charged. */
export function PaymentCancelledPage() {
  usePageTitle('Payment Cancelled');
  return (
    <PublicShell>
      <div className="px-4 py-12 sm:px-6">
        <Card className="mx-auto max-w-lg space-y-4 p-8 text-center">
          <h1 className="text-2xl font-bold text-brand-950">Payment Cancelled</h1>
          <p className="text-slate-700">
            You left checkout before paying, so nothing was charged. Your presale price is still available.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <ButtonLink to="/presale-checkout" variant="accent">
              Return to Checkout
            </ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Back to Home
            </ButtonLink>
          </div>
        </Card>
      </div>
    </PublicShell>
  );
}

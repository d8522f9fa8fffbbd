import { PagePlaceholder, type PlaceholderLink } from '../../../components/layout/page-placeholder';
import { PublicShell } from '../../../components/layout/public-shell';

// Public screens whose features land in later issues. Each keeps its real title and says what it
// will hold; every link goes somewhere that exists.

const home: PlaceholderLink = { to: '/', label: 'Back to home' };

function publicPlaceholder(title: string, description: string, links: PlaceholderLink[]) {
  function Placeholder() {
    return (
      <PublicShell>
        <PagePlaceholder title={title} description={description} links={links} />
      </PublicShell>
    );
  }
  Placeholder.displayName = `${title.replace(/[^A-Za-z]/g, '')}Placeholder`;
  return Placeholder;
}

/** /presale-checkout. */
export const PresaleCheckoutPage = publicPlaceholder(
  'Presale Checkout',
  'Choose a presale package, enter your details and pay securely with our payment provider.',
  [{ to: '/early-access', label: 'Get Early Access' }, home],
);

/** /payment-success. */
export const PaymentSuccessPage = publicPlaceholder(
  'Payment Confirmation',
  'Where we confirm your presale payment with our payment provider and show your order details.',
  [home, { to: '/contact', label: 'Contact support' }],
);

/** /payment-cancelled. */
export const PaymentCancelledPage = publicPlaceholder(
  'Payment Cancelled',
  'Where you land after leaving checkout, with a way back to choose your package again.',
  [{ to: '/presale-checkout', label: 'Back to checkout' }, home],
);

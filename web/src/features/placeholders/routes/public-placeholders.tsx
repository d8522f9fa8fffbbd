import { PagePlaceholder, type PlaceholderLink } from '../../../components/layout/page-placeholder';
import { PublicShell } from '../../../components/layout/public-shell';
import { Logo } from '../../../components/layout/logo';

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

/** /terms and /terms-of-service. */
export const TermsPage = publicPlaceholder(
  'Terms of Service',
  'The terms for using Ridgeline: subscriptions and renewals, cancellation, price changes and exporting your data.',
  [home, { to: '/privacy', label: 'Privacy Policy' }],
);

/** /privacy and /privacy-policy. */
export const PrivacyPage = publicPlaceholder(
  'Privacy Policy',
  'What data Ridgeline collects, how it is used and protected, how long it is kept, and the choices you have.',
  [home, { to: '/gdpr', label: 'Your GDPR rights' }],
);

/** /cookie-policy. */
export const CookiePolicyPage = publicPlaceholder(
  'Cookie Policy',
  'The cookies Ridgeline uses and why, how long each lasts, and your preferences for functional, analytics and marketing cookies.',
  [home, { to: '/privacy', label: 'Privacy Policy' }],
);

/** /gdpr. */
export const GdprPage = publicPlaceholder(
  'Your GDPR Rights',
  'How to access, correct, erase or export your personal data or object to its use — and a form to send us your request.',
  [home, { to: '/contact', label: 'Contact us' }],
);

/** /partner-program. */
export const PartnerProgramPage = publicPlaceholder(
  'Partner Program',
  'Earn 30% recurring commission as a referral partner or 60% as a reseller by bringing Ridgeline to roofing contractors.',
  [
    { to: '/partner-application', label: 'Apply Now' },
    { to: '/partner-resources', label: 'View Resources' },
  ],
);

/** /partner-application. */
export const PartnerApplicationPage = publicPlaceholder(
  'Partner Application',
  'Tell us about your company and how you want to partner; we review every application within 48 hours.',
  [
    { to: '/partner-program', label: 'Back to Partner Program' },
    home,
  ],
);

/** /partner-resources. */
export const PartnerResourcesPage = publicPlaceholder(
  'Partner Resources',
  'Sales guides, product sheets and brand assets to help partners introduce Ridgeline to contractors.',
  [
    { to: '/partner-program', label: 'Back to Partner Program' },
    { to: '/partner-application', label: 'Apply Now' },
  ],
);

/** /presale-checkout. */
export const PresaleCheckoutPage = publicPlaceholder(
  'Presale Checkout',
  'Choose a presale package, enter your details and pay securely with our payment provider.',
  [
    { to: '/early-access', label: 'Get Early Access' },
    home,
  ],
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
  [
    { to: '/presale-checkout', label: 'Back to checkout' },
    home,
  ],
);

/** /early-access. */
export const EarlyAccessPage = publicPlaceholder(
  'Get Early Access',
  'Join the beta and lock in 50% off presale pricing for your first three months.',
  [home, { to: '/contact', label: 'Contact us' }],
);

/** /contact. */
export const ContactPage = publicPlaceholder(
  'Contact Us',
  'Send us a question about pricing, partnerships, support or a demo, and get a reference number for your enquiry.',
  [home, { to: '/early-access', label: 'Get Early Access' }],
);

function HomeownerShell({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <main id="main" className="flex-1">
        <PagePlaceholder title={title} description={description} links={[{ to: '/', label: 'About Ridgeline' }]} />
      </main>
    </div>
  );
}

/** /proposal/:token — the homeowner's proposal, opened from a secure link. */
export function ProposalPortalPage() {
  return (
    <HomeownerShell
      title="Your Roofing Proposal"
      description="Review your roof measurements and price, accept or decline the proposal, and download it as a PDF."
    />
  );
}

/** /sign/:token — the homeowner's contract signing page. */
export function SigningPage() {
  return <HomeownerShell title="Sign Your Contract" description="Review your roofing contract and sign it digitally from any device." />;
}

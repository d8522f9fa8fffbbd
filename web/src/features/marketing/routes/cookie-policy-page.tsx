import { NoscriptNote } from '../../../components/ui/noscript-note';
import { TableHead, TableRegion } from '../../../components/ui/table-head';
import { Island } from '../../../components/layout/island';
import { CONSENT_STORAGE_KEY } from '../../../lib/consent';
import { CookiePreferences } from '../components/cookie-preferences';
import { LegalLayout, type LegalSection } from '../components/legal-layout';

const cookies: Array<{ category: string; name: string; purpose: string; duration: string }> = [
  {
    category: 'Essential',
    name: 'ridgeline.token',
    purpose: 'Keeps you signed in to your account (browser storage).',
    duration: 'Session (until you sign out)',
  },
  {
    category: 'Essential',
    name: 'ridgeline_consent',
    purpose: 'Remembers your cookie choices.',
    duration: '1 year',
  },
  {
    category: 'Essential',
    name: 'ridgeline.sticky-offer-dismissed-at',
    purpose: 'Remembers that you dismissed the presale offer.',
    duration: '24 hours',
  },
  {
    category: 'Functional',
    name: 'ridgeline_prefs',
    purpose: 'Remembers display preferences such as the billing period you last viewed.',
    duration: '6 months',
  },
  {
    category: 'Analytics',
    name: '_rl_analytics_id',
    purpose: 'Counts visits and pages anonymously to improve the site.',
    duration: '2 years',
  },
  {
    category: 'Marketing',
    name: '_rl_campaign',
    purpose: 'Remembers which campaign or partner referred you.',
    duration: '30 days',
  },
];

const thirdParties = [
  [
    'Payment provider',
    'Processes presale and subscription payments on its own checkout page and sets its own fraud-prevention cookies there.',
  ],
  [
    'Maps and imagery provider',
    'Geocodes addresses and supplies roof imagery; it receives the address, not your identity.',
  ],
  ['Analytics provider', 'Only loads if you allow analytics cookies.'],
  ['Database and authentication provider', 'Hosts our data and handles sign-in.'],
  ['Email provider', 'Delivers account, proposal and confirmation emails.'],
];

const sections: LegalSection[] = [
  {
    id: 'what',
    title: 'What cookies are',
    body: (
      <p>
        Cookies and similar browser storage are small pieces of data a site keeps in your browser. We use them
        to keep you signed in, remember your choices and — only if you allow it — to measure and improve the
        site.
      </p>
    ),
  },
  {
    id: 'table',
    title: 'The cookies we use',
    body: (
      <>
        <TableRegion label="Cookies table">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Cookies by category, purpose and duration</caption>
            <TableHead headings={['Category', 'Name', 'Purpose', 'Duration']} cellClassName="px-3 py-2.5" />
            <tbody>
              {cookies.map((cookie) => (
                <tr key={cookie.name} className="border-t border-slate-100 align-top">
                  <td className="px-3 py-2.5">{cookie.category}</td>
                  <td className="px-3 py-2.5 font-mono text-xs">{cookie.name}</td>
                  <td className="px-3 py-2.5">{cookie.purpose}</td>
                  <td className="whitespace-nowrap px-3 py-2.5">{cookie.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
        <p>
          Analytics and marketing cookies are set only after you allow them. Today Ridgeline runs no analytics
          or marketing scripts at all; if we add any, they will load only with your consent.
        </p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third parties',
    body: (
      <dl className="space-y-3">
        {thirdParties.map(([name, purpose]) => (
          <div key={name}>
            <dt className="font-semibold text-brand-950">{name}</dt>
            <dd>{purpose}</dd>
          </div>
        ))}
      </dl>
    ),
  },
  {
    id: 'control',
    title: 'Changing your mind',
    body: (
      <p>
        Come back to this page at any time to change your choices. You can also delete cookies in your browser
        settings; essential ones will be set again when you use the site.
      </p>
    ),
  },
];

/** /cookie-policy: the cookie tables and the preference controls (an island). */
export function CookiePolicyPage() {
  return (
    <LegalLayout
      title="Cookie Policy"
      updated="January 15, 2026"
      sections={sections}
      intro={
        <p>
          This page explains the cookies Ridgeline uses and lets you choose which optional ones you allow.
        </p>
      }
    >
      <section
        aria-labelledby="preferences-title"
        className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="preferences-title" className="text-xl font-bold text-brand-950">
          Your cookie preferences
        </h2>
        <NoscriptNote className="mt-4" />
        <Island name="cookie-choice" load={`stored:${CONSENT_STORAGE_KEY}`}>
          <CookiePreferences />
        </Island>
      </section>
    </LegalLayout>
  );
}

import { Link } from 'react-router';
import { COMPANY_CONTACT } from '@shared/public-site/chatbot.js';
import { TRIAL_DAYS } from '@shared/kernel/constants.js';
import { GUARANTEE_DAYS, PRESALE_MONTHS, UPTIME_PERCENT } from '@shared/kernel/plans.js';
import { LegalLayout, type LegalSection } from '../components/legal-layout';

const UPDATED = 'January 15, 2026';
const list = 'list-disc space-y-1.5 pl-5';
const link = 'font-medium text-brand-800 underline underline-offset-2';

const termsSections: LegalSection[] = [
  {
    id: 'service',
    title: 'The service',
    body: (
      <p>
        Ridgeline provides roof measurements from satellite imagery, estimates priced with your own rates,
        proposals your customers can accept and sign online, and related tools (the “Service”). These terms
        are an agreement between Ridgeline and the company that creates the account (“you”). The person who
        accepts them confirms they may bind that company.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and team members',
    body: (
      <ul className={list}>
        <li>
          You keep your login details confidential and are responsible for what happens under your account,
          including what your invited team members do.
        </li>
        <li>
          Account administrators decide who joins the account and with which role; removing a member ends
          their access at once.
        </li>
        <li>You must give accurate company and contact details and keep them current.</li>
      </ul>
    ),
  },
  {
    id: 'trial',
    title: 'Free trial, presale and guarantee',
    body: (
      <>
        <p>
          New accounts start with a {TRIAL_DAYS}-day free trial. No credit card is needed for the trial; at
          its end the account stays read-only until you choose a plan.
        </p>
        <p>
          Presale packages cover {PRESALE_MONTHS} months of service at the presale price plus the discounted
          setup fee. Presale purchases carry a {GUARANTEE_DAYS}-day money-back guarantee: ask for a refund
          within {GUARANTEE_DAYS} days of payment and we refund the full amount.
        </p>
      </>
    ),
  },
  {
    id: 'billing',
    title: 'Subscriptions, renewal and price changes',
    body: (
      <ul className={list}>
        <li>
          Subscriptions are billed in advance, monthly or yearly, and renew automatically for the same period.
        </li>
        <li>
          To stop a renewal, cancel at least 48 hours before the renewal date; the subscription then ends at
          the close of the paid period.
        </li>
        <li>
          We tell you about any price change at least 30 days before it applies to you. The new price applies
          from your next renewal after that notice.
        </li>
        <li>
          If a payment is more than 7 days overdue we may suspend the account until it is paid. Your data is
          kept during a suspension.
        </li>
        <li>Taxes are added where the law requires them.</li>
      </ul>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation and your data',
    body: (
      <>
        <p>
          You can cancel at any time from Billing. After cancellation you can still export your estimates,
          proposals and customer data for 30 days; after that we delete them, except what the law requires us
          to keep (see the Privacy Policy).
        </p>
        <p>
          If we ever discontinue the Service, we give at least 90 days notice so you can export your data.
        </p>
      </>
    ),
  },
  {
    id: 'measurements',
    title: 'Measurements and estimates',
    body: (
      <p>
        Measurements are derived from imagery and are typically within 2% of a hand measurement. Imagery can
        be outdated or obscured, so you remain responsible for checking a measurement and a price before you
        commit to a customer. Estimates use the rates you enter; Ridgeline is not a party to your contracts
        with your customers.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul className={list}>
        <li>Use the Service only for properties you have a legitimate business reason to measure.</li>
        <li>Do not resell raw imagery, scrape the Service, probe its security or overload it.</li>
        <li>Do not upload content you have no right to use, or anything unlawful.</li>
      </ul>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and support',
    body: (
      <p>
        We aim for {UPTIME_PERCENT}% monthly availability and announce planned maintenance in advance on our{' '}
        <Link to="/system-status" className={link}>
          system status
        </Link>{' '}
        page. Support answers within 24 hours; plan-specific support levels are listed on the pricing page.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Warranties and liability',
    body: (
      <p>
        The Service is provided with reasonable skill and care. To the extent the law allows, our total
        liability in any 12 months is limited to the fees you paid in those 12 months, and neither side is
        liable for indirect or consequential losses.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; material changes are announced at least 30 days ahead by email. Questions:{' '}
        <a href={`mailto:${COMPANY_CONTACT.email}`} className={link}>
          {COMPANY_CONTACT.email}
        </a>
        , {COMPANY_CONTACT.address}.
      </p>
    ),
  },
];

/** /terms-of-service and /terms. */
export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      updated={UPDATED}
      sections={termsSections}
      intro={
        <p>
          These terms govern your use of Ridgeline. Please also read our{' '}
          <Link to="/privacy-policy" className={link}>
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link to="/cookie-policy" className={link}>
            Cookie Policy
          </Link>
          .
        </p>
      }
    />
  );
}

const privacySections: LegalSection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul className={list}>
        <li>
          Account data: names, email addresses, phone numbers, company details and your team members’ roles.
        </li>
        <li>
          Business data you enter: property addresses, your homeowners’ names and contact details, rates,
          estimates, proposals and signatures.
        </li>
        <li>Measurement data: the imagery-based measurements we produce for the addresses you enter.</li>
        <li>
          Payment data: handled by our payment provider; we keep the plan, amounts and the last four digits of
          the card, never the full card number.
        </li>
        <li>
          Usage and log data: pages requested, IP address, browser and error details, used to run and secure
          the Service.
        </li>
        <li>Enquiries: what you send us through the contact, early-access, partner and GDPR forms.</li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <ul className={list}>
        <li>
          To provide the Service: measure roofs, price estimates, deliver proposals to your customers and send
          the emails you ask us to send.
        </li>
        <li>To bill you and to meet legal and tax obligations.</li>
        <li>
          To answer enquiries and, where you asked for it, to send presale and product news (you can
          unsubscribe at any time).
        </li>
        <li>To keep the Service secure and reliable, for example by rate-limiting abusive traffic.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          We do not sell personal data. We use service providers that process data on our behalf under
          contract:
        </p>
        <ul className={list}>
          <li>a payment provider (payments and subscriptions);</li>
          <li>a maps and imagery provider (geocoding and roof imagery for the addresses you enter);</li>
          <li>a cloud database and authentication provider (hosting and sign-in);</li>
          <li>an email delivery provider (account and proposal emails);</li>
          <li>an analytics provider, only if you allow analytics cookies.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul className={list}>
        <li>Account and payment data: 7 years after the account closes (tax and accounting law).</li>
        <li>
          Measurement data: 10 years, so reports can be reproduced for insurance and warranty questions.
        </li>
        <li>Logs: 90 days.</li>
        <li>Business data you entered: until you delete it, or 30 days after cancellation.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data is encrypted in transit and at rest. Access is role-based: team members see only their own
        company’s data, and our staff access it only to support you. Proposal links are long random tokens
        that expire after 30 days.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        You can access, correct, export or delete your personal data and object to its use. See{' '}
        <Link to="/gdpr" className={link}>
          your GDPR rights
        </Link>{' '}
        to send a request; we respond within 30 days.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use essential cookies to run the site and, only with your consent, functional, analytics and
        marketing cookies. Choose yours in the{' '}
        <Link to="/cookie-policy" className={link}>
          Cookie Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Privacy questions:{' '}
        <a href={`mailto:${COMPANY_CONTACT.privacyEmail}`} className={link}>
          {COMPANY_CONTACT.privacyEmail}
        </a>
        , {COMPANY_CONTACT.address}.
      </p>
    ),
  },
];

/** /privacy-policy and /privacy. */
export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      updated={UPDATED}
      sections={privacySections}
      intro={
        <p>
          This policy explains what personal data Ridgeline collects, why, who processes it, how long we keep
          it and the choices you have.
        </p>
      }
    />
  );
}

import type { ReactNode } from 'react';
import { COMPANY_CONTACT } from '@shared/public-site/chatbot.js';
import {
  PARTNER_PAYOUT,
  PARTNER_REVIEW_HOURS,
  PARTNER_TERMS,
  partnerEarnings,
  PLANS,
} from '@shared/kernel/plans.js';
import { PublicShell } from '../../../components/layout/public-shell';
import { TableHead, TableRegion } from '../../../components/ui/table-head';
import { PartnerActions } from '../components/partner-actions';

const link = 'font-medium text-brand-800 underline underline-offset-2';

/** One titled part of the page, named by its heading; `rules`: the children are the items of a bullet list. */
function ResourceSection({
  id,
  title,
  rules = false,
  children,
}: {
  id: string;
  title: string;
  rules?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-12">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-950">
        {title}
      </h2>
      {rules ? <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">{children}</ul> : children}
    </section>
  );
}

/** /partner-resources: commission schedule, payout rules, brand and referral-link guidance. */
export function PartnerResourcesPage() {
  return (
    <PublicShell>
      <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">Partner Program</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-brand-950">Partner Resources</h1>
        <p className="mt-4 text-lg text-slate-600">
          Everything you need to introduce Ridgeline to contractors: how commissions and payouts work, how to
          use our brand and how referral links are tracked.
        </p>

        <ResourceSection id="schedule" title="Commission schedule">
          <p className="mt-2 text-slate-700">
            Commission is a share of what the customer pays every month, for as long as they stay subscribed.
            Setup fees and taxes are excluded.
          </p>
          <TableRegion label="Commission schedule table" className="mt-4">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">Monthly commission per customer by plan and partner type</caption>
              <TableHead
                headings={[
                  'Plan',
                  'Customer pays',
                  `Referral (${PARTNER_TERMS.referral.rate * 100}%)`,
                  `Reseller (${PARTNER_TERMS.reseller.rate * 100}%)`,
                ]}
                cellClassName="px-4 py-3"
              />
              <tbody>
                {PLANS.map((plan) => (
                  <tr key={plan.tier} className="border-t border-slate-100">
                    <th scope="row" className="px-4 py-3 font-medium text-brand-950">
                      {plan.name}
                    </th>
                    <td className="px-4 py-3">${plan.monthlyPrice}/month</td>
                    <td className="px-4 py-3">${partnerEarnings(1, plan.monthlyPrice, 'referral')}/month</td>
                    <td className="px-4 py-3">${partnerEarnings(1, plan.monthlyPrice, 'reseller')}/month</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        </ResourceSection>

        <ResourceSection id="payout" title="Payout rules" rules>
          <li>
            Payouts are {PARTNER_PAYOUT.schedule}, by {PARTNER_PAYOUT.methods.join(' or ')}, for commission
            earned in the previous calendar month.
          </li>
          <li>
            Minimum payout: ${PARTNER_TERMS.referral.minimumPayout} for referral partners and $
            {PARTNER_TERMS.reseller.minimumPayout} for resellers. Smaller balances roll over to the next
            month.
          </li>
          <li>
            A referral counts once the customer’s first payment clears; commission stops if they cancel and
            resumes if they return within 90 days.
          </li>
          <li>
            Refunds (including the presale money-back guarantee) reverse the commission on the refunded
            amount.
          </li>
        </ResourceSection>

        <ResourceSection id="links" title="Referral links" rules>
          <li>
            After approval your partner dashboard shows your personal link, for example{' '}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">
              ridgeline.app/?ref=your-company
            </code>
            .
          </li>
          <li>
            A visit through your link is attributed to you for 30 days — if the visitor allows marketing
            cookies. Otherwise ask the contractor to name you at sign-up; we attribute it manually.
          </li>
          <li>
            Do not bid on “Ridgeline” in paid search, and do not send unsolicited bulk email with your link.
          </li>
        </ResourceSection>

        <ResourceSection id="brand" title="Using our brand">
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>Write the name as “Ridgeline”, one word with a capital R.</li>
            <li>
              Use the logo on a white or navy background with clear space of at least the height of the roof
              mark around it; never stretch, recolour or redraw it.
            </li>
            <li>
              Quote claims exactly as we publish them: 60-second measurements, 99.2% accuracy,{' '}
              {PLANS.map((plan) => `${plan.name} $${plan.monthlyPrice}/month`).join(', ')}.
            </li>
            <li>
              Present yourself as a partner, not as Ridgeline. Contracts and prices are ours; do not promise
              discounts we have not published.
            </li>
          </ul>
          <p className="mt-4 text-slate-700">
            Logo files, one-pagers and demo videos are shared in your partner dashboard once your application
            is approved (we review within {PARTNER_REVIEW_HOURS} hours). Questions:{' '}
            <a href={`mailto:${COMPANY_CONTACT.partnersEmail}`} className={link}>
              {COMPANY_CONTACT.partnersEmail}
            </a>
            .
          </p>
        </ResourceSection>

        <PartnerActions to="/partner-program" label="Back to Partner Program" className="mt-12" />
      </article>
    </PublicShell>
  );
}

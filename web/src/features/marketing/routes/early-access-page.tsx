import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { campaignDate, campaignMonth } from '@shared/public-site/campaign.js';
import { BETA_FREE_DAYS, GUARANTEE_DAYS, PRESALE_SETUP_FEE, SETUP_FEE } from '@shared/kernel/plans.js';
import { Island } from '../../../components/layout/island';
import { PublicShell } from '../../../components/layout/public-shell';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useCampaign } from '../../../lib/campaign';
import { LeadForm } from '../components/lead-form';
import { Icon } from '../../../components/ui/icon';

/** The nudge opens after 15 s with nothing typed; success returns home after 5 s. */
export const EARLY_ACCESS_NUDGE_MS = 15_000;
export const EARLY_ACCESS_REDIRECT_MS = 5000;

/** /early-access: the early-access lead form with the beta tester option. */
export function EarlyAccessPage() {
  return (
    <PublicShell>
      <Island name="early-access" load="delay:10000">
        <EarlyAccessContent />
      </Island>
    </PublicShell>
  );
}

/**
 * What EarlyAccessPage shows: an island of the prerendered page, loaded after a while or on the first
 * interaction; `pageAgeMs` is how long the page had been open then (the nudge counts from the load).
 */
export function EarlyAccessContent({ pageAgeMs = 0 }: { pageAgeMs?: number }) {
  const campaign = useCampaign();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [nudge, setNudge] = useState(false);
  const typed = useRef(false);

  useEffect(() => {
    const timer = setTimeout(
      () => {
        if (!typed.current) setNudge(true);
      },
      Math.max(0, EARLY_ACCESS_NUDGE_MS - pageAgeMs),
    );
    return () => clearTimeout(timer);
  }, [pageAgeMs]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/'), EARLY_ACCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const seatsText = campaign
    ? `${campaign.beta_seats_remaining} of ${campaign.beta_seats_total} spots left: ${BETA_FREE_DAYS} days free through ${campaignDate(campaign.beta_ends_at)}.`
    : `${BETA_FREE_DAYS} days free for a limited number of beta testers.`;

  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_28rem]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">Early access</p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Get early access and lock in presale pricing
            </h1>
            <p className="mt-5 text-lg text-brand-100">
              Be among the first contractors to measure roofs in 60 seconds.
              {campaign
                ? ` Presale pricing ends ${campaignDate(campaign.presale_ends_at)}; full launch ${campaignMonth(campaign.launch_at)}.`
                : ''}
            </p>
            <ul className="mt-8 space-y-3 text-brand-50">
              {[
                `Setup fee $${PRESALE_SETUP_FEE} instead of $${SETUP_FEE}`,
                'Presale prices for your first 3 months',
                `${GUARANTEE_DAYS}-day money-back guarantee`,
                `Beta testers: ${BETA_FREE_DAYS} days free and a direct line to our product team`,
              ].map((perk) => (
                <li key={perk} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent-400" strokeWidth={2} />
                  {perk}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-2xl">
            {done ? (
              <div role="status" className="py-6 text-center">
                <h2 className="text-2xl font-bold text-brand-950">Welcome aboard!</h2>
                <p className="mt-3 text-slate-700">
                  You are on the early access list. Check your inbox for your presale details. Taking you back
                  to the home page in a few seconds…
                </p>
              </div>
            ) : (
              <>
                <h2 className="mb-5 text-xl font-bold text-brand-950">Reserve your spot</h2>
                <LeadForm
                  source="early_access_page"
                  submitLabel="Get Early Access"
                  betaOption={{ seatsText }}
                  onSuccess={() => setDone(true)}
                  onInteract={() => {
                    typed.current = true;
                  }}
                />
              </>
            )}
          </div>
        </div>
      </section>
      <Modal open={nudge} onClose={() => setNudge(false)} title="Still deciding?">
        <div className="px-6 pb-6 pt-3">
          <p className="text-slate-700">
            Early access is free and takes a minute. You lock in the ${PRESALE_SETUP_FEE} setup fee and
            presale prices, and the {GUARANTEE_DAYS}-day money-back guarantee means there is no risk.
          </p>
          <Button
            variant="accent"
            className="mt-5 w-full"
            onClick={() => {
              setNudge(false);
              document.querySelector<HTMLInputElement>('input[name="first_name"]')?.focus();
            }}
          >
            Continue to the form
          </Button>
        </div>
      </Modal>
    </>
  );
}

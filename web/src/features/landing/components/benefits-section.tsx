import { useEffect, useRef, useState } from 'react';
import { TRIAL_DAYS } from '@shared/kernel/constants.js';
import { formatNumber } from '@shared/kernel/format.js';
import { GUARANTEE_DAYS, MEASUREMENT_SECONDS } from '@shared/kernel/plans.js';
import { LandingSection } from './landing-section';

/** Counters run 0 → target over this long once this share of the section is visible (docs/product.md#public-site). */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_VISIBILITY = 0.1;

/**
 * What the product itself does, each figure with its basis: no track-record numbers we cannot back
 * (docs/decisions.md, "Only figures we can back").
 */
const counters = [
  { target: MEASUREMENT_SECONDS, suffix: ' s', label: 'or less from an address to a measured roof' },
  { target: TRIAL_DAYS, suffix: '', label: 'days free, no credit card' },
  // The steps of How it works.
  { target: 4, suffix: '', label: 'steps from an address to a signed proposal' },
  { target: GUARANTEE_DAYS, suffix: '', label: 'day money-back guarantee on presale packages' },
];

/** The benefits section (#benefits) with animated counters of product facts. */
export function BenefitsSection() {
  const ref = useRef<HTMLElement>(null);
  // Final figures first: the prerendered HTML (and a visitor without JavaScript) shows the real numbers.
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const section = ref.current;
    if (
      !section ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches ||
      typeof IntersectionObserver === 'undefined'
    )
      return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        // Still out of view: reset unseen, so the counters run 0 → target once scrolled to.
        if (!entries.some((entry) => entry.isIntersecting)) return setProgress(0);
        observer.disconnect();
        const started = performance.now();
        const tick = (time: number) => {
          const value = Math.min(1, (time - started) / COUNTER_DURATION_MS);
          setProgress(value);
          if (value < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: COUNTER_VISIBILITY },
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <LandingSection
      id="benefits"
      sectionRef={ref}
      band="dark"
      eyebrow="Benefits"
      title="What contractors get back"
      center
      intro="Faster estimates, fewer site visits, more signed jobs."
    >
      <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counters.map((counter) => {
          const shown = Math.round(counter.target * progress);
          return (
            <div
              key={counter.label}
              className="flex flex-col-reverse rounded-xl bg-white/5 px-5 py-6 text-center ring-1 ring-white/10"
            >
              <dt className="mt-2 text-sm text-brand-100">{counter.label}</dt>
              <dd className="text-4xl font-extrabold text-accent-400">
                <span className="sr-only">
                  {formatNumber(counter.target)}
                  {counter.suffix}
                </span>
                <span aria-hidden="true" className="tabular-nums" data-counter-target={counter.target}>
                  {formatNumber(shown)}
                  {counter.suffix}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </LandingSection>
  );
}

import { Link } from 'react-router';
import { TRIAL_DAYS } from '@shared/kernel/constants.js';
import { buttonClasses } from '../../../components/ui/button';

/** The closing call to action: free trial with no credit card, or early access. */
export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="bg-accent-500 py-16">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
          Your next estimate could take 60 seconds
        </h2>
        <p className="mt-4 text-lg text-brand-950">
          Start your {TRIAL_DAYS}-day free trial today. No credit card required.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/register" className={buttonClasses('primary', 'lg')}>
            Start Free Trial
          </Link>
          <Link to="/early-access" className={buttonClasses('secondary', 'lg')}>
            Get Early Access
          </Link>
        </div>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/layout/logo';
import { Icon } from '../../../components/ui/icon';

const points = [
  'Roof measurements from satellite data in about 60 seconds',
  'Estimates priced with your own rates',
  'Proposals your customers accept and sign online',
];

/** The frame of the sign-in screens: a brand panel on wide screens, the form card, and a way home. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-brand-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(40rem_24rem_at_110%_0%,rgba(249,115,22,0.25),transparent)]"
        />
        <div className="relative">
          <Logo inverted />
        </div>
        <div className="relative">
          <p className="text-3xl font-bold leading-tight">
            From address to signed proposal, without climbing a ladder.
          </p>
          <ul className="mt-8 space-y-4 text-brand-200">
            {points.map((point) => (
              <li key={point} className="flex gap-3">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent-400" strokeWidth={2.2} />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-400">
          Trusted by roofing crews who would rather be on the job than measuring it.
        </p>
      </aside>
      <main id="main" className="flex flex-col bg-slate-50 px-4 py-8 sm:px-8">
        <div className="flex items-center justify-between">
          <div className="lg:invisible">
            <Logo />
          </div>
          <Link
            to="/"
            className="rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:text-brand-950"
          >
            <span aria-hidden="true">← </span>Back to home
          </Link>
        </div>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
          <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
          <div className="mt-8">{children}</div>
          {footer && <div className="mt-8 text-center text-sm text-slate-600">{footer}</div>}
        </div>
      </main>
    </div>
  );
}

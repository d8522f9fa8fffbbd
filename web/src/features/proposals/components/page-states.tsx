import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Icon, type IconName } from '../../../components/ui/icon';
import { PageSpinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { HomeownerCompany } from '@shared/kernel/schemas/common.js';
import { buttonClasses } from '../../../components/ui/button';
import { CompanyShell } from './company-shell';

/** The homeowner's page while its link is being read (no company known yet). */
export function LinkLoading({ label }: { label: string }) {
  return (
    <CompanyShell company={null} branding={false}>
      <PageSpinner label={label} />
    </CompanyShell>
  );
}

/** The homeowner's page when its link cannot be used: what went wrong and, optionally, what to do. */
export function LinkUnavailable({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <CompanyShell company={null} branding={false}>
      <Card className="px-6 py-12 text-center">
        <h1 className="text-xl font-bold text-brand-950">{title}</h1>
        <Alert variant="error" className="mx-auto mt-4 max-w-md text-left">
          {message}
        </Alert>
        {children}
      </Card>
    </CompanyShell>
  );
}

/** The closing card of a homeowner's step (proposal answered, contract signed): icon, title, message, next steps. */
export function ResultCard({
  icon,
  positive,
  title,
  message,
  children,
}: {
  icon: IconName;
  /** Green for a yes (accepted, signed); grey otherwise. */
  positive: boolean;
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <Card className="px-6 py-10 text-center sm:px-10">
      <div
        className={cn(
          'mx-auto flex size-14 items-center justify-center rounded-full',
          positive ? 'bg-green-100 text-green-700' : 'bg-slate-100 text-slate-600',
        )}
      >
        <Icon name={icon} className="size-7" strokeWidth={2.4} />
      </div>
      <h1 className="mt-5 text-2xl font-bold text-brand-950">{title}</h1>
      <p className="mx-auto mt-3 max-w-lg text-slate-600" role="status">
        {message}
      </p>
      {children}
    </Card>
  );
}

/** Props of SigningResult. */
export interface SigningResultProps {
  company: HomeownerCompany;
  icon: IconName;
  positive: boolean;
  title: string;
  message: string;
  /** The signed PDF, when there is one to download. */
  download?: { href: string; label: string };
  /** What follows the result in the shell (another feature's step, e.g. paying the deposit). */
  after?: ReactNode;
}

/** The end of a signing link: its result in the company's shell and the signed PDF (the shell's footer says how to reach the company). */
export function SigningResult({ company, download, after, ...result }: SigningResultProps) {
  return (
    <CompanyShell company={company} branding={false}>
      <ResultCard {...result}>
        {download && (
          <a href={download.href} className={buttonClasses('primary', 'md', 'mt-6')}>
            {download.label}
          </a>
        )}
      </ResultCard>
      {after}
    </CompanyShell>
  );
}

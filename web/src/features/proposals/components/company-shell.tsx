import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brandColourReadable, hexChannels } from '@shared/kernel/brand-colour.js';
import type { HomeownerCompany } from '@shared/kernel/schemas/common.js';
import { LogoMark } from '../../../components/layout/logo';
import { EmailText } from '../../../components/ui/email-text';

/** Phone and email links of the contractor. */
function CompanyContact({ company, className }: { company: HomeownerCompany; className?: string }) {
  if (!company.phone && !company.email) return null;
  return (
    <p className={className}>
      {company.phone && (
        <a
          href={`tel:${company.phone}`}
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          {company.phone}
        </a>
      )}
      {company.phone && company.email && <span aria-hidden="true"> · </span>}
      {company.email && (
        <a
          href={`mailto:${company.email}`}
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          <EmailText emails={company.email} />
        </a>
      )}
    </p>
  );
}

/**
 * The homeowner's pages are the contractor's: their logo and name on top, their contact details once,
 * at the bottom (docs/decisions.md, "The contractor's contact line once per page"), and the "Created by Ridgeline" line only for starter-tier accounts (docs/product.md#documents).
 */
export function CompanyShell({
  company,
  branding,
  children,
}: {
  company: HomeownerCompany | null;
  branding: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header
        className="border-b-4 border-accent-500 bg-white"
        style={hexChannels(company?.brand_colour) ? { borderBottomColor: company!.brand_colour! } : undefined}
      >
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          {company ? (
            <div className="flex min-w-0 items-center gap-3">
              {company.logo_url && (
                <img
                  src={company.logo_url}
                  alt=""
                  className="h-12 max-w-36 shrink-0 object-contain sm:max-w-48"
                />
              )}
              <p
                className="line-clamp-2 text-base font-bold leading-tight text-brand-950 sm:text-xl"
                style={
                  brandColourReadable(company.brand_colour) ? { color: company.brand_colour! } : undefined
                }
              >
                {company.company_name}
              </p>
            </div>
          ) : (
            <LogoMark className="size-9" />
          )}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-4xl space-y-2 px-4 py-6 text-sm text-slate-600 sm:px-6">
          {company && (
            <>
              <p className="font-semibold text-brand-950">{company.company_name}</p>
              <CompanyContact company={company} />
              {company.address && <p>{company.address}</p>}
              {company.license_number && <p>License {company.license_number}</p>}
            </>
          )}
          {branding && (
            <p className="pt-2 text-xs text-slate-500">
              Created by{' '}
              <Link to="/" className="font-semibold text-brand-800 hover:underline">
                Ridgeline
              </Link>{' '}
              — roof measurements, estimates and proposals for roofing contractors.
            </p>
          )}
        </div>
      </footer>
    </div>
  );
}

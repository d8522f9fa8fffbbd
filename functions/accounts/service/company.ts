import { detectLogoType } from '@shared/kernel/image-type.js';
import type { DocumentCompany } from '@shared/documents/proposal-document.js';
import { getAccountSettings } from '../data/account-settings.js';
import { getAccount, type AccountRecord } from '../data/accounts.js';
import { logoUrl } from '../data/logos.js';
import { getLogoBytes } from '../../platform/data/objects.js';
import { getUser } from '../../platform/data/users.js';
import { errorFields, log } from '../../platform/log.js';
import { entitlementsOf } from './plan-gate.js';

// The company as every customer-facing page, document and mail shows it: the account's name, plan
// and logo with Settings' company details. Read here once so mails, portals and PDFs agree.

/** The company block of the portal: the logo as a short-lived link. */
export interface PortalCompany {
  company: Omit<DocumentCompany, 'logo'>;
  logoUrl: string | null;
}

/** The contractor as documents show them: the account's name, tier, logo and Settings' company details, the member's contact details where the company has none. */
export async function companyFor(
  accountId: string,
  memberId: string,
  withLogo: boolean,
): Promise<DocumentCompany> {
  return (await companyAndAccount(accountId, memberId, withLogo)).company;
}

/** What every mail sent in the company's name shows of it: its name, contact details and colour. */
export function companyMailData(company: DocumentCompany) {
  return {
    companyName: company.name,
    contactEmail: company.email,
    contactPhone: company.phone,
    brandColour: company.brandColour,
  };
}

/**
 * The company block of a homeowner's page (portal, contract and document signing): the company
 * without logo bytes, the logo as a short-lived link.
 */
export async function homeownerCompanyOf(
  accountId: string,
  memberId: string,
  now: Date,
): Promise<PortalCompany> {
  const { company, account } = await companyAndAccount(accountId, memberId, false);
  const { logo: _logo, ...rest } = company;
  return { company: rest, logoUrl: account.logoKey ? await logoUrl(account.logoKey, now) : null };
}

/** {@link companyFor} with the account record it read (each record is read once). */
async function companyAndAccount(
  accountId: string,
  memberId: string,
  withLogo: boolean,
): Promise<{ company: DocumentCompany; account: AccountRecord }> {
  const [account, member, settings] = await Promise.all([
    getAccount(accountId),
    getUser(memberId),
    getAccountSettings(accountId),
  ]);
  if (!account) throw new Error(`account ${accountId} is missing`);
  let logo: DocumentCompany['logo'] = null;
  if (withLogo && account.logoKey) {
    try {
      const bytes = await getLogoBytes(accountId, account.logoKey);
      const type = detectLogoType(bytes);
      logo = type ? { bytes, type } : null;
    } catch (error) {
      // A missing logo must not stop a proposal or contract: render without it and say so in the log.
      log('error', 'logo could not be read for a document', { accountId, ...errorFields(error) });
    }
  }
  const contact = member && member.accountId === accountId ? member : undefined;
  const company: DocumentCompany = {
    name: account.name,
    // The company's own details (Settings) win over the member's (docs/product.md#documents).
    phone: settings.company.phone ?? contact?.phone ?? null,
    email: settings.company.email ?? contact?.email ?? null,
    address: settings.company.address,
    licenseNumber: settings.company.license_number,
    brandColour: settings.company.brand_colour,
    logo,
    tier: account.tier,
    starterBranding: entitlementsOf(account).starterBranding,
  };
  return { company, account };
}

import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { OFFER_LIMITS, priceOffer } from '@shared/estimates/offer.js';
import { SERVICE_COUNTRY } from '@shared/kernel/constants.js';
import { BUDGET_EXHAUSTED_LOG } from '@shared/kernel/daily-budgets.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';
import {
  consentTextFor,
  matchConfidence,
  originAllowed,
  priceRange,
  WIDGET_SESSION_SECONDS,
} from '@shared/widget/widget.js';
import type {
  WidgetContactRequest,
  WidgetPrices,
  WidgetQuote,
  WidgetSession,
} from '@shared/widget/schemas/widget.js';
import {
  entitlementsOf,
  getAccount,
  type AccountRecord,
  getAccountSettings,
  homeownerCompanyOf,
  logoUrl,
} from '../../accounts/index.js';
import {
  createWebsiteEstimate,
  measureAddress,
  offerSources,
  ProviderError,
  type MeasuredAddress,
} from '../../estimates/index.js';
import { publishEvent } from '../../integrations/index.js';
import { config } from '../../platform/config.js';
import { spendDailyBudget } from '../../platform/data/daily-budget.js';
import { hit, type RateLimit } from '../../platform/data/rate-limit.js';
import { getUser } from '../../platform/data/users.js';
import {
  ForbiddenError,
  GoneError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
} from '../../platform/errors.js';
import { errorFields, log } from '../../platform/log.js';
import { enqueueEmail } from '../../platform/queue.js';
import {
  accountOfWidgetKey,
  countFunnel,
  getWidgetLead,
  getWidgetSession,
  getWidgetSettings,
  putWidgetLead,
  putWidgetSession,
  ttlIn,
  type WidgetLeadRecord,
  type WidgetSessionRecord,
  type WidgetSettingsRecord,
} from '../data/widget.js';

// The widget's public side (docs/product.md#widget): a visit starts on a listed website, an address is
// measured (a partial lead), a confident match is priced with the contractor's options, and contact
// details with consent turn the lead into a measured estimate.

/** The answer to an unknown, rotated or switched-off key (the iframe says the tool is not available). */
export const NOT_AVAILABLE =
  'This quote tool is not available. If this is your website, check the widget key under Settings → Website quote in Ridgeline.';

/** The answer to a website that is not on the account's list, naming it and where the owner adds it. */
export function notListedMessage(origin: string): string {
  return `This quote tool is not set up for ${origin}. If this is your website, add ${origin} under Settings → Website quote → Allowed websites in Ridgeline.`;
}

/**
 * The answer while the account's plan stops paid actions (read-only, past-due lock, too many members):
 * the homeowner learns nothing of the contractor's billing, only whom to contact.
 */
export function pausedMessage(companyName: string): string {
  return `Online roof quotes from ${companyName} are not available right now. Please contact ${companyName} directly for your quote.`;
}

const EXPIRED = 'Your quote session has expired. Reload the page to start again.';
const OTHER_WEBSITE = 'This quote session was started on another website.';
const NO_ROOF =
  'We could not find a roof at this address. Leave your details and we will measure it for you and send your quote.';
/** The answer to an address the geocoder placed abroad: the country we serve, and the contact form. */
export const OUTSIDE_COUNTRY = `This address is outside ${SERVICE_COUNTRY.name}. We give online roof quotes only for homes in ${SERVICE_COUNTRY.name}. If your home is there, check the address; otherwise leave your details and we will get back to you.`;
const LOW_CONFIDENCE =
  'We could not match this address to a roof with enough certainty to price it online. Leave your details and we will confirm the measurement and send your quote.';

/** Visits one client network may start: a page view each. */
export const WIDGET_SESSION_LIMIT: RateLimit = {
  scope: 'widget-session',
  limit: 60,
  windowSeconds: 600,
  message: 'Too many requests from your network. Please wait a few minutes and try again.',
};

/** Addresses one client network may have measured (an IPv6 client counted by its /64). */
export const WIDGET_CLIENT_LIMIT: RateLimit = {
  scope: 'widget-client',
  limit: 20,
  windowSeconds: 600,
  message: 'Too many quotes from your network. Please wait a few minutes and try again.',
};

/** Addresses one widget key may have measured an hour, whoever asks. */
export const WIDGET_KEY_LIMIT: RateLimit = {
  scope: 'widget-key',
  limit: 300,
  windowSeconds: 3600,
  message: 'This quote tool is busy. Please try again in a little while.',
};

/** Contact forms one client network may send. */
export const WIDGET_CONTACT_LIMIT: RateLimit = {
  scope: 'widget-contact',
  limit: 10,
  windowSeconds: 3600,
  message: 'Too many requests from your network. Please wait and try again.',
};

/**
 * Measurements one account's widget may cost a UTC day. On top, every measurement spends the
 * platform-wide budget of the public quick estimate (docs/decisions.md, "Daily budgets").
 */
export const WIDGET_ACCOUNT_BUDGET: RateLimit = {
  scope: 'budget-widget',
  limit: 500,
  windowSeconds: DAY_SECONDS,
  message: 'This quote tool has reached its limit for today. Please try again after midnight UTC.',
  onFirstRefusal: () => log('warn', BUDGET_EXHAUSTED_LOG, { budget: 'widget' }),
};

/** Our own app's origin: Settings → Website quote previews the widget there (docs/product.md#widget). */
export function appOrigin(): string {
  return new URL(config.APP_URL).origin;
}

/** Whether a visit may start on `origin`: one of the account's websites, or the app's own preview. */
export function mayEmbed(settings: WidgetSettingsRecord, origin: string | null | undefined): boolean {
  return originAllowed(settings.origins, origin) || origin === appOrigin();
}

/** The account's enabled widget behind a key; 404 for an unknown, rotated or switched-off key. */
async function widgetOf(key: string): Promise<WidgetSettingsRecord> {
  const accountId = await accountOfWidgetKey(key);
  const settings = accountId ? await getWidgetSettings(accountId) : undefined;
  if (!settings || settings.key !== key || !settings.enabled) throw new NotFoundError(NOT_AVAILABLE);
  return settings;
}

/** The widget behind a key, if it is available (the iframe page decides what to show with it). */
export async function availableWidget(key: string): Promise<WidgetSettingsRecord | undefined> {
  try {
    return await widgetOf(key);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/**
 * Refuses (403, friendly) a visit or a call of a visit while the account's plan stops paid actions,
 * before anything is measured or counted (docs/product.md#plan-enforcement). Returns the account.
 */
async function assertTakingQuotes(accountId: string, now: Date): Promise<AccountRecord> {
  const account = await getAccount(accountId);
  if (!account || !entitlementsOf(account, now).canUsePaidActions) {
    log('info', 'widget refused: plan stops paid actions', { accountId });
    throw new ForbiddenError(pausedMessage(account?.name ?? 'this contractor'));
  }
  return account;
}

/** A visit of this key, started on `origin`: the key current, the website still listed. */
async function visitOf(
  key: string,
  sessionId: string,
  origin: string,
  now: Date,
): Promise<{ settings: WidgetSettingsRecord; session: WidgetSessionRecord }> {
  const settings = await widgetOf(key);
  const session = await getWidgetSession(sessionId);
  if (!session) throw new GoneError(EXPIRED);
  // A session of another account, or of a rotated key, is not this widget's.
  if (session.accountId !== settings.accountId || session.key !== key) throw new NotFoundError(NOT_AVAILABLE);
  if (session.origin !== origin) throw new ForbiddenError(OTHER_WEBSITE);
  if (!mayEmbed(settings, session.origin)) throw new ForbiddenError(notListedMessage(session.origin));
  await assertTakingQuotes(settings.accountId, now);
  return { settings, session };
}

/** Counts a funnel step; a lost count never fails the homeowner's request. */
async function count(accountId: string, step: Parameters<typeof countFunnel>[1], now: Date): Promise<void> {
  try {
    await countFunnel(accountId, step, now);
  } catch (error) {
    log('error', 'widget funnel not counted', { accountId, step, ...errorFields(error) });
  }
}

/**
 * POST /api/widget/{key}/sessions (and the iframe page): starts a visit on `origin`, which must be one
 * of the account's websites (403 naming it and where to add it otherwise). Counts a view.
 */
export async function startVisit(
  key: string,
  origin: string,
  client: string,
  now = new Date(),
): Promise<WidgetSession> {
  await hit(WIDGET_SESSION_LIMIT, client, now);
  const settings = await widgetOf(key);
  if (!mayEmbed(settings, origin)) throw new ForbiddenError(notListedMessage(origin));
  const account = await assertTakingQuotes(settings.accountId, now);
  // The widget's own logo when it has one, else the company's (docs/product.md#widget).
  const [accountSettings, logo] = await Promise.all([
    getAccountSettings(settings.accountId),
    !settings.showLogo
      ? null
      : settings.logoKey
        ? logoUrl(settings.logoKey, now)
        : homeownerCompanyOf(settings.accountId, settings.ownerUserId, now).then(
            (company) => company.logoUrl,
          ),
  ]);
  const companyName = account.name || 'this contractor';
  const session: WidgetSessionRecord = {
    sessionId: randomBytes(18).toString('base64url'),
    accountId: settings.accountId,
    key,
    origin,
    consentText: consentTextFor(settings.consentTemplate, companyName),
    companyName,
    createdAt: now.toISOString(),
    ttl: ttlIn(WIDGET_SESSION_SECONDS, now),
  };
  await putWidgetSession(session);
  // The settings screen's preview is no visitor.
  if (origin !== appOrigin()) await count(settings.accountId, 'views', now);
  return {
    session: session.sessionId,
    origin,
    company_name: companyName,
    logo_url: logo,
    brand_colour: settings.brandColour ?? accountSettings.company.brand_colour,
    headline: settings.headline,
    consent_text: session.consentText,
    price_display: settings.priceDisplay,
  };
}

/** The roof as "Is this your home?" draws it. */
function roofView(measured: NonNullable<WidgetLeadRecord['measured']>): NonNullable<WidgetQuote['roof']> {
  return {
    outlines: measured.measurement.facets.map((facet) => facet.outline),
    squares: measured.measurement.adjustedSquares,
    pitch: `${measured.measurement.predominantPitch}/12`,
    latitude: measured.latitude,
    longitude: measured.longitude,
  };
}

function quoteOf(lead: WidgetLeadRecord, message: string | null): WidgetQuote {
  return {
    lead_id: lead.leadId,
    found: lead.found,
    outside_country: lead.outsideCountry === true,
    address: lead.measured?.formattedAddress ?? lead.address,
    message,
    confidence: lead.confidence,
    roof: lead.measured ? roofView(lead.measured) : null,
  };
}

/** The address measured, or why nothing was: no roof or not found, or an address abroad. */
async function measure(address: string): Promise<MeasuredAddress | 'not_found' | 'outside_country'> {
  try {
    return await measureAddress(address);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.failure === 'no_building' || error.failure === 'invalid') return 'not_found';
    if (error.failure === 'outside_country') return 'outside_country';
    if (error.failure === 'capped') throw new TooManyRequestsError(error.message, { cause: error });
    throw new ServiceUnavailableError(error.message, { cause: error });
  }
}

/**
 * POST /api/widget/{key}/quotes: measures the address (counted per client network, per key, against
 * the account's daily budget and the platform's) and keeps it as a partial lead. No price yet.
 * A filled honeypot gets an ordinary "not found" answer and costs nothing.
 */
export async function enterAddress(
  key: string,
  input: { session: string; origin: string; address: string; website?: string },
  client: string,
  now = new Date(),
): Promise<WidgetQuote> {
  const { settings, session } = await visitOf(key, input.session, input.origin, now);
  await hit(WIDGET_CLIENT_LIMIT, client, now);
  if (input.website)
    return {
      lead_id: ulid(),
      found: false,
      outside_country: false,
      address: input.address,
      message: NO_ROOF,
      confidence: null,
      roof: null,
    };
  await hit(WIDGET_KEY_LIMIT, key, now);
  await hit(WIDGET_ACCOUNT_BUDGET, settings.accountId, now);
  await spendDailyBudget('quick-estimate', now);
  const outcome = await measure(input.address);
  const measured = typeof outcome === 'string' ? null : outcome;
  const lead: WidgetLeadRecord = {
    accountId: settings.accountId,
    leadId: ulid(now.getTime()),
    sessionId: session.sessionId,
    origin: session.origin,
    address: input.address,
    enteredAt: now.toISOString(),
    found: measured !== null,
    ...(outcome === 'outside_country' ? { outsideCountry: true } : {}),
    confidence: measured ? matchConfidence(measured.measurement.quality.warnings) : null,
    measured: measured && {
      ...measured.location,
      simulated: measured.simulated,
      measurement: measured.measurement,
    },
    pricesShownAt: null,
    contact: null,
    estimateId: null,
  };
  await putWidgetLead(lead);
  await count(settings.accountId, 'addresses', now);
  await publishEvent(
    settings.accountId,
    'lead.address_entered',
    {
      lead_id: lead.leadId,
      address: lead.measured?.formattedAddress ?? lead.address,
      entered_at: lead.enteredAt,
    },
    { key: `lead.address_entered#${lead.leadId}`, now },
  );
  return quoteOf(lead, measured ? null : outcome === 'outside_country' ? OUTSIDE_COUNTRY : NO_ROOF);
}

/** The lead of this visit (another visit's or account's lead is not found). */
async function leadOf(
  accountId: string,
  leadId: string,
  session: WidgetSessionRecord,
): Promise<WidgetLeadRecord> {
  const lead = await getWidgetLead(accountId, leadId);
  if (!lead || lead.sessionId !== session.sessionId)
    throw new NotFoundError('This quote was not found. Please enter your address again.');
  return lead;
}

/**
 * POST /api/widget/{key}/quotes/{leadId}/confirm: "yes, this is my home". A confident match gets a
 * price per option of the widget (with "as low as" from the account's financing plans); a
 * low-confidence match or no roof gets none, only the message that the contractor will confirm.
 */
export async function confirmHome(
  key: string,
  leadId: string,
  input: { session: string; origin: string },
  now = new Date(),
): Promise<WidgetPrices> {
  const { settings, session } = await visitOf(key, input.session, input.origin, now);
  const lead = await leadOf(settings.accountId, leadId, session);
  const none = (message: string): WidgetPrices => ({
    lead_id: lead.leadId,
    price_display: settings.priceDisplay,
    options: [],
    message,
  });
  if (!lead.measured) return none(lead.outsideCountry ? OUTSIDE_COUNTRY : NO_ROOF);
  if (lead.confidence !== 'high') return none(LOW_CONFIDENCE);
  const { catalogue, rates, plans } = await offerSources(settings.accountId);
  const offer = {
    lineIds: settings.lineIds,
    upgradeIds: [],
    recommendedLineId: null,
    financingPlanIds: plans.map((plan) => plan.id),
  };
  const priced = priceOffer(offer, lead.measured.measurement, catalogue, rates, plans);
  if (!lead.pricesShownAt) {
    await putWidgetLead({ ...lead, pricesShownAt: now.toISOString() });
    await count(settings.accountId, 'prices', now);
  }
  return {
    lead_id: lead.leadId,
    price_display: settings.priceDisplay,
    message: null,
    options: priced.options.map(({ line, price, financing }) => {
      const range = priceRange(price.finalCents);
      return {
        id: line.id,
        name: line.name,
        tier: line.tier,
        warranty: line.warranty,
        final_cents: price.finalCents,
        low_cents: range.lowCents,
        high_cents: range.highCents,
        as_low_as: financing && {
          monthly_payment_cents: financing.paymentCents,
          term_months: financing.plan.term_months,
          apr_percent: financing.plan.apr_percent,
          disclosure: financing.disclosure,
        },
      };
    }),
  };
}

const THANK_YOU = (company: string) =>
  `Thank you! ${company} has your details and will contact you shortly to confirm the measurement and your quote.`;

/** First and last name from one field ("Ana María López" → "Ana María", "López"). */
function splitName(name: string): { first: string | null; last: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length === 1) return { first: null, last: parts[0] };
  return { first: parts.slice(0, -1).join(' '), last: parts.at(-1)! };
}

/**
 * POST /api/widget/{key}/quotes/{leadId}/contact: the homeowner's details with their consent (the
 * exact text this visit showed, their IP address, the time and the page) become a measured estimate
 * with source "website", owned by the widget's owner, who gets a mail (a communication of the
 * estimate); `lead.created` goes to the account's webhooks. Sent twice, it is stored once. A filled
 * honeypot gets the same thank-you and nothing is stored.
 */
export async function submitContact(
  key: string,
  leadId: string,
  input: WidgetContactRequest,
  client: string,
  now = new Date(),
): Promise<{ message: string }> {
  const { settings, session } = await visitOf(key, input.session, input.origin, now);
  await hit(WIDGET_CONTACT_LIMIT, client, now);
  const thanks = { message: THANK_YOU(session.companyName) };
  if (input.website) return thanks;
  const lead = await leadOf(settings.accountId, leadId, session);
  if (lead.contact && lead.estimateId) return thanks;

  const at = now.toISOString();
  const optionId = input.option_id && settings.lineIds.includes(input.option_id) ? input.option_id : null;
  const contacted: WidgetLeadRecord = {
    ...lead,
    contact: {
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone,
      preferredContact: input.preferred_contact,
      optionId,
      consent: { text: session.consentText, ip: client, at, pageUrl: input.page_url },
      at,
    },
    estimateId: ulid(now.getTime()),
  };
  await putWidgetLead(contacted);
  const name = splitName(input.name);
  const measured: MeasuredAddress | null =
    lead.measured && lead.confidence === 'high'
      ? {
          location: {
            formattedAddress: lead.measured.formattedAddress,
            latitude: lead.measured.latitude,
            longitude: lead.measured.longitude,
            placeId: lead.measured.placeId,
            locationType: lead.measured.locationType,
          },
          measurement: lead.measured.measurement,
          simulated: lead.measured.simulated,
        }
      : null;
  const estimateId = await createWebsiteEstimate(
    {
      accountId: settings.accountId,
      ownerUserId: settings.ownerUserId,
      customer: {
        address: lead.measured?.formattedAddress ?? lead.address,
        customerFirstName: name.first,
        customerLastName: name.last,
        customerEmail: input.email.toLowerCase(),
        customerPhone: input.phone,
        scheduledInstallDate: null,
      },
      measured,
      ...(lead.measured && !measured
        ? {
            unmeasuredReason:
              'The website quote could not match this address to a roof with certainty, so it was not priced. Check the building and retry the measurement.',
          }
        : {}),
      ...(lead.outsideCountry
        ? {
            unmeasuredReason: `The address is outside ${SERVICE_COUNTRY.name}, so the website quote did not measure or price it.`,
          }
        : {}),
      offer: {
        lineIds: settings.lineIds.slice(0, OFFER_LIMITS.lines.max),
        upgradeIds: [],
        recommendedLineId: optionId,
        financingPlanIds: [],
      },
      createdBy: `Website quote on ${session.origin}`,
    },
    contacted.estimateId!,
  );
  await count(settings.accountId, 'contacts', now);
  await mailOwner(settings, contacted, estimateId);
  await publishEvent(
    settings.accountId,
    'lead.created',
    {
      lead_id: lead.leadId,
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone,
      address: lead.measured?.formattedAddress ?? lead.address,
      created_at: at,
    },
    { key: `lead.created#${lead.leadId}`, now },
  );
  return thanks;
}

/** The mail to the widget's owner (recorded as a communication of the estimate); never to anyone the widget named. */
async function mailOwner(
  settings: WidgetSettingsRecord,
  lead: WidgetLeadRecord,
  estimateId: string,
): Promise<void> {
  const contact = lead.contact!;
  try {
    const [owner, account] = await Promise.all([
      getUser(settings.ownerUserId),
      getAccount(settings.accountId),
    ]);
    if (!owner || owner.accountId !== settings.accountId || !owner.isActive) return;
    const accountSettings = await getAccountSettings(settings.accountId);
    await enqueueEmail({
      key: `widget-lead#${lead.leadId}`,
      to: [owner.email],
      template: 'team-notice',
      data: {
        firstName: owner.firstName,
        companyName: account?.name,
        brandColour: accountSettings.company.brand_colour,
        subject: `New website quote: ${lead.measured?.formattedAddress ?? lead.address}`,
        lines: [
          `${contact.name} asked for a quote on your website (${lead.origin}).`,
          `Phone ${contact.phone}, email ${contact.email}; prefers ${contact.preferredContact === 'text' ? 'a text message' : `a ${contact.preferredContact === 'phone' ? 'call' : 'mail'}`}.`,
          lead.confidence === 'high'
            ? 'The roof is measured and priced on the estimate.'
            : 'The roof could not be matched with certainty: check the address and measure it.',
        ],
        url: `${config.APP_URL}/dashboard/estimates/${estimateId}`,
        buttonLabel: 'Open the estimate',
      },
      context: { accountId: settings.accountId, type: 'notification', estimateId },
    });
  } catch (error) {
    log('error', 'widget lead mail not queued', { leadId: lead.leadId, ...errorFields(error) });
  }
}

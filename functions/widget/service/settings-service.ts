import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import {
  FUNNEL_LABELS,
  FUNNEL_STEPS,
  DEFAULT_CONSENT_TEXT,
  DEFAULT_HEADLINE,
  WIDGET_KEY_PREFIX,
} from '@shared/widget/widget.js';
import type {
  SaveWidgetSettingsRequest,
  WidgetFunnel,
  WidgetSettings,
} from '@shared/widget/schemas/widget.js';
import { getAccount, getAccountSettings, logoUrl } from '../../accounts/index.js';
import { getEstimate, offerSources } from '../../estimates/index.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { ConflictError, ValidationError } from '../../platform/errors.js';
import {
  getFunnelCounts,
  getWidgetSettings,
  leadsSince,
  putWidgetSettings,
  type WidgetSettingsRecord,
} from '../data/widget.js';

// Settings → Website quote (docs/product.md#widget): the account's widget, its public key and funnel.

/** A new public widget key: `wk_` and 128 random bits in hex. */
export function newWidgetKey(): string {
  return `${WIDGET_KEY_PREFIX}${randomBytes(16).toString('hex')}`;
}

/** The settings as the screen shows them; the defaults (off, no key) before the first save. */
async function view(accountId: string, record: WidgetSettingsRecord | undefined): Promise<WidgetSettings> {
  const [account, settings, sources, logo] = await Promise.all([
    getAccount(accountId),
    getAccountSettings(accountId),
    record ? undefined : offerSources(accountId),
    record?.logoKey ? logoUrl(record.logoKey) : null,
  ]);
  const company = {
    company_name: account?.name ?? '',
    company_brand_colour: settings.company.brand_colour,
  };
  if (!record)
    return {
      enabled: false,
      origins: [],
      line_ids: (sources?.catalogue.lines ?? []).slice(0, 3).map((line) => line.id),
      price_display: 'range',
      headline: DEFAULT_HEADLINE,
      brand_colour: null,
      show_logo: true,
      logo_url: null,
      consent_text: DEFAULT_CONSENT_TEXT,
      key: null,
      key_created_at: null,
      updated_at: null,
      ...company,
    };
  return {
    enabled: record.enabled,
    origins: record.origins,
    line_ids: record.lineIds,
    price_display: record.priceDisplay,
    headline: record.headline,
    brand_colour: record.brandColour,
    show_logo: record.showLogo,
    logo_url: logo,
    consent_text: record.consentTemplate,
    key: record.key,
    key_created_at: record.keyCreatedAt,
    updated_at: record.updatedAt,
    ...company,
  };
}

/** GET /api/widget-settings. */
export async function getWidgetSettingsFor(caller: Caller): Promise<WidgetSettings> {
  return view(caller.accountId, await getWidgetSettings(caller.accountId));
}

/**
 * PUT /api/widget-settings: saves the widget; the first save makes its public key. Every option must be
 * a line of the account's catalogue (400 naming it); the saving admin owns the leads from then on.
 */
export async function saveWidgetSettingsFor(
  caller: Caller,
  request: SaveWidgetSettingsRequest,
): Promise<WidgetSettings> {
  const { catalogue } = await offerSources(caller.accountId);
  const unknown = request.line_ids.findIndex((id) => !catalogue.lines.some((line) => line.id === id));
  if (unknown >= 0) throw new ValidationError(`line_ids[${unknown}]: no such line in your catalogue`);
  const previous = await getWidgetSettings(caller.accountId);
  const now = new Date().toISOString();
  const record: WidgetSettingsRecord = {
    accountId: caller.accountId,
    enabled: request.enabled,
    origins: [...new Set(request.origins)],
    lineIds: [...new Set(request.line_ids)],
    priceDisplay: request.price_display,
    headline: request.headline,
    brandColour: request.brand_colour,
    showLogo: request.show_logo,
    logoKey: previous?.logoKey ?? null,
    consentTemplate: request.consent_text,
    key: previous?.key ?? newWidgetKey(),
    keyCreatedAt: previous?.keyCreatedAt ?? now,
    ownerUserId: caller.userId,
    updatedAt: now,
  };
  await putWidgetSettings(record, previous?.key ?? null);
  return view(caller.accountId, record);
}

/** POST /api/widget-settings/rotate-key: a new public key; the old one stops working at once (404). */
export async function rotateWidgetKeyFor(caller: Caller): Promise<WidgetSettings> {
  const previous = await getWidgetSettings(caller.accountId);
  if (!previous) throw new ConflictError('Save the website quote settings first; that makes its key.');
  const now = new Date().toISOString();
  const record = { ...previous, key: newWidgetKey(), keyCreatedAt: now, updatedAt: now };
  await putWidgetSettings(record, previous.key);
  return view(caller.accountId, record);
}

/** The first ULID of a month (`YYYY-MM`), so a key range reads that month's leads onward. */
function firstIdOf(month: string): string {
  return ulid(Date.parse(`${month}-01T00:00:00Z`)).slice(0, 10);
}

/**
 * GET /api/widget-settings/funnel: views → addresses → prices shown → contacts (counted as they happen)
 * → proposals sent → signed (read from the month's leads' estimates).
 */
export async function widgetFunnelFor(caller: Caller, month?: string): Promise<WidgetFunnel> {
  const chosen = month ?? new Date().toISOString().slice(0, 7);
  const next = new Date(Date.parse(`${chosen}-01T00:00:00Z`));
  next.setUTCMonth(next.getUTCMonth() + 1);
  const [counts, leads] = await Promise.all([
    getFunnelCounts(caller.accountId, chosen),
    leadsSince(caller.accountId, firstIdOf(chosen)),
  ]);
  const until = next.toISOString();
  const estimates = await Promise.all(
    leads
      .filter((lead) => lead.estimateId && lead.enteredAt < until)
      .map((lead) => getEstimate(caller.accountId, lead.estimateId!)),
  );
  const derived = {
    proposals_sent: estimates.filter((estimate) => estimate?.proposalSent).length,
    signed: estimates.filter((estimate) => estimate?.contractSigned || estimate?.accepted).length,
  };
  return {
    month: chosen,
    steps: FUNNEL_STEPS.map((step) => ({
      step,
      label: FUNNEL_LABELS[step],
      count: Number((step === 'proposals_sent' || step === 'signed' ? derived[step] : counts[step]) ?? 0),
    })),
  };
}

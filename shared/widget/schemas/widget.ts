import * as z from '../../kernel/zod.js';
import { BRAND_COLOUR_PATTERN } from '../../kernel/brand-colour.js';
import { address } from '../../estimates/schemas/estimates.js';
import {
  COMPANY_PLACEHOLDER,
  CONTACT_PREFERENCES,
  FUNNEL_STEPS,
  MAX_WIDGET_ORIGINS,
  originProblem,
  PRICE_DISPLAYS,
  WIDGET_KEY_PREFIX,
} from '../widget.js';

// Settings → Website quote (/api/widget-settings) and the widget's public routes (/api/widget/{key}/…),
// docs/product.md#widget.

const id = z.string().check(z.minLength(1), z.maxLength(64));
const origin = z.string().check(
  z.trim(),
  z.maxLength(200, 'A website address must be at most 200 characters'),
  z.refine((value) => originProblem(value) === undefined, {
    // Name the website that is wrong and how, so a list of several is fixed at once.
    error: (issue) =>
      originProblem(String(issue.input)) ??
      'Enter each website exactly as https://www.example.com (http only for localhost)',
  }),
);

/** The admin's choices for the account's widget. */
export const saveWidgetSettingsRequest = z.strictObject({
  enabled: z.boolean(),
  origins: z
    .array(origin)
    .check(z.maxLength(MAX_WIDGET_ORIGINS, `List at most ${MAX_WIDGET_ORIGINS} websites`)),
  line_ids: z
    .array(id)
    .check(
      z.minLength(1, 'Choose at least one price option'),
      z.maxLength(3, 'Choose at most three price options'),
    ),
  price_display: z.enum(PRICE_DISPLAYS),
  headline: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter a headline'), z.maxLength(120, 'At most 120 characters')),
  brand_colour: z.nullable(z.string().check(z.regex(BRAND_COLOUR_PATTERN, 'Enter a colour like #1f6feb'))),
  show_logo: z.boolean(),
  consent_text: z
    .string()
    .check(
      z.trim(),
      z.minLength(20, 'The consent text must be at least 20 characters'),
      z.maxLength(1000, 'At most 1000 characters'),
      z.includes(COMPANY_PLACEHOLDER, `The consent text must name you: keep ${COMPANY_PLACEHOLDER} in it`),
    ),
});
export type SaveWidgetSettingsRequest = z.output<typeof saveWidgetSettingsRequest>;

// The websites as typed in Settings: one a line (spaces also part them), a trailing slash dropped, checked
// by the request's rules. The list is one field on the form, so its first problem is reported on it.
const typedOrigins = z.pipe(
  z.string(),
  z.transform((text: string, context) => {
    const origins = text
      .split(/\s+/)
      .map((origin) => origin.replace(/\/$/, ''))
      .filter(Boolean);
    const checked = saveWidgetSettingsRequest.shape.origins.safeParse(origins);
    if (checked.success) return checked.data;
    context.issues.push({ code: 'custom', message: checked.error.issues[0]!.message, input: text });
    return z.NEVER;
  }),
);

/** The Settings → Website quote form: the websites as typed, and "use my company colour" as a box of its own. */
export const widgetSettingsForm = z.pipe(
  z.object({
    ...saveWidgetSettingsRequest.shape,
    origins: typedOrigins,
    use_company_colour: z.boolean(),
  }),
  z.transform(({ use_company_colour, ...request }): SaveWidgetSettingsRequest => ({
    ...request,
    brand_colour: use_company_colour ? null : request.brand_colour,
  })),
);
export type WidgetSettingsForm = z.input<typeof widgetSettingsForm>;

/** The account's widget as Settings → Website quote shows it. `key` is null until first saved. */
export const widgetSettings = z.object({
  enabled: z.boolean(),
  origins: z.array(z.string()),
  line_ids: z.array(z.string()),
  price_display: z.enum(PRICE_DISPLAYS),
  headline: z.string(),
  brand_colour: z.nullable(z.string()),
  show_logo: z.boolean(),
  /** The widget's own logo (a short-lived link), shown instead of the company logo; null when none. */
  logo_url: z.nullable(z.string()),
  consent_text: z.string(),
  key: z.nullable(z.string()),
  key_created_at: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
  /** Settings' company colour, used when `brand_colour` is null. */
  company_brand_colour: z.nullable(z.string()),
  company_name: z.string(),
});
export type WidgetSettings = z.infer<typeof widgetSettings>;

/** GET /api/widget-settings/funnel?month=YYYY-MM (this month when not given). */
export const funnelQuery = z.object({
  month: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}$/, 'Month must be YYYY-MM'))),
});

/** The widget's funnel for one month: each step's count, in order. */
export const widgetFunnel = z.object({
  month: z.string(),
  steps: z.array(
    z.object({ step: z.enum(FUNNEL_STEPS), label: z.string(), count: z.number().check(z.int()) }),
  ),
});
export type WidgetFunnel = z.infer<typeof widgetFunnel>;

/** Path of the public routes: the widget key. */
export const widgetKeyPath = z.object({
  key: z.string().check(z.startsWith(WIDGET_KEY_PREFIX), z.maxLength(64)),
});

/** Path of one lead's public routes. */
export const widgetLeadPath = z.object({
  key: z.string().check(z.startsWith(WIDGET_KEY_PREFIX), z.maxLength(64)),
  leadId: id,
});

/** GET /api/widget/{key}/frame: the host page's origin (the loader passes it) and a prefilled address and name. */
export const frameQuery = z.object({
  origin: z.optional(z.string().check(z.maxLength(200))),
  address: z.optional(z.string().check(z.maxLength(200))),
  name: z.optional(z.string().check(z.maxLength(120))),
  /** The host page's address, kept with the consent. */
  page: z.optional(z.string().check(z.maxLength(2000))),
});

/** What every call of a widget session carries: the session and the website it was started on. */
const sessionFields = {
  session: id,
  origin: z.string().check(z.minLength(1), z.maxLength(200)),
};

/** POST /api/widget/{key}/sessions: start a homeowner's visit on a website. */
export const widgetSessionRequest = z.strictObject({ origin: sessionFields.origin });

/** A started visit and what the iframe shows. */
export const widgetSession = z.object({
  session: z.string(),
  origin: z.string(),
  company_name: z.string(),
  logo_url: z.nullable(z.string()),
  brand_colour: z.nullable(z.string()),
  headline: z.string(),
  /** Exactly the text shown next to the consent box; stored with the lead. */
  consent_text: z.string(),
  price_display: z.enum(PRICE_DISPLAYS),
});
export type WidgetSession = z.infer<typeof widgetSession>;

/** POST /api/widget/{key}/quotes: the address typed. `website` is the honeypot (left empty by people). */
export const widgetQuoteRequest = z.strictObject({
  ...sessionFields,
  address,
  website: z.optional(z.string().check(z.maxLength(200))),
});

/** The roof found for an address, as "Is this your home?" draws it. Plan coordinates in metres. */
export const widgetRoof = z.object({
  outlines: z.array(z.array(z.tuple([z.number(), z.number()]))),
  squares: z.number(),
  pitch: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** The address measured: the roof and how sure the match is (no price yet), or not found with why. */
export const widgetQuote = z.object({
  lead_id: z.string(),
  found: z.boolean(),
  /** Not found because the address is outside the country we serve (the message names it). */
  outside_country: z.boolean(),
  address: z.string(),
  /** Why nothing was measured (no roof, not found, outside the country), for the contact-only form. */
  message: z.nullable(z.string()),
  confidence: z.nullable(z.enum(['high', 'low'])),
  roof: z.nullable(widgetRoof),
});
export type WidgetQuote = z.infer<typeof widgetQuote>;

/** POST /api/widget/{key}/quotes/{leadId}/confirm: "yes, this is my home". */
export const widgetConfirmRequest = z.strictObject(sessionFields);

/** One price option as the homeowner sees it. */
export const widgetPriceOption = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.string(),
  warranty: z.string(),
  final_cents: z.number().check(z.int()),
  low_cents: z.number().check(z.int()),
  high_cents: z.number().check(z.int()),
  as_low_as: z.nullable(
    z.object({
      monthly_payment_cents: z.number().check(z.int()),
      term_months: z.number().check(z.int()),
      apr_percent: z.number(),
      disclosure: z.string(),
    }),
  ),
});
export type WidgetPriceOption = z.infer<typeof widgetPriceOption>;

/** The prices of a confirmed home; none on a low-confidence match (with the message why). */
export const widgetPrices = z.object({
  lead_id: z.string(),
  price_display: z.enum(PRICE_DISPLAYS),
  options: z.array(widgetPriceOption),
  message: z.nullable(z.string()),
});
export type WidgetPrices = z.infer<typeof widgetPrices>;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Enter your ${label}` })
    .check(z.trim(), z.minLength(1, `Enter your ${label}`), z.maxLength(max, `At most ${max} characters`));

/** POST /api/widget/{key}/quotes/{leadId}/contact: the homeowner's details and consent. */
export const widgetContactRequest = z.strictObject({
  ...sessionFields,
  name: requiredText('name', 120),
  email: z.string().check(
    z.trim(),
    z.maxLength(254, 'Email is too long'),
    z.refine((value) => z.email().safeParse(value).success, 'Enter a valid email address'),
  ),
  phone: z.string().check(z.trim(), z.regex(/^[0-9+().\-\s]{7,30}$/, 'Enter a valid phone number')),
  preferred_contact: z.enum(CONTACT_PREFERENCES),
  consent: z.literal(true, 'Tick the box to agree to be contacted'),
  /** The option the homeowner looked at last, if any. */
  option_id: z.nullable(id),
  page_url: z.string().check(z.maxLength(2000)),
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type WidgetContactRequest = z.output<typeof widgetContactRequest>;

/** What the thank-you says. */
export const widgetContactAnswer = z.object({ message: z.string() });

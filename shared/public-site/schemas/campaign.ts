import * as z from '../../kernel/zod.js';

/**
 * The presale and beta campaign: one operator-editable setting read by every countdown and campaign
 * text (dates are a setting, never hard-coded).
 */
export const campaign = z.object({
  presale_ends_at: z.string(),
  beta_ends_at: z.string(),
  launch_at: z.string(),
  beta_seats_total: z.number(),
  beta_seats_remaining: z.number(),
  updated_at: z.string(),
  version: z.number(),
});
export type Campaign = z.infer<typeof campaign>;

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time such as 2026-11-15T23:59:00Z` });

const seats = (message: string) => z.number().check(z.int(), z.gte(0, message), z.lte(10_000));

const campaignFields = {
  presale_ends_at: instant('Presale end'),
  beta_ends_at: instant('Beta end'),
  launch_at: instant('Launch'),
  beta_seats_total: seats('Beta seats must be 0 or more'),
  beta_seats_remaining: seats('Remaining seats must be 0 or more'),
};

type CampaignValues = z.output<z.ZodMiniObject<typeof campaignFields>>;

// The rules across fields, shared by the request and the operator's form.
const campaignRules = [
  z.refine<CampaignValues>((body) => body.beta_seats_remaining <= body.beta_seats_total, {
    path: ['beta_seats_remaining'],
    message: 'Remaining seats cannot exceed the total',
  }),
  z.refine<CampaignValues>((body) => Date.parse(body.beta_ends_at) >= Date.parse(body.presale_ends_at), {
    path: ['beta_ends_at'],
    message: 'The beta cannot end before the presale',
  }),
];

/** PUT /api/campaign (operators): the whole setting plus the version it was read at. */
export const updateCampaignRequest = z
  .strictObject({ ...campaignFields, version: z.number().check(z.int(), z.gte(0)) })
  .check(...campaignRules);
export type UpdateCampaignRequest = z.infer<typeof updateCampaignRequest>;

// datetime-local speaks the browser's local time without a zone; the API stores instants.
const localInstant = (label: string) =>
  z.pipe(
    z.string().check(z.refine((text) => !Number.isNaN(Date.parse(text)), `${label} is required`)),
    z.pipe(
      z.transform((text: string) => new Date(text).toISOString()),
      instant(label),
    ),
  );

// A number input gives text; a blank one is no number at all.
const typedSeats = (message: string) =>
  z.pipe(
    z.transform((text: unknown) => (String(text).trim() === '' ? Number.NaN : Number(text))),
    seats(message),
  );

/** The operators' Campaign Setting form: local dates and times and seat counts as typed, checked like the request. */
export const campaignForm = z
  .object({
    presale_ends_at: localInstant('Presale end'),
    beta_ends_at: localInstant('Beta end'),
    launch_at: localInstant('Launch'),
    beta_seats_total: typedSeats('Beta seats must be 0 or more'),
    beta_seats_remaining: typedSeats('Remaining seats must be 0 or more'),
  })
  .check(...campaignRules);

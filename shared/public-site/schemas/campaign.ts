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

/** PUT /api/campaign (operators): the whole setting plus the version it was read at. */
export const updateCampaignRequest = z
  .strictObject({
    presale_ends_at: instant('Presale end'),
    beta_ends_at: instant('Beta end'),
    launch_at: instant('Launch'),
    beta_seats_total: z.number().check(z.int(), z.gte(0, 'Beta seats must be 0 or more'), z.lte(10_000)),
    beta_seats_remaining: z
      .number()
      .check(z.int(), z.gte(0, 'Remaining seats must be 0 or more'), z.lte(10_000)),
    version: z.number().check(z.int(), z.gte(0)),
  })
  .check(
    z.refine((body) => body.beta_seats_remaining <= body.beta_seats_total, {
      path: ['beta_seats_remaining'],
      message: 'Remaining seats cannot exceed the total',
    }),
    z.refine((body) => Date.parse(body.beta_ends_at) >= Date.parse(body.presale_ends_at), {
      path: ['beta_ends_at'],
      message: 'The beta cannot end before the presale',
    }),
  );
export type UpdateCampaignRequest = z.infer<typeof updateCampaignRequest>;

import * as z from '../../kernel/zod.js';
import { COMPLEXITIES } from '../../estimates/measurement/types.js';
import { MAX_REPORT_MONTHS, monthsBetween, PIPELINE_STAGES } from '../reports.js';

const month = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Months must be YYYY-MM'));

/** GET /api/reports?from=YYYY-MM&to=YYYY-MM (inclusive; both default to this month). */
export const reportQuery = z.object({ from: z.optional(month), to: z.optional(month) }).check(
  z.refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  }),
  z.refine(
    (query) => !query.from || !query.to || monthsBetween(query.from, query.to).length <= MAX_REPORT_MONTHS,
    { message: `A report covers at most ${MAX_REPORT_MONTHS} months`, path: ['from'] },
  ),
);
export type ReportQuery = z.input<typeof reportQuery>;

/** The figures of GET /api/reports (dollars rounded to cents; rates 0–1; days to one decimal). */
export const reportResponse = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(z.string()),
  close_rate: z.object({
    sent: z.number().check(z.int()),
    accepted: z.number().check(z.int()),
    rate: z.nullable(z.number()),
  }),
  revenue: z.object({
    total: z.number(),
    signed: z.number().check(z.int()),
    trend: z.array(z.object({ month: z.string(), amount: z.number() })),
  }),
  pipeline: z.array(
    z.object({ stage: z.enum(PIPELINE_STAGES), count: z.number().check(z.int()), value: z.number() }),
  ),
  median_days: z.object({ address_to_sent: z.nullable(z.number()), sent_to_signed: z.nullable(z.number()) }),
  measurements: z.object({ used: z.number().check(z.int()), quota: z.nullable(z.number().check(z.int())) }),
  complexity: z.array(
    z.object({
      complexity: z.enum(COMPLEXITIES),
      accepted: z.number().check(z.int()),
      declined: z.number().check(z.int()),
    }),
  ),
  // Proposals with options (docs/decisions.md, "Reports count the choice"); optional so older answers still parse.
  option_mix: z.optional(z.array(z.object({ tier: z.string(), accepted: z.number().check(z.int()) }))),
  average_ticket_cents: z.optional(z.nullable(z.number().check(z.int()))),
  upgrade_attach_rate: z.optional(
    z.object({
      with_offer: z.number().check(z.int()),
      with_upgrade: z.number().check(z.int()),
      rate: z.nullable(z.number()),
    }),
  ),
  financing_share: z.optional(
    z.object({
      with_offer: z.number().check(z.int()),
      financed: z.number().check(z.int()),
      rate: z.nullable(z.number()),
    }),
  ),
  // Homeowner payments (docs/product.md#payments); optional so older answers still parse.
  collected_revenue: z.optional(
    z.object({ total: z.number(), trend: z.array(z.object({ month: z.string(), amount: z.number() })) }),
  ),
  days_to_deposit: z.optional(z.nullable(z.number())),
});
export type ReportResponse = z.infer<typeof reportResponse>;

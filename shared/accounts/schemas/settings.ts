import * as z from '../../kernel/zod.js';
import { PROPOSAL_VALID_DAYS } from '../../documents/proposals.js';
import {
  DEFAULT_PAYMENT_SCHEDULE,
  DEFAULT_WARRANTY_YEARS,
  MAX_WARRANTY_YEARS,
  scheduleProblem,
} from '../../documents/payment-schedule.js';
import { DEFAULT_WORKING_DAYS, WEEKDAYS } from '../../jobs/working-days.js';

/** Notification preferences of the account (which events mail the team). */
export const NOTIFICATION_PREFERENCES = {
  proposal_viewed: 'A homeowner opened a proposal',
  proposal_decided: 'A homeowner accepted or declined a proposal',
  contract_signed: 'A contract or a document sent for signature was signed or declined',
  delivery_problems: 'A mail to a homeowner bounced',
} as const;
export type NotificationPreference = keyof typeof NOTIFICATION_PREFERENCES;

const optionalText = (label: string, max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`))),
    z.transform((value) => (value ? value : null)),
  );

/** The company's own contact details, used on the portal, PDFs and mails instead of the member's. */
export const companySettings = z.strictObject({
  phone: optionalText('Phone', 40).check(
    z.refine((value) => value === null || /^[0-9+().\-\s]{7,40}$/.test(value), {
      message: 'Please enter a valid phone number',
    }),
  ),
  email: z.pipe(
    z.pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(254))),
      z.transform((value) => (value ? value.toLowerCase() : null)),
    ),
    z.nullable(z.email({ error: 'Please enter a valid email address' })),
  ),
  address: optionalText('Address', 300),
  license_number: optionalText('License number', 60),
  brand_colour: z.pipe(
    z.pipe(
      z.nullish(z.string().check(z.trim())),
      z.transform((value) => (value ? value.toLowerCase() : null)),
    ),
    z.nullable(z.string().check(z.regex(/^#[0-9a-f]{6}$/, 'Brand colour must look like #1d4ed8'))),
  ),
});
export type CompanySettings = z.output<typeof companySettings>;
export type CompanySettingsInput = z.input<typeof companySettings>;

const percent = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .check(
      z.int(`${label} must be a whole percentage`),
      z.gte(0, `${label} must be at least 0%`),
      z.lte(100, `${label} must be at most 100%`),
    );

/** The payment schedule in Settings (docs/decisions.md, "One payment schedule, copied at send"): three parts adding up to 100. */
export const paymentScheduleSettings = z
  .strictObject({
    deposit_percent: percent('Deposit'),
    progress_percent: percent('Progress payment'),
    final_percent: percent('Final payment'),
  })
  .check(
    z.refine(
      (value) =>
        scheduleProblem({
          depositPercent: value.deposit_percent,
          progressPercent: value.progress_percent,
          finalPercent: value.final_percent,
        }) === null,
      {
        // Shown under the last part, where the contractor makes the sum come right.
        path: ['final_percent'],
        message: 'The deposit, progress and final payments must add up to 100%',
      },
    ),
  );
export type PaymentScheduleSettings = z.output<typeof paymentScheduleSettings>;

/** One built-in proposal term as the account edited it. */
const standardTerm = z
  .string({ error: 'Each term must be text' })
  .check(
    z.trim(),
    z.minLength(1, 'A term cannot be empty: remove it instead'),
    z.maxLength(1000, 'Each term must be at most 1000 characters'),
  );

/** Defaults for new proposals, and notification preferences. */
export const defaultSettings = z.strictObject({
  proposal_validity_days: z.coerce
    .number({ error: 'Validity must be a number of days' })
    .check(
      z.int('Validity must be a whole number of days'),
      z.gte(1, 'Validity must be at least 1 day'),
      z.lte(PROPOSAL_VALID_DAYS, `Proposal links work for at most ${PROPOSAL_VALID_DAYS} days`),
    ),
  default_terms: optionalText('Default terms', 5000),
  /**
   * The built-in proposal terms as the account kept them (edited, some removed on purpose); null
   * keeps ours as they are. Settings' default terms are printed after these (docs/decisions.md).
   */
  standard_terms: z._default(
    z.nullable(z.array(standardTerm).check(z.maxLength(20, 'At most 20 standard terms'))),
    null,
  ),
  payment_schedule: z._default(paymentScheduleSettings, {
    deposit_percent: DEFAULT_PAYMENT_SCHEDULE.depositPercent,
    progress_percent: DEFAULT_PAYMENT_SCHEDULE.progressPercent,
    final_percent: DEFAULT_PAYMENT_SCHEDULE.finalPercent,
  }),
  /** The workmanship warranty every proposal and contract states, in years. */
  warranty_years: z._default(
    z.coerce
      .number({ error: 'Warranty must be a number of years' })
      .check(
        z.int('Warranty must be a whole number of years'),
        z.gte(1, 'Warranty must be at least 1 year'),
        z.lte(MAX_WARRANTY_YEARS, `Warranty must be at most ${MAX_WARRANTY_YEARS} years`),
      ),
    DEFAULT_WARRANTY_YEARS,
  ),
  /** After accepting, the homeowner goes straight on to sign the contract (docs/decisions.md). */
  sign_after_accept: z._default(z.boolean(), true),
  /** The days the crews work; schedule shifts land on these only (docs/decisions.md). */
  working_days: z._default(
    z.pipe(
      z
        .array(z.enum(WEEKDAYS, { error: 'Working days must be days of the week' }))
        .check(z.minLength(1, 'Choose at least one working day')),
      // Kept in week order, each day once, whatever order the form sent.
      z.transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
    ),
    [...DEFAULT_WORKING_DAYS],
  ),
  notifications: z.strictObject(
    Object.fromEntries(Object.keys(NOTIFICATION_PREFERENCES).map((name) => [name, z.boolean()])) as Record<
      NotificationPreference,
      z.ZodMiniBoolean
    >,
  ),
});
export type DefaultSettings = z.output<typeof defaultSettings>;
export type DefaultSettingsInput = z.input<typeof defaultSettings>;

/** PUT /api/settings body: either part or both (needs team.manage). */
export const saveSettingsRequest = z.strictObject({
  company: z.optional(companySettings),
  defaults: z.optional(defaultSettings),
});
export type SaveSettingsRequest = z.input<typeof saveSettingsRequest>;

/** GET/PUT /api/settings answer. */
export const settingsResponse = z.object({
  company: z.object({
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
    address: z.nullable(z.string()),
    license_number: z.nullable(z.string()),
    brand_colour: z.nullable(z.string()),
  }),
  defaults: z.object({
    proposal_validity_days: z.number().check(z.int()),
    default_terms: z.nullable(z.string()),
    standard_terms: z.nullable(z.array(z.string())),
    payment_schedule: z.object({
      deposit_percent: z.number(),
      progress_percent: z.number(),
      final_percent: z.number(),
    }),
    warranty_years: z.number(),
    sign_after_accept: z.boolean(),
    working_days: z.array(z.enum(WEEKDAYS)),
    notifications: z.record(z.string(), z.boolean()),
  }),
  /** Whether the caller may change the company parts (team.manage). */
  can_manage: z.boolean(),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;

/** The settings an account has before anyone saved any (the spec's 30-day validity). */
export const DEFAULT_SETTINGS: Omit<SettingsResponse, 'can_manage'> = {
  company: { phone: null, email: null, address: null, license_number: null, brand_colour: null },
  defaults: {
    proposal_validity_days: PROPOSAL_VALID_DAYS,
    default_terms: null,
    standard_terms: null,
    payment_schedule: {
      deposit_percent: DEFAULT_PAYMENT_SCHEDULE.depositPercent,
      progress_percent: DEFAULT_PAYMENT_SCHEDULE.progressPercent,
      final_percent: DEFAULT_PAYMENT_SCHEDULE.finalPercent,
    },
    warranty_years: DEFAULT_WARRANTY_YEARS,
    sign_after_accept: true,
    working_days: [...DEFAULT_WORKING_DAYS],
    notifications: {
      proposal_viewed: true,
      proposal_decided: true,
      contract_signed: true,
      delivery_problems: true,
    },
  },
};

/** Export job states. */
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** Path of one export. */
export const exportPath = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** An account export job: its progress and, once done, a short-lived download link. */
export const accountExportResponse = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  progress: z.number().check(z.int(), z.gte(0), z.lte(100)),
  created_at: z.string(),
  download_url: z.nullable(z.string()),
  files: z.array(z.string()),
});
export type AccountExportResponse = z.infer<typeof accountExportResponse>;

/** The account-export queue job. */
export const accountExportJob = z.strictObject({
  accountId: z.string().check(z.minLength(1)),
  exportId: z.string().check(z.minLength(1)),
});
export type AccountExportJob = z.infer<typeof accountExportJob>;

/** POST /api/settings/delete-request body: the caller types DELETE to confirm. */
export const deleteAccountRequest = z.strictObject({
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
  reason: optionalText('Reason', 2000),
});

/** POST /api/settings/delete-request answer: the stored GDPR request. */
export const deleteAccountResponse = z.object({
  reference_id: z.string(),
  message: z.string(),
  respond_by: z.string(),
});

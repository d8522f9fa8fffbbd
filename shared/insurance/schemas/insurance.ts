import * as z from '../../kernel/zod.js';
import { PROJECT_STATUSES } from '../../jobs/projects.js';
import { projectInsurance } from '../../jobs/schemas/projects.js';

// Claim details of insurance projects (docs/product.md#insurance). A project with a carrier is an insurance project.

const MAX_AMOUNT = 10_000_000;
const money = z.optional(
  z.nullable(
    z
      .number({ error: 'Amounts must be numbers' })
      .check(
        z.gte(0, 'Amounts cannot be negative'),
        z.lte(MAX_AMOUNT, `Amounts cannot exceed ${MAX_AMOUNT}`),
      ),
  ),
);
const text = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

/** PUT /api/projects/{id}/insurance: the claim as a whole; an empty carrier clears it. */
export const saveProjectInsuranceRequest = z.strictObject({
  insurance_company: text(200),
  claim_number: text(100),
  policy_number: text(100),
  date_of_loss: z.optional(z.nullable(z.iso.date({ error: 'Dates must be YYYY-MM-DD' }))),
  adjuster_name: text(200),
  adjuster_email: z.optional(
    z.nullable(z.email({ error: 'Please enter a valid email address' }).check(z.maxLength(254))),
  ),
  adjuster_phone: text(40),
  deductible: money,
  rcv: money,
  acv: money,
  recoverable_depreciation: money,
  final_estimate: money,
});
export type SaveProjectInsuranceRequest = z.infer<typeof saveProjectInsuranceRequest>;

/** The claim's amounts, in dollars. */
export const CLAIM_AMOUNT_FIELDS = [
  'deductible',
  'rcv',
  'acv',
  'recoverable_depreciation',
  'final_estimate',
] as const;

type ClaimField = keyof typeof saveProjectInsuranceRequest.shape;

// A blank field clears the value; an amount may be typed with a dollar sign and thousands commas.
function typedClaimField(field: ClaimField) {
  const amount = (CLAIM_AMOUNT_FIELDS as readonly string[]).includes(field);
  return (value: unknown): unknown => {
    const text = String(value ?? '').trim();
    if (!text) return null;
    return amount ? Number(text.replace(/[$,]/g, '')) : text;
  };
}

/** The project's claim form: every field as typed, read into the request's shape and checked by its rules. */
export const projectInsuranceForm = z.object(
  Object.fromEntries(
    Object.entries(saveProjectInsuranceRequest.shape).map(([field, schema]) => [
      field,
      z.pipe(z.transform(typedClaimField(field as ClaimField)), schema),
    ]),
  ) as {
    [K in ClaimField]: z.ZodMiniPipe<
      z.ZodMiniTransform<unknown, unknown>,
      (typeof saveProjectInsuranceRequest.shape)[K]
    >;
  },
);

/** One insurance project as the insurance home lists it. */
export const insuranceProject = z.object({
  id: z.string(),
  name: z.string(),
  customer_name: z.string(),
  address: z.string(),
  status: z.enum(PROJECT_STATUSES),
  insurance: projectInsurance,
});
export type InsuranceProject = z.infer<typeof insuranceProject>;

/** GET /api/insurance/projects: the account's projects with a carrier, newest first. */
export const insuranceProjects = z.object({ projects: z.array(insuranceProject) });
export type InsuranceProjects = z.infer<typeof insuranceProjects>;

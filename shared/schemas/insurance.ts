import * as z from 'zod';
import { PROJECT_STATUSES } from '../domain/projects.js';
import { projectInsurance } from './projects.js';

// Claim details of insurance projects (issue 14). A project with a carrier is an insurance project.

const MAX_AMOUNT = 10_000_000;
const money = z
  .number({ error: 'Amounts must be numbers' })
  .min(0, 'Amounts cannot be negative')
  .max(MAX_AMOUNT, `Amounts cannot exceed ${MAX_AMOUNT}`)
  .nullable()
  .optional();
const text = (max: number) => z.string().trim().max(max).nullable().optional();

/** PUT /api/projects/{id}/insurance: the claim as a whole; an empty carrier clears it. */
export const saveProjectInsuranceRequest = z.strictObject({
  insurance_company: text(200),
  claim_number: text(100),
  policy_number: text(100),
  date_of_loss: z.iso.date({ error: 'Dates must be YYYY-MM-DD' }).nullable().optional(),
  adjuster_name: text(200),
  adjuster_email: z.email({ error: 'Please enter a valid email address' }).max(254).nullable().optional(),
  adjuster_phone: text(40),
  deductible: money,
  rcv: money,
  acv: money,
  recoverable_depreciation: money,
  final_estimate: money,
});
export type SaveProjectInsuranceRequest = z.infer<typeof saveProjectInsuranceRequest>;

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

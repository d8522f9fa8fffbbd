import * as z from '@shared/kernel/zod.js';

const text = z.string().check(z.trim());

/**
 * The dispute form as typed (the API's createDisputeRequest takes a number and nulls, the inputs give
 * text). File Dispute stays disabled until project, type and description are given, as before, so
 * the form needs no messages of its own.
 */
export const newDisputeForm = z.object({
  project_id: z.string(),
  dispute_type: z.string(),
  insurance_company: text,
  disputed_amount: z.string(),
  description: text,
});

/** The checked values of the dispute form. */
export type NewDisputeValues = z.output<typeof newDisputeForm>;

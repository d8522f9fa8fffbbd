import * as z from '@shared/kernel/zod.js';

const text = z.string().check(z.trim());

/**
 * The new-project form. The API's createProjectRequest is a union (from an estimate, or by hand) that
 * a single form of optional fields cannot be checked with, so the form has a schema of its own; the
 * required fields stay the browser's to check, as before.
 */
export const newProjectForm = z.object({
  estimate_id: text,
  name: text,
  customer_name: text,
  customer_email: text,
  customer_phone: text,
  address: text,
});

/** The checked values of the new-project form, every text trimmed. */
export type NewProjectValues = z.output<typeof newProjectForm>;

import * as z from 'zod';

/** A job about one version of one estimate (measure-roof, render-pdf, generate-contract). */
export const estimateJob = z.object({
  accountId: z.string().min(1),
  estimateId: z.string().min(1),
  version: z.number().int().min(1),
});
export type EstimateJob = z.infer<typeof estimateJob>;

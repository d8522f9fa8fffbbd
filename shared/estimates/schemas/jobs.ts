import * as z from '../../kernel/zod.js';

/** A job about one version of one estimate (measure-roof, render-pdf, generate-contract). */
export const estimateJob = z.object({
  accountId: z.string().check(z.minLength(1)),
  estimateId: z.string().check(z.minLength(1)),
  version: z.number().check(z.int(), z.gte(1)),
});
export type EstimateJob = z.infer<typeof estimateJob>;

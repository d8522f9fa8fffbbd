import * as z from '../../kernel/zod.js';
import type { SampleRates } from '../sample-estimate.js';
import { onStep, typedRate } from './rates.js';

/** The sample's editable rates with their labels, in screen order. */
export const SAMPLE_RATE_FIELDS: ReadonlyArray<readonly [keyof SampleRates, string]> = [
  ['shingles', 'Shingles ($/square)'],
  ['underlayment', 'Underlayment ($/square)'],
  ['tearOff', 'Tear-off labor ($/square)'],
  ['install', 'Install labor ($/square)'],
  ['markupPercent', 'Markup (%)'],
  ['taxPercent', 'Tax rate (%)'],
];

// A rate as typed (blank counts as 0, like the real rates): never negative, to the cent.
function sampleRate(label: string) {
  return z.pipe(
    z.transform(typedRate),
    z.number().check(
      z.gte(0, `${label} must be 0 or more`),
      z.refine((value) => onStep(value, 0.01), `${label} must be in steps of 0.01`),
    ),
  );
}

/** The sample's rates as typed, read the way the live total reads them. */
export function typedSampleRates(typed: Record<keyof SampleRates, unknown>): SampleRates {
  return {
    shingles: typedRate(typed.shingles),
    underlayment: typedRate(typed.underlayment),
    tearOff: typedRate(typed.tearOff),
    install: typedRate(typed.install),
    markupPercent: typedRate(typed.markupPercent),
    taxPercent: typedRate(typed.taxPercent),
  };
}

/** The landing page's Customize Rates form: the sample's contractor and rates (nothing is sent). */
export const sampleEstimateForm = z.object({
  company: z.object({
    name: z.string(),
    license: z.string(),
    phone: z.string(),
    email: z.string().check(
      z.trim(),
      z.refine((value) => !value || z.email().safeParse(value).success, 'Please enter a valid email address'),
    ),
  }),
  rates: z.object(
    Object.fromEntries(SAMPLE_RATE_FIELDS.map(([key, label]) => [key, sampleRate(label)])) as Record<
      keyof SampleRates,
      ReturnType<typeof sampleRate>
    >,
  ),
});
export type SampleEstimateValues = z.output<typeof sampleEstimateForm>;

import * as z from '../../kernel/zod.js';
import type { Rates } from '../pricing.js';

/** How a rate field is shown and bounded (prices ≥ 0 step 0.01, multipliers 0.5–3 step 0.05, margin 0–100 step 1). */
export interface RateField {
  key: keyof Rates;
  label: string;
  group: 'materials' | 'labor' | 'complexity' | 'margin';
  min: number;
  max: number;
  step: number;
}

/** Highest per-ft² price we accept; the spec sets only the minimum [decisions.md]. */
export const MAX_RATE_PER_SQFT = 100;

const price = (key: keyof Rates, label: string, group: 'materials' | 'labor'): RateField => ({
  key,
  label,
  group,
  min: 0,
  max: MAX_RATE_PER_SQFT,
  step: 0.01,
});
const multiplier = (key: keyof Rates, label: string): RateField => ({
  key,
  label,
  group: 'complexity',
  min: 0.5,
  max: 3,
  step: 0.05,
});

/** Every rate field in screen order. */
export const RATE_FIELDS: readonly RateField[] = [
  price('asphalt_shingles_per_sqft', 'Asphalt shingles', 'materials'),
  price('metal_roofing_per_sqft', 'Metal roofing', 'materials'),
  price('tile_roofing_per_sqft', 'Tile roofing', 'materials'),
  price('flat_roofing_per_sqft', 'Flat roofing', 'materials'),
  price('underlayment_per_sqft', 'Underlayment', 'materials'),
  price('labor_per_sqft', 'Labor', 'labor'),
  price('tear_off_per_sqft', 'Tear-off', 'labor'),
  price('disposal_per_sqft', 'Disposal', 'labor'),
  multiplier('simple_complexity_multiplier', 'Simple roofs'),
  multiplier('moderate_complexity_multiplier', 'Moderate roofs'),
  multiplier('complex_complexity_multiplier', 'Complex roofs'),
  { key: 'profit_margin_percentage', label: 'Profit margin', group: 'margin', min: 0, max: 100, step: 1 },
];

/** Whether a value is a whole number of steps (to within float error). */
export function onStep(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

function fieldSchema(field: RateField) {
  const unit = field.group === 'margin' ? ' %' : '';
  return z.number({ error: `${field.label} must be a number` }).check(
    z.refine(
      (value) => value >= field.min && value <= field.max,
      `${field.label} must be between ${field.min} and ${field.max}${unit}`,
    ),
    z.refine(
      (value) => onStep(value, field.step),
      field.step === 1
        ? `${field.label} must be a whole number`
        : `${field.label} must be in steps of ${field.step}`,
    ),
  );
}

/** A full set of rates; every field is checked against its bounds and step on its own. */
export const ratesSchema = z.strictObject(
  Object.fromEntries(RATE_FIELDS.map((field) => [field.key, fieldSchema(field)])) as Record<
    keyof Rates,
    ReturnType<typeof fieldSchema>
  >,
);

/** A rate as typed: a value that does not parse counts as 0 (docs/product.md#estimates). */
export function typedRate(value: unknown): number {
  return Number.parseFloat(String(value)) || 0;
}

/** The My Rates form: every rate as typed, read with `typedRate` and checked like `ratesSchema`. */
export const ratesForm = z.object(
  Object.fromEntries(
    RATE_FIELDS.map((field) => [field.key, z.pipe(z.transform(typedRate), fieldSchema(field))]),
  ) as Record<
    keyof Rates,
    z.ZodMiniPipe<z.ZodMiniTransform<number, unknown>, ReturnType<typeof fieldSchema>>
  >,
);

/** POST /api/rates/me (`{user_id, rates}`; user_id must be the caller's own). */
export const saveRatesRequest = z.strictObject({
  user_id: z.optional(z.string().check(z.maxLength(100))),
  rates: ratesSchema,
});
export type SaveRatesRequest = z.infer<typeof saveRatesRequest>;

/** GET /api/rates/me query. */
export const ratesQuery = z.object({ user_id: z.optional(z.string().check(z.maxLength(100))) });

/** Answer of GET and POST /api/rates/me. */
export const ratesResponse = z.object({
  rates: ratesSchema,
  updated_at: z.string(),
});
export type RatesResponse = z.infer<typeof ratesResponse>;

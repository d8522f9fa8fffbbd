import * as z from '../../kernel/zod.js';
import { capitalize, formatMoney } from '../../kernel/format.js';
import {
  CATALOGUE_LIMITS,
  UPGRADE_BASES,
  type Catalogue,
  type CatalogueLine,
  type CatalogueUpgrade,
} from '../catalogue.js';
import { AMOUNT_PLACEHOLDER, FINANCING_LIMITS, type FinancingPlan } from '../financing.js';
import { isPositivePrice } from '../option-pricing.js';
import { ROOF_MATERIAL_LABELS, ROOF_MATERIALS } from '../pricing.js';
import { onStep } from './rates.js';

// The catalogue and financing plans as the API takes and answers them (docs/decisions.md, "Catalogue
// lines price like an estimate" and "Financing plans"). Every message names the item and field, e.g.
// "Line 2: price per square must be more than 0", because the 400's `detail` is the first message.

const L = CATALOGUE_LIMITS;
const F = FINANCING_LIMITS;

/** The lists whose items a message names, and what an item is called. */
const ITEMS = { lines: 'Line', upgrades: 'Upgrade', plans: 'Plan' } as const;

/** A message prefixed with the item it is about ("Line 2: …"), read from the issue's path. */
function about(text: string) {
  return (issue: { path?: PropertyKey[] }) => {
    const path = issue.path ?? [];
    for (let i = path.length - 2; i >= 0; i--) {
      const list = path[i];
      const index = path[i + 1];
      if (typeof list === 'string' && list in ITEMS && typeof index === 'number')
        return `${ITEMS[list as keyof typeof ITEMS]} ${index + 1}: ${text}`;
    }
    return capitalize(text);
  };
}

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** A type error's message: "is required" when the field is missing, else what it must be. */
function typed(label: string, mustBe: string) {
  return (issue: { path?: PropertyKey[]; input?: unknown }) =>
    about(issue.input === undefined ? `${label} is required` : `${label} must be ${mustBe}`)(issue);
}

const id = z
  .string({ error: typed('id', 'text') })
  .check(
    z.trim(),
    z.minLength(1, { error: about('id is required') }),
    z.maxLength(L.id, { error: about(`id must be at most ${L.id} characters`) }),
    z.regex(ID, { error: about('id may only hold letters, digits, - and _') }),
  );

const text = (label: string, max: number, required: boolean) =>
  z
    .string({ error: typed(label, 'text') })
    .check(
      z.trim(),
      z.minLength(required ? 1 : 0, { error: about(`${label} is required`) }),
      z.maxLength(max, { error: about(`${label} must be at most ${max} characters`) }),
    );

const number = (label: string) => z.number({ error: typed(label, 'a number') });

/** A price in dollars: more than 0 once rounded to the cent, at most `max`, in whole cents. */
const price = (label: string, max: number) =>
  number(label).check(
    z.refine(isPositivePrice, { error: about(`${label} must be more than 0`) }),
    z.refine((value) => value <= max, { error: about(`${label} must be at most ${formatMoney(max)}`) }),
    z.refine((value) => onStep(value, 0.01), { error: about(`${label} must be in whole cents`) }),
  );

/** A number within [min, max] in steps of `step`. */
const bounded = (label: string, min: number, max: number, step: number, unit = '') =>
  number(label).check(
    z.refine((value) => value >= min && value <= max, {
      error: about(`${label} must be between ${min} and ${max}${unit}`),
    }),
    z.refine((value) => onStep(value, step), {
      error: about(step === 1 ? `${label} must be a whole number` : `${label} must be in steps of ${step}`),
    }),
  );

/** The first repeated key of a list, with the index of its second appearance. */
function firstRepeat(keys: string[]): { key: string; index: number } | undefined {
  const seen = new Set<string>();
  for (const [index, key] of keys.entries()) {
    if (seen.has(key)) return { key, index };
    seen.add(key);
  }
  return undefined;
}

/** Refuses a list whose items repeat an id, naming the repeated item. */
function uniqueIds(noun: string) {
  return z.check<{ id: string }[]>((ctx) => {
    const repeat = firstRepeat(ctx.value.map((item) => item.id));
    if (repeat)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: [repeat.index, 'id'],
        message: `${noun} ${repeat.index + 1}: id "${repeat.key}" is already used by another ${noun.toLowerCase()}`,
      });
  });
}

const colours = z
  .array(text('colour', L.colours.length, true), { error: about('colours must be a list') })
  .check(z.maxLength(L.colours.max, { error: about(`at most ${L.colours.max} colours`) }));

/** Refuses a line that lists a colour twice (ignoring case), naming the line. */
const uniqueColours = z.check<{ colours: string[] }[]>((ctx) => {
  for (const [line, { colours }] of ctx.value.entries()) {
    const repeat = firstRepeat(colours.map((colour) => colour.toLowerCase()));
    if (repeat)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: [line, 'colours', repeat.index],
        message: `Line ${line + 1}: colour "${colours[repeat.index]}" is listed twice`,
      });
  }
});

/** One catalogue line (docs/decisions.md, "Catalogue lines price like an estimate"). */
export const catalogueLineSchema = z.strictObject(
  {
    id,
    name: text('name', L.name, true),
    tier: text('tier', L.tier, true),
    // Optional so a line typed without it still saves; shingles are what most lines are.
    material: z._default(
      z.enum(ROOF_MATERIALS, {
        error: about(`material must be one of: ${Object.values(ROOF_MATERIAL_LABELS).join(', ')}`),
      }),
      'asphalt_shingles',
    ),
    price_per_square: price('price per square', L.pricePerSquare),
    waste: z.union(
      [z.literal('suggested'), bounded('waste', L.wastePercent.min, L.wastePercent.max, 0.1, ' %')],
      { error: about(`waste must be "suggested" or a percentage from 0 to ${L.wastePercent.max}`) },
    ),
    labor_adjustment_percent: bounded(
      'labor adjustment',
      L.laborAdjustmentPercent.min,
      L.laborAdjustmentPercent.max,
      1,
      ' %',
    ),
    warranty: z._default(text('warranty', L.text, false), ''),
    colours: z._default(colours, []),
  },
  { error: about('each line must be an object') },
);

/** One upgrade a homeowner may add. */
export const catalogueUpgradeSchema = z.strictObject(
  {
    id,
    name: text('name', L.name, true),
    basis: z.enum(UPGRADE_BASES, { error: about(`basis must be one of: ${UPGRADE_BASES.join(', ')}`) }),
    unit_price: price('unit price', L.unitPrice),
    quantity_each: z._default(
      bounded('quantity', L.quantityEach.min, L.quantityEach.max, 1),
      L.quantityEach.min,
    ),
    description: z._default(text('description', L.text, false), ''),
  },
  { error: about('each upgrade must be an object') },
);

/** A whole catalogue: 1–12 lines and 0–20 upgrades, ids unique in each list. */
export const catalogueSchema = z.strictObject({
  lines: z
    .array(catalogueLineSchema, { error: 'Lines must be a list' })
    .check(
      z.minLength(L.lines.min, 'The catalogue needs at least one line'),
      z.maxLength(L.lines.max, `The catalogue holds at most ${L.lines.max} lines`),
      uniqueIds('Line'),
      uniqueColours,
    ),
  upgrades: z
    .array(catalogueUpgradeSchema, { error: 'Upgrades must be a list' })
    .check(
      z.maxLength(L.upgrades.max, `The catalogue holds at most ${L.upgrades.max} upgrades`),
      uniqueIds('Upgrade'),
    ),
});

/** Whether a link is https and holds the amount placeholder, read as a URL with a sample amount. */
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value.split(AMOUNT_PLACEHOLDER).join('1'));
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** One financing plan (docs/decisions.md, "Financing plans"). */
export const financingPlanSchema = z
  .strictObject(
    {
      id,
      lender: text('lender', F.lender, true),
      apr_percent: bounded('APR', F.aprPercent.min, F.aprPercent.max, 0.01, ' %'),
      term_months: bounded('term', F.termMonths.min, F.termMonths.max, 1, ' months'),
      min_amount: bounded('minimum amount', 0, F.amount, 0.01),
      max_amount: price('maximum amount', F.amount),
      dealer_fee_percent: bounded('dealer fee', F.dealerFeePercent.min, F.dealerFeePercent.max, 0.01, ' %'),
      fee_included: z.boolean({ error: typed('fee included', 'true or false') }),
      apply_url_template: text('application link', F.url, true).check(
        z.refine(isHttpsUrl, { error: about('application link must be an https:// address') }),
        z.refine((value) => value.includes(AMOUNT_PLACEHOLDER), {
          error: about(`application link must contain ${AMOUNT_PLACEHOLDER} where the amount goes`),
        }),
      ),
    },
    { error: about('each plan must be an object') },
  )
  .check(
    z.refine((plan) => plan.min_amount <= plan.max_amount, {
      path: ['min_amount'],
      error: about('minimum amount must not be more than the maximum amount'),
    }),
  );

/** An account's plans: 0–6, ids unique. */
export const financingPlansSchema = z
  .array(financingPlanSchema, { error: 'Plans must be a list' })
  .check(z.maxLength(F.plans.max, `At most ${F.plans.max} financing plans`), uniqueIds('Plan'));

/** A catalogue as sent (optional fields may be left out). */
export type CatalogueInput = z.input<typeof catalogueSchema>;
/** A financing plan as sent. */
export type FinancingPlanInput = z.input<typeof financingPlanSchema>;

/** What answers about a document saved whole: `is_default` while nothing is saved yet, and when it last was. */
const savedWholeMeta = { is_default: z.boolean(), updated_at: z.nullable(z.string()) };

/** PUT /api/catalogue: the whole catalogue (the last save wins). */
export const saveCatalogueRequest = z.strictObject({ catalogue: catalogueSchema });
export type SaveCatalogueRequest = z.infer<typeof saveCatalogueRequest>;

/** Answer of GET and PUT /api/catalogue; `is_default`: nothing saved yet, built from the account's rates. */
export const catalogueResponse = z.object({ catalogue: catalogueSchema, ...savedWholeMeta });
export type CatalogueResponse = z.infer<typeof catalogueResponse>;

/** PUT /api/financing-plans: every plan (the last save wins; an empty list offers no financing). */
export const saveFinancingPlansRequest = z.strictObject({ plans: financingPlansSchema });
export type SaveFinancingPlansRequest = z.infer<typeof saveFinancingPlansRequest>;

/** Answer of GET and PUT /api/financing-plans; `is_default`: nothing saved yet (no plans). */
export const financingPlansResponse = z.object({ plans: financingPlansSchema, ...savedWholeMeta });
export type FinancingPlansResponse = z.infer<typeof financingPlansResponse>;

// The schemas answer exactly the domain's types, so the web and the service share one shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const shapesMatch: [
  Same<z.output<typeof catalogueLineSchema>, CatalogueLine>,
  Same<z.output<typeof catalogueUpgradeSchema>, CatalogueUpgrade>,
  Same<z.output<typeof catalogueSchema>, Catalogue>,
  Same<z.output<typeof financingPlanSchema>, FinancingPlan>,
] = [true, true, true, true];
void shapesMatch;

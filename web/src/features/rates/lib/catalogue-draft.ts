import * as z from '@shared/kernel/zod.js';
import {
  lineFromRates,
  type Catalogue,
  type CatalogueLine,
  type CatalogueUpgrade,
  type UpgradeBasis,
} from '@shared/estimates/catalogue.js';
import type { Rates, RoofMaterial } from '@shared/estimates/pricing.js';
import {
  catalogueLineSchema,
  catalogueSchema,
  catalogueUpgradeSchema,
} from '@shared/estimates/schemas/catalogue.js';
import type { ZodForm } from '../../../lib/use-zod-form';
import { freshId } from './fresh-id';
import { typedNumber } from './typed-number';

// The Options & upgrades form holds the catalogue as typed (numbers as text, the waste as a choice plus a
// percentage) and is checked by the API's own catalogueSchema once read back, so every problem carries
// the path and message the API would answer (docs/decisions.md, "Catalogue lines price like an estimate").

/** Whether a line uses the measurement's suggested waste or its own percentage. */
export type WasteMode = 'suggested' | 'fixed';

/** One catalogue line as typed. */
export interface LineDraft {
  id: string;
  name: string;
  tier: string;
  material: RoofMaterial;
  price_per_square: string;
  waste_mode: WasteMode;
  /** The fixed percentage; read only when `waste_mode` is `fixed`. */
  waste: string;
  labor_adjustment_percent: string;
  warranty: string;
  colours: string[];
}

/** One upgrade as typed. */
export interface UpgradeDraft {
  id: string;
  name: string;
  basis: UpgradeBasis;
  unit_price: string;
  /** Read only for `each`; the other bases count from the roof. */
  quantity_each: string;
  description: string;
}

/** The whole form. */
export interface CatalogueDraft {
  lines: LineDraft[];
  upgrades: UpgradeDraft[];
}

/** A saved line as the form shows it. */
function lineDraft(line: CatalogueLine): LineDraft {
  const suggested = line.waste === 'suggested';
  return {
    id: line.id,
    name: line.name,
    tier: line.tier,
    material: line.material,
    price_per_square: String(line.price_per_square),
    waste_mode: suggested ? 'suggested' : 'fixed',
    waste: suggested ? '' : String(line.waste),
    labor_adjustment_percent: String(line.labor_adjustment_percent),
    warranty: line.warranty,
    colours: [...line.colours],
  };
}

/** A saved upgrade as the form shows it. */
function upgradeDraft(upgrade: CatalogueUpgrade): UpgradeDraft {
  return {
    id: upgrade.id,
    name: upgrade.name,
    basis: upgrade.basis,
    unit_price: String(upgrade.unit_price),
    quantity_each: String(upgrade.quantity_each),
    description: upgrade.description,
  };
}

/** A catalogue as the form's starting values. */
export function catalogueDraft(catalogue: Catalogue): CatalogueDraft {
  return { lines: catalogue.lines.map(lineDraft), upgrades: catalogue.upgrades.map(upgradeDraft) };
}

/** A typed line read back for the schema (it judges what is missing or no number). */
function readLine(draft: LineDraft): unknown {
  const { waste_mode: mode, ...line } = draft;
  return {
    ...line,
    price_per_square: typedNumber(line.price_per_square),
    waste: mode === 'suggested' ? 'suggested' : typedNumber(line.waste),
    labor_adjustment_percent: typedNumber(line.labor_adjustment_percent),
  };
}

/** A typed upgrade read back for the schema; only `each` keeps its own quantity. */
function readUpgrade(draft: UpgradeDraft): unknown {
  return {
    ...draft,
    unit_price: typedNumber(draft.unit_price),
    quantity_each: draft.basis === 'each' ? typedNumber(draft.quantity_each) : 1,
  };
}

/** The form's schema: the draft read back, then checked exactly as PUT /api/catalogue checks it. */
export const catalogueForm = z.pipe(
  z.transform((draft: CatalogueDraft): unknown => ({
    lines: draft.lines.map(readLine),
    upgrades: draft.upgrades.map(readUpgrade),
  })),
  catalogueSchema,
);

/** A typed line ready to price, or null while any of its fields has a problem. */
export function checkedLine(draft: LineDraft): CatalogueLine | null {
  const parsed = catalogueLineSchema.safeParse(readLine(draft));
  return parsed.success ? parsed.data : null;
}

/** A typed upgrade ready to price, or null while any of its fields has a problem. */
export function checkedUpgrade(draft: UpgradeDraft): CatalogueUpgrade | null {
  const parsed = catalogueUpgradeSchema.safeParse(readUpgrade(draft));
  return parsed.success ? parsed.data : null;
}

/** A new line: shingles at the account's rate, named so the person renames it. */
export function newLineDraft(rates: Rates, taken: readonly { id: string }[]): LineDraft {
  return { ...lineDraft(lineFromRates(rates, 'asphalt_shingles')), id: freshId('line', taken) };
}

/** A new upgrade: one unit, its name and price to type. */
export function newUpgradeDraft(taken: readonly { id: string }[]): UpgradeDraft {
  return {
    id: freshId('upgrade', taken),
    name: '',
    basis: 'each',
    unit_price: '',
    quantity_each: '1',
    description: '',
  };
}

/** The Options & upgrades form as its parts receive it. */
export type CatalogueFormApi = ZodForm<typeof catalogueForm>;

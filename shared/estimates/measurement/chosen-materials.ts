import type { UpgradeBasis } from '../catalogue.js';
import type { RoofMaterial } from '../pricing.js';
import { ceilQty, MATERIAL_SPECS } from './materials.js';

// The material order of a roof once the homeowner chose a line (docs/decisions.md, "The material order
// follows the choice"): the measured list turned into the chosen material's field and trim, the field
// line named after the chosen line and colour, then each chosen upgrade. Pure.

/** One line of an order: what, how many, in what. */
export interface OrderLine {
  item: string;
  quantity: number;
  unit: string;
}

/** The parts of a measured roof the order reads: its measured list and edges (none on older proposals). */
export interface OrderRoof {
  materials: readonly OrderLine[];
  edges: { eaveFt: number; rakeFt: number; ridgeFt: number; hipFt: number; valleyFt: number } | null;
}

/** What the homeowner chose: the line's name, material and colour and the upgrades with their quantities. */
export interface ChosenLine {
  name: string;
  material: RoofMaterial;
  colour: string | null;
  upgrades: readonly { name: string; basis: UpgradeBasis; quantity: number }[];
}

/** Packaging of the non-shingle fields and trims. */
export const CHOSEN_SPECS = {
  /** A 10 ft metal trim piece covers 9.5 ft after its 6″ lap. */
  metalTrimFtPerPiece: 9.5,
} as const;

// The measured list's item names (materials.ts) this module replaces or keeps.
const FIELD = 'Field shingles';
const MEMBRANE = 'Low-slope membrane';
const SHINGLE_ONLY = ['Starter strip', 'Hip & ridge cap'];
const FLAT_DROPS = [...SHINGLE_ONLY, 'Ice & water shield', 'Synthetic underlayment', 'Ridge vent', MEMBRANE];

const UPGRADE_UNITS: Record<UpgradeBasis, string> = {
  square: 'squares',
  each: 'pieces',
  ridge_ft: 'ft',
  eave_ft: 'ft',
  rake_ft: 'ft',
  eave_rake_ft: 'ft',
  valley_ft: 'ft',
};

/** "Field shingles — Impact-resistant designer shingles, Slate Gray". */
function fieldName(kind: string, chosen: ChosenLine): string {
  return `${kind} — ${[chosen.name, chosen.colour].filter(Boolean).join(', ')}`;
}

/** Squares to the tenth, rounded up. */
function tenths(squares: number): number {
  return ceilQty(squares * 10) / 10;
}

/** The measured shingle field in squares with its waste: bundles ÷ bundles per square (0 without shingles). */
function fieldSquares(materials: readonly OrderLine[]): number {
  const bundles = materials.find((line) => line.item === FIELD)?.quantity ?? 0;
  return tenths(bundles / MATERIAL_SPECS.bundlesPerSquare);
}

function quantityOf(materials: readonly OrderLine[], item: string): number {
  return materials.find((line) => line.item === item)?.quantity ?? 0;
}

/** The measured list turned into the chosen material's field and trim. */
function roofLines(roof: OrderRoof, chosen: ChosenLine): OrderLine[] {
  const { materials, edges } = roof;
  const keep = (drop: readonly string[]) => materials.filter((line) => !drop.includes(line.item));
  switch (chosen.material) {
    case 'asphalt_shingles':
      // Shingles are what the list already counts: only the field is named after the choice.
      return materials.map((line) =>
        line.item === FIELD ? { ...line, item: fieldName(FIELD, chosen) } : line,
      );
    case 'metal_roofing': {
      const piece = CHOSEN_SPECS.metalTrimFtPerPiece;
      const trims: [string, number][] = edges
        ? [
            ['Ridge & hip trim', edges.ridgeFt + edges.hipFt],
            ['Eave & rake trim', edges.eaveFt + edges.rakeFt],
            ['Valley trim', edges.valleyFt],
          ]
        : [];
      return [
        { item: fieldName('Metal panels', chosen), quantity: fieldSquares(materials), unit: 'squares' },
        ...trims
          .filter(([, feet]) => feet > 0)
          .map(([item, feet]) => ({ item, quantity: ceilQty(feet / piece), unit: '10 ft pieces' })),
        // Metal trim replaces the drip edge along eaves and rakes.
        ...keep([FIELD, ...SHINGLE_ONLY, 'Drip edge']),
      ];
    }
    case 'tile_roofing': {
      const capFt = edges ? edges.ridgeFt + edges.hipFt : 0;
      return [
        // Tiles per square depend on the profile, so the supplier converts squares to pieces.
        { item: fieldName('Field tile', chosen), quantity: fieldSquares(materials), unit: 'squares' },
        ...(capFt > 0 ? [{ item: 'Ridge & hip tile', quantity: ceilQty(capFt), unit: 'ft' }] : []),
        ...keep([FIELD, ...SHINGLE_ONLY]),
      ];
    }
    case 'flat_roofing':
      // One membrane over the whole roof: the steep field and any low-slope part, whole squares.
      return [
        {
          item: fieldName('Field membrane', chosen),
          quantity: ceilQty(fieldSquares(materials) + quantityOf(materials, MEMBRANE)),
          unit: 'squares',
        },
        ...keep([FIELD, ...FLAT_DROPS]),
      ];
  }
}

/**
 * The order of a roof for the chosen line: its field and trim, then each chosen upgrade in its own unit
 * (an upgrade named like a measured line replaces it, so a chosen ridge vent is ordered once). Empty
 * fields are left out.
 */
export function chosenMaterialOrder(roof: OrderRoof, chosen: ChosenLine): OrderLine[] {
  const lines = roofLines(roof, chosen).map(({ item, quantity, unit }) => ({ item, quantity, unit }));
  for (const upgrade of chosen.upgrades) {
    const line = { item: upgrade.name, quantity: upgrade.quantity, unit: UPGRADE_UNITS[upgrade.basis] };
    const same = lines.findIndex((entry) => entry.item.toLowerCase() === upgrade.name.toLowerCase());
    if (same >= 0) lines[same] = line;
    else lines.push(line);
  }
  return lines.filter((line) => line.quantity > 0);
}

/** What gets a short, human number next to its ULID (docs/product.md#overview), and the letters it is shown with. */
export const HUMAN_NUMBER_PREFIXES = {
  proposal: 'P',
  contract: 'C',
  'partner-application': 'PA',
} as const;

/** A kind of numbered record. */
export type NumberedKind = keyof typeof HUMAN_NUMBER_PREFIXES;

/** Counters start here, so the first number already reads like a business's (P-1001). */
export const HUMAN_NUMBER_START = 1000;

/** The number as people read it: `P-1042`, `C-1007`, `PA-1001`. */
export function humanNumber(kind: NumberedKind, value: number): string {
  return `${HUMAN_NUMBER_PREFIXES[kind]}-${value}`;
}

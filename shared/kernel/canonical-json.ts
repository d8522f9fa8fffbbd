// One text for one value, whatever order its keys were written in: what a content hash is taken of
// (docs/decisions.md, "Sending freezes the offer").

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, item]) => [key, sorted(item)]));
}

/** JSON with every object's keys sorted (by code unit) and undefined members left out; arrays keep their order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sorted(value));
}

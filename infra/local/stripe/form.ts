/** Stripe's wire encoding of parameters (`a[b][0][c]=v`), decoded into nested objects and arrays. */

/** A decoded parameter tree: strings at the leaves. */
export type Params = { [key: string]: ParamValue };
type ParamValue = string | Params | ParamValue[];

/** Decodes a form-encoded body or query string the way Stripe reads the `stripe` client's requests. */
export function decodeParams(encoded: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const path = rawKey.split('[').map((part) => part.replace(/]$/, ''));
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[key] = value;
      else node = (node[key] ??= {}) as Record<string, unknown>;
    });
  }
  return arraysOf(root) as Params;
}

/** Objects whose keys are 0..n-1 become arrays (`items[0][price]` → `items: [{price}]`). */
function arraysOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, child]) => [key, arraysOf(child)] as const,
  );
  const numeric = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return numeric ? entries.map(([, child]) => child) : Object.fromEntries(entries);
}

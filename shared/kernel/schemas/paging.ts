import * as z from '../zod.js';

/**
 * A `limit` query parameter: whole number ≥ 1, `fallback` when absent, and quietly capped at `max`
 * so a huge value cannot make one request read the whole partition.
 */
export function pageLimit(fallback: number, max: number) {
  return z.pipe(
    z.optional(
      z.coerce
        .number({ error: 'limit must be a number' })
        .check(z.int('limit must be a whole number'), z.gte(1, 'limit must be at least 1')),
    ),
    z.transform((value) => Math.min(value ?? fallback, max)),
  );
}

/** The opaque `cursor` of the next page, as the previous page returned it. */
export const pageCursor = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(2048)));

/**
 * The answer of a paged list: the page's items under their own name (`estimates`, `members`…) and
 * the cursor of the next page, null on the last.
 */
export function pageResponse<K extends string, T extends z.ZodMiniType>(itemsKey: K, item: T) {
  const shape = { [itemsKey]: z.array(item), next_cursor: z.nullable(z.string()) };
  return z.object(
    shape as { [P in K]: z.ZodMiniArray<T> } & { next_cursor: z.ZodMiniNullable<z.ZodMiniString> },
  );
}

/** Query of a paged list: `?limit=&cursor=`. */
export function pageQuery(fallback: number, max: number) {
  return z.object({ limit: pageLimit(fallback, max), cursor: pageCursor });
}

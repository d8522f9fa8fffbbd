import * as z from 'zod';

/**
 * A `limit` query parameter: whole number ≥ 1, `fallback` when absent, and quietly capped at `max`
 * so a huge value cannot make one request read the whole partition.
 */
export function pageLimit(fallback: number, max: number) {
  return z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .optional()
    .transform((value) => Math.min(value ?? fallback, max));
}

/** The opaque `cursor` of the next page, as the previous page returned it. */
export const pageCursor = z.string().trim().min(1).max(2048).optional();

/**
 * The answer of a paged list: the page's items under their own name (`estimates`, `members`…) and
 * the cursor of the next page, null on the last.
 */
export function pageResponse<K extends string, T extends z.ZodType>(itemsKey: K, item: T) {
  const shape = { [itemsKey]: z.array(item), next_cursor: z.string().nullable() };
  return z.object(shape as { [P in K]: z.ZodArray<T> } & { next_cursor: z.ZodNullable<z.ZodString> });
}

/** Query of a paged list: `?limit=&cursor=`. */
export function pageQuery(fallback: number, max: number) {
  return z.object({ limit: pageLimit(fallback, max), cursor: pageCursor });
}

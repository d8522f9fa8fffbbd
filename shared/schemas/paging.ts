import { z } from 'zod';

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

/** Query of a paged list: `?limit=&cursor=`. */
export function pageQuery(fallback: number, max: number) {
  return z.object({ limit: pageLimit(fallback, max), cursor: pageCursor });
}

/** The stand-in's object type, its Stripe-shaped errors and id maker (shared by the engine and its parts). */
import { randomBytes } from 'node:crypto';
import type { Params } from './form.js';

/** A stored Stripe object (shapes as Stripe serialises them). */
export type StripeObject = Record<string, unknown> & { id: string; object: string; created: number };

/** A Stripe API error: status plus the `error` body. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string; decline_code?: string },
  ) {
    super(body.message);
  }
}

/** Missing object, in Stripe's words. */
export function missing(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
}

/** A bad parameter, in Stripe's words. */
export function invalid(message: string, param?: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, param });
}

/** A new id with Stripe's prefix (`cus_…`). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** An integer parameter, or the fallback. */
export function int(value: unknown, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : fallback;
}

/** What the engine's parts (./payments.ts, ./connect.ts) use of it. */
export interface EngineCore {
  readonly baseUrl: string;
  now(): number;
  get(kind: string, id: string): StripeObject;
  all(kind: string, filter?: (object: StripeObject) => boolean): StripeObject[];
  put<T extends StripeObject>(object: T): T;
  base(prefix: string, object: string): StripeObject;
  emit(type: string, object: StripeObject, previous?: Record<string, unknown>, account?: string): void;
  createCustomer(params: Params): StripeObject;
}

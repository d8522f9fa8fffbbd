import { httpRequest, type RequestOptions } from './http';

// Public screens find the error this client throws here, with the client.
export { ApiError } from './http';

/**
 * The public client: a call without credentials (landing and marketing pages, sign-in, sign-up,
 * password reset, the homeowner's links); a 401 is just an error. It carries no session, so the
 * landing page's first download stays small.
 */
export function publicRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return httpRequest(path, options);
}

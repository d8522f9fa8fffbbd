import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { contentHash } from '../../platform/digest.js';
import { ConflictError, HttpError, ValidationError } from '../../platform/errors.js';
import { Reply } from '../../platform/respond.js';
import { claimIdempotencyKey, releaseIdempotencyKey, saveIdempotentAnswer } from '../data/idempotency.js';

const MAX_KEY_LENGTH = 255;

/** The Idempotency-Key header of a request, if any (400 when it is blank or too long). */
function idempotencyKeyOf(event: APIGatewayProxyEventV2): string | undefined {
  const value = event.headers?.['idempotency-key'] ?? event.headers?.['Idempotency-Key'];
  if (value === undefined) return undefined;
  const key = value.trim();
  if (!key || key.length > MAX_KEY_LENGTH) {
    const message = `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`;
    throw new ValidationError(message, { errors: [{ path: 'Idempotency-Key', message }] });
  }
  return key;
}

/**
 * Runs a create once per Idempotency-Key (docs/product.md#public-api): the first request runs and its
 * answer is kept for 24 h; a retry with the same route and body replays it, one with another body is
 * 422, one while the first still runs is 409. A failed first request frees the key.
 */
export async function idempotently(
  accountId: string,
  event: APIGatewayProxyEventV2,
  input: unknown,
  run: () => Promise<Reply>,
): Promise<Reply> {
  const key = idempotencyKeyOf(event);
  if (!key) return run();
  const requestHash = contentHash({ path: event.rawPath, input });
  const stored = await claimIdempotencyKey(accountId, key, event.routeKey, requestHash);
  if (stored) {
    if (stored.requestHash !== requestHash || stored.route !== event.routeKey)
      throw new HttpError(422, 'This Idempotency-Key was already used with a different request.', {
        body: { code: 'idempotency_mismatch' },
      });
    if (stored.status === undefined || stored.body === undefined)
      throw new ConflictError('A request with this Idempotency-Key is still running: retry in a moment.');
    return new Reply(stored.status, JSON.parse(stored.body), { 'idempotent-replayed': 'true' });
  }
  let reply: Reply;
  try {
    reply = await run();
  } catch (error) {
    await releaseIdempotencyKey(accountId, key);
    throw error;
  }
  await saveIdempotentAnswer(accountId, key, reply.statusCode, JSON.stringify(reply.body));
  return reply;
}

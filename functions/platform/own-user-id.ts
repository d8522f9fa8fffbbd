import { ForbiddenError } from './errors.js';

/**
 * The spec sends `user_id` with profile, estimate, rate and billing calls. Identity comes from the
 * token only: the parameter is accepted when it is absent or the caller's own id, refused otherwise.
 */
export function assertOwnUserId(userId: string | undefined, caller: { userId: string }): void {
  if (userId !== undefined && userId !== '' && userId !== caller.userId)
    throw new ForbiddenError('You can only access your own data.');
}

import { DEMO_ACCOUNT } from '@shared/kernel/constants.js';
import { DEMO_LOGIN_OFF_MESSAGE, type PublicConfig } from '@shared/kernel/schemas/public-config.js';
import { config } from './config.js';
import { ForbiddenError } from './errors.js';

// Kept apart from the demo sign-in (which needs Cognito) because every route's middleware reads it.

/** Whether this deployment has a demo account (seeded locally; an operator's flag on AWS) and whether it is read-only. */
export function publicConfig(): PublicConfig {
  return { demo_login: config.DEMO_LOGIN !== 'off', demo_read_only: config.DEMO_LOGIN === 'read-only' };
}

/** Whether a signed-in user is the demo account of a read-only demo tenant (its changes are refused). */
export function isReadOnlyDemo(email: string): boolean {
  return config.DEMO_LOGIN === 'read-only' && email.toLowerCase() === DEMO_ACCOUNT.email;
}

/**
 * Refuses (403) a sign-in as the demo account where none is offered (AWS without the demo tenant):
 * its password is printed on the sign-in page, so the address must never be a working account there.
 */
export function assertDemoLoginAllowed(email: string): void {
  if (config.DEMO_LOGIN === 'off' && email.trim().toLowerCase() === DEMO_ACCOUNT.email)
    throw new ForbiddenError(DEMO_LOGIN_OFF_MESSAGE);
}

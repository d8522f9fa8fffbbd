import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MFA_STEP_UP_MINUTES, STEP_UP_REQUIRED } from '@shared/kernel/constants.js';
import { can, permissionsOf, type Permission } from '@shared/kernel/permissions.js';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import { getUserOfSub } from '../data/identities.js';
import type { UserRecord } from '../data/users.js';
import { tokenVerifier, type VerifiedToken } from '../token-verifier.js';

const SESSION_INVALID = 'Your session has expired or is invalid. Please sign in again.';

/** The verified caller: identity from the token, membership freshly loaded from the table. */
export interface Caller {
  userId: string;
  accountId: string;
  user: UserRecord;
  permissions: Permission[];
  /** The sign-in second (`auth_time`) of the token in use; none for API keys and jobs. */
  authTime?: number;
}

/** Whether the caller holds a permission (for rules inside a route, beyond the route's own). */
export function callerCan(caller: Caller, permission: Permission): boolean {
  return caller.permissions.includes(permission);
}

/** What a removed member is told, on every request and sign-in. */
export const ACCESS_REMOVED = 'Your access to this account has been removed.';

/**
 * Whether a session that signed in at `authTime` (epoch seconds) was ended: signed out, or by a later
 * password change or reset. Same-second sign-ins stay valid after a reset, so signing in right after works.
 */
export function sessionEnded(user: UserRecord, authTime: number): boolean {
  if (user.endedSessions?.[String(authTime)] !== undefined) return true;
  return user.sessionsValidAfter !== undefined && !(authTime >= user.sessionsValidAfter);
}

/** Event with the caller attached. */
export type AuthedEvent = APIGatewayProxyEventV2 & { caller?: Caller };

/** The bearer token of a request (401 when there is none). */
function bearerToken(event: APIGatewayProxyEventV2): string {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) throw new UnauthorizedError('Not authenticated');
  return match[1];
}

/** What a crew member is told on an office route (docs/product.md#crew-app). */
export const CREW_OFFICE_ROUTE = 'This page is for the office team. Open the crew app at /crew.';

/**
 * A platform operator's token counts only for a sign-in confirmed with an authenticator code, and a
 * `stepUp` route only within 15 minutes of the last code (docs/decisions.md, "Operators sign in with
 * a second factor").
 */
function checkOperatorCode(user: UserRecord, authTime: number, stepUp: boolean): void {
  if (!user.isOperator) return;
  const confirmedAt = user.mfaAt?.[String(authTime)];
  if (confirmedAt === undefined) throw new UnauthorizedError(SESSION_INVALID);
  if (stepUp && Date.now() / 1000 - confirmedAt > MFA_STEP_UP_MINUTES * 60)
    throw new ForbiddenError(STEP_UP_REQUIRED);
}

/** How a signed-in route checks its caller beyond the token: its permission, crew, step-up. */
export interface AuthenticateOptions {
  permission?: Permission;
  /** The session's own routes: crew members may call them too. */
  crewAllowed?: boolean;
  /** An operator must have typed an authenticator code in the last 15 minutes. */
  stepUp?: boolean;
}

/**
 * Verifies the bearer token, then loads the membership on every request so a removed member is
 * refused at once, and checks the route's permission. A route without a permission is an office
 * route (crew refused) unless `crewAllowed`.
 */
export function authenticate({
  permission,
  crewAllowed = false,
  stepUp = false,
}: AuthenticateOptions = {}): MiddlewareObj<AuthedEvent> {
  return {
    name: 'authenticate',
    before: async ({ event }) => {
      let claims: VerifiedToken;
      try {
        claims = await tokenVerifier.verify(bearerToken(event));
      } catch (error) {
        throw new UnauthorizedError(SESSION_INVALID, { cause: error });
      }
      const user = await getUserOfSub(claims.sub);
      if (!user || sessionEnded(user, claims.auth_time)) throw new UnauthorizedError(SESSION_INVALID);
      if (!user.isActive) throw new ForbiddenError(ACCESS_REMOVED);
      checkOperatorCode(user, claims.auth_time, stepUp);
      const principal = { role: user.role, isOperator: user.isOperator };
      if (permission && !can(principal, permission))
        throw new ForbiddenError(`You need the ${permission} permission to do this`);
      if (!permission && !crewAllowed && user.role === 'crew') throw new ForbiddenError(CREW_OFFICE_ROUTE);
      event.caller = {
        userId: user.userId,
        accountId: user.accountId,
        user,
        permissions: permissionsOf(principal),
        authTime: claims.auth_time,
      };
    },
  };
}

import { timingSafeEqual } from 'node:crypto';
import { secretHash } from '../../functions/platform/digest.js';
import { userPoolDefinition } from '../identity.js';

/** Why Cognito would refuse a call: its `__type` and message (answered with status 400, as Cognito does). */
export interface CognitoRefusal {
  type: string;
  message: string;
}

type Body = Record<string, unknown>;

/** Calls that take `SECRET_HASH` (in `AuthParameters` for InitiateAuth) computed with the user's name. */
const SECRET_HASH_CALLS = new Set([
  'InitiateAuth',
  'SignUp',
  'ConfirmSignUp',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ResendConfirmationCode',
]);
/** Calls that take the client secret itself. */
const CLIENT_SECRET_CALLS = new Set(['RevokeToken', 'GetTokensFromRefreshToken']);

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The `cognito:username` a cognito-local refresh token names (it is a readable JWT there; opaque on AWS). */
function refreshTokenUser(token: unknown): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload['cognito:username'] === 'string' ? payload['cognito:username'] : undefined;
  } catch {
    return undefined;
  }
}

/** The user name a SECRET_HASH call is about. */
function usernameOf(operation: string, body: Body): string | undefined {
  if (operation !== 'InitiateAuth') return typeof body.Username === 'string' ? body.Username : undefined;
  const params = (body.AuthParameters ?? {}) as Record<string, string>;
  return params.USERNAME ?? refreshTokenUser(params.REFRESH_TOKEN);
}

/**
 * What Cognito checks that cognito-local does not, for the local stand-in's front door:
 * - an app client with a secret needs `SECRET_HASH` (or `ClientSecret`) on every call that names it;
 * - a call made with a user's own access token needs the `aws.cognito.signin.user.admin` scope, which our
 *   pool's pre-token-generation trigger takes out of every token (`userPoolDefinition.suppressedScopes`),
 *   so ChangePassword, UpdateUserAttributes and the like are refused.
 * `clientSecret` looks up a client's secret (undefined: no secret). Returns the refusal Cognito would
 * answer, or undefined. docs/decisions.md "Cognito only through our API".
 */
export function cognitoRefusal(
  operation: string,
  body: Body,
  clientSecret: (clientId: string) => string | undefined,
): CognitoRefusal | undefined {
  if (typeof body.AccessToken === 'string')
    return {
      type: 'NotAuthorizedException',
      message: `Access Token does not have required scopes (${userPoolDefinition.suppressedScopes.join(' ')})`,
    };
  const clientId = typeof body.ClientId === 'string' ? body.ClientId : undefined;
  const secret = clientId ? clientSecret(clientId) : undefined;
  if (!clientId || !secret) return undefined;
  if (CLIENT_SECRET_CALLS.has(operation)) {
    return typeof body.ClientSecret === 'string' && same(body.ClientSecret, secret)
      ? undefined
      : { type: 'NotAuthorizedException', message: `Unable to verify secret for client ${clientId}` };
  }
  if (!SECRET_HASH_CALLS.has(operation)) return undefined;
  const given =
    operation === 'InitiateAuth'
      ? (body.AuthParameters as Record<string, string> | undefined)?.SECRET_HASH
      : body.SecretHash;
  if (typeof given !== 'string')
    return {
      type: 'NotAuthorizedException',
      message: `Client ${clientId} is configured with secret but SECRET_HASH was not received`,
    };
  const username = usernameOf(operation, body);
  return username && same(given, secretHash(secret, username, clientId))
    ? undefined
    : { type: 'NotAuthorizedException', message: `Unable to verify secret hash for client ${clientId}` };
}

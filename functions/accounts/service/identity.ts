import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito, cognitoClientSecret } from '../../platform/clients/cognito.js';
import { secretHash } from '../../platform/digest.js';
import { config } from '../../platform/config.js';
import {
  ConflictError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../../platform/errors.js';

/** Tokens handed to the browser after sign-in. */
export interface Tokens {
  accessToken: string;
  refreshToken?: string;
  expiresIn: number;
}

/** The claims of an access token Cognito just issued (read, not verified: it came from Cognito). */
export function issuedClaims(accessToken: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}

/** One answer for every sign-in failure, so unknown emails and wrong passwords look the same. */
export const LOGIN_FAILED = 'Incorrect email or password.';

const BAD_CREDENTIALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
]);

function tokensOf(result: AuthenticationResultType | undefined, refreshToken?: string): Tokens {
  if (!result?.AccessToken) throw new UnauthorizedError(LOGIN_FAILED);
  return {
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken ?? refreshToken,
    expiresIn: result.ExpiresIn ?? 3600,
  };
}

/** The answer to a wrong current password on the Account Settings page. */
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect.';

/**
 * Create a Cognito user without a usable password (Cognito's own invitation mail suppressed: we send
 * ours); returns its `sub`.
 */
export async function createInvitedIdentity(email: string): Promise<string> {
  try {
    const { User } = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: config.USER_POOL_ID,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    const sub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    if (!sub) throw new Error('Cognito returned no sub for the new user');
    return sub;
  } catch (error) {
    if ((error as Error).name === 'UsernameExistsException')
      throw new ConflictError('An account with this email already exists.', { cause: error });
    throw error;
  }
}

/** Create a confirmed Cognito user with a permanent password; returns its `sub`. */
export async function createIdentity(email: string, password: string): Promise<string> {
  const sub = await createInvitedIdentity(email);
  await setPassword(email, password);
  return sub;
}

/** Set a user's permanent password (reset and invite links; the user is confirmed by it). */
export async function setPassword(email: string, password: string): Promise<void> {
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: config.USER_POOL_ID,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
}

/**
 * Change a signed-in user's password: the current one is checked by a sign-in (whose new session is
 * revoked at once), then the new one is set with the admin API. Cognito's own ChangePassword is not
 * used: tokens carry no scope for it, so nobody can change a password around our API (docs/decisions.md
 * "Cognito only through our API"). A wrong current password is a 400 with a clear message.
 */
export async function changeOwnPassword(
  email: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  let check: Tokens;
  try {
    check = await passwordSignIn(email, currentPassword);
  } catch (error) {
    if (error instanceof UnauthorizedError)
      throw new ValidationError(CURRENT_PASSWORD_WRONG, {
        errors: [{ path: 'current_password', message: CURRENT_PASSWORD_WRONG }],
        cause: error,
      });
    if (['LimitExceededException', 'TooManyRequestsException'].includes((error as Error).name))
      throw new TooManyRequestsError(undefined, { cause: error });
    throw error;
  }
  if (check.refreshToken) await revokeRefreshToken(check.refreshToken);
  await setPassword(email, newPassword);
}

/** Block sign-in for a removed member (our API also refuses them on isActive: cognito-local ignores this flag). */
export async function disableIdentity(email: string): Promise<void> {
  await cognito.send(new AdminDisableUserCommand({ UserPoolId: config.USER_POOL_ID, Username: email }));
}

/** Allow sign-in again for a member whose access is restored. */
export async function enableIdentity(email: string): Promise<void> {
  await cognito.send(new AdminEnableUserCommand({ UserPoolId: config.USER_POOL_ID, Username: email }));
}

/** Remove a Cognito user (used to undo a sign-up that could not be completed). */
export async function deleteIdentity(email: string): Promise<void> {
  await cognito
    .send(new AdminDeleteUserCommand({ UserPoolId: config.USER_POOL_ID, Username: email }))
    .catch(() => undefined);
}

/** Password sign-in (USER_PASSWORD_AUTH). Any credential problem becomes the same 401. */
export async function passwordSignIn(email: string, password: string): Promise<Tokens> {
  const clientId = config.USER_POOL_CLIENT_ID;
  const hash = secretHash(await cognitoClientSecret(), email, clientId);
  try {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password, SECRET_HASH: hash },
      }),
    );
    return tokensOf(AuthenticationResult);
  } catch (error) {
    if (BAD_CREDENTIALS.has((error as Error).name))
      throw new UnauthorizedError(LOGIN_FAILED, { cause: error });
    throw error;
  }
}

/**
 * Exchange a refresh token for a new access token. On AWS the app client rotates refresh tokens,
 * which only GetTokensFromRefreshToken does (REFRESH_TOKEN_AUTH is refused there); cognito-local
 * knows only REFRESH_TOKEN_AUTH and hands back no new refresh token, so the old one stays. `username`:
 * the Cognito user name the session's tokens were issued to (REFRESH_TOKEN_AUTH's SECRET_HASH needs it).
 */
export async function refreshSession(refreshToken: string, username: string): Promise<Tokens> {
  const clientId = config.USER_POOL_CLIENT_ID;
  const clientSecret = await cognitoClientSecret();
  try {
    if (config.STAGE === 'aws') {
      const { AuthenticationResult } = await cognito.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: clientId,
          ClientSecret: clientSecret,
          RefreshToken: refreshToken,
        }),
      );
      return tokensOf(AuthenticationResult, refreshToken);
    }
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: {
          REFRESH_TOKEN: refreshToken,
          SECRET_HASH: secretHash(clientSecret, username, clientId),
        },
      }),
    );
    return tokensOf(AuthenticationResult, refreshToken);
  } catch (error) {
    if (BAD_CREDENTIALS.has((error as Error).name))
      throw new UnauthorizedError(SESSION_EXPIRED, { cause: error });
    throw error;
  }
}

/** What a refresh with an ended, revoked or unknown session is told. */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** Revoke a refresh token (and, on AWS, the access tokens it issued). An unknown token is already as good as revoked. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await cognito.send(
      new RevokeTokenCommand({
        ClientId: config.USER_POOL_CLIENT_ID,
        ClientSecret: await cognitoClientSecret(),
        Token: refreshToken,
      }),
    );
  } catch (error) {
    if (!BAD_CREDENTIALS.has((error as Error).name)) throw error;
  }
}

/**
 * Sign a user out of every session in Cognito (AdminUserGlobalSignOut). cognito-local has no such
 * call, so locally only our own "sessions valid after" mark (checked on every request and refresh)
 * does it; on AWS both apply.
 */
export async function signOutEverywhere(email: string): Promise<void> {
  if (config.STAGE !== 'aws') return;
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.USER_POOL_ID, Username: email }));
}

import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from './clients/cognito.js';
import { config } from './config.js';
import { ConflictError, UnauthorizedError } from './errors.js';

/** Tokens handed to the browser after sign-in. */
export interface Tokens {
  accessToken: string;
  refreshToken?: string;
  expiresIn: number;
}

/** One answer for every sign-in failure, so unknown emails and wrong passwords look the same. */
export const LOGIN_FAILED = 'Incorrect email or password.';

const BAD_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException', 'UserNotConfirmedException', 'PasswordResetRequiredException']);

function tokensOf(result: AuthenticationResultType | undefined, refreshToken?: string): Tokens {
  if (!result?.AccessToken) throw new UnauthorizedError(LOGIN_FAILED);
  return { accessToken: result.AccessToken, refreshToken: result.RefreshToken ?? refreshToken, expiresIn: result.ExpiresIn ?? 3600 };
}

/** Create a confirmed Cognito user with a permanent password; returns its `sub`. */
export async function createIdentity(email: string, password: string): Promise<string> {
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
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: config.USER_POOL_ID, Username: email, Password: password, Permanent: true }));
    return sub;
  } catch (error) {
    if ((error as Error).name === 'UsernameExistsException') throw new ConflictError('An account with this email already exists.');
    throw error;
  }
}

/** Remove a Cognito user (used to undo a sign-up that could not be completed). */
export async function deleteIdentity(email: string): Promise<void> {
  await cognito.send(new AdminDeleteUserCommand({ UserPoolId: config.USER_POOL_ID, Username: email })).catch(() => undefined);
}

/** Password sign-in (USER_PASSWORD_AUTH). Any credential problem becomes the same 401. */
export async function passwordSignIn(email: string, password: string): Promise<Tokens> {
  try {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({ ClientId: config.USER_POOL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
    );
    return tokensOf(AuthenticationResult);
  } catch (error) {
    if (BAD_CREDENTIALS.has((error as Error).name)) throw new UnauthorizedError(LOGIN_FAILED);
    throw error;
  }
}

/** Exchange a refresh token for a new access token. */
export async function refreshSession(refreshToken: string): Promise<Tokens> {
  try {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({ ClientId: config.USER_POOL_CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } }),
    );
    return tokensOf(AuthenticationResult, refreshToken);
  } catch (error) {
    if (BAD_CREDENTIALS.has((error as Error).name)) throw new UnauthorizedError('Your session has expired. Please sign in again.');
    throw error;
  }
}

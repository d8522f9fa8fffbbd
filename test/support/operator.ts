import { inject } from 'vitest';
import { operatorSignIn } from '../../infra/local/operator-sign-in.js';

/** Signs in as the seeded platform operator (password and authenticator code) and returns the access token. */
export function operatorToken(): Promise<string> {
  return operatorSignIn(inject('baseUrl'));
}

/**
 * Points this test worker's AWS SDK and handler config at the running local stand-ins, so a test can
 * call data functions or handlers directly (e.g. to inspect stored items). Call before importing
 * anything from functions/.
 */
export function useRuntimeEnvironment(): void {
  Object.assign(process.env, inject('runtimeEnv'), { LOG_LEVEL: 'silent' });
}

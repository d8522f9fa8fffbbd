import { inject } from 'vitest';
import { OPERATOR_ACCOUNT } from '../../shared/kernel/constants.js';
import { api } from './api.js';

/** Signs in as the seeded platform operator and returns the access token. */
export async function operatorToken(): Promise<string> {
  const answer = await api('POST', '/api/auth/login', {
    body: { email: OPERATOR_ACCOUNT.email, password: OPERATOR_ACCOUNT.password },
  });
  if (answer.status !== 200) throw new Error(`operator login failed: ${answer.status}`);
  return answer.body.access_token;
}

/**
 * Points this test worker's AWS SDK and handler config at the running local stand-ins, so a test can
 * call data functions or handlers directly (e.g. to inspect stored items). Call before importing
 * anything from functions/.
 */
export function useRuntimeEnvironment(): void {
  Object.assign(process.env, inject('runtimeEnv'), { LOG_LEVEL: 'silent' });
}

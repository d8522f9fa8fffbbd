import { inject } from 'vitest';
import { operatorSignIn } from '../../infra/local/operator-sign-in.js';

/**
 * How long one operator session is reused by the files of a run: under the 15-minute step-up window, so a
 * step-up route still accepts it. A code is good once and only two steps are accepted at a time, so a
 * sign-in per file waited up to 30 s for a new step whenever files came quickly after each other.
 */
const REUSE_MS = 10 * 60_000;
let session: { token: string; at: number } | undefined;

/**
 * The seeded platform operator's access token (password and authenticator code): the last one while it is
 * young and still accepted, else a new sign-in.
 */
export async function operatorToken(): Promise<string> {
  const baseUrl = inject('baseUrl');
  if (session && Date.now() - session.at < REUSE_MS) {
    const me = await fetch(`${baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    if (me.ok) return session.token;
  }
  session = { token: await operatorSignIn(baseUrl), at: Date.now() };
  return session.token;
}

/**
 * Points this test worker's AWS SDK and handler config at the running local stand-ins, so a test can
 * call data functions or handlers directly (e.g. to inspect stored items). Call before importing
 * anything from functions/.
 */
export function useRuntimeEnvironment(): void {
  Object.assign(process.env, inject('runtimeEnv'), { LOG_LEVEL: 'silent' });
}

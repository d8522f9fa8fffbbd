import { OPERATOR_ACCOUNT } from '../../shared/kernel/constants.js';
import { totpCode, totpStep } from '../../functions/platform/totp.js';

/** The seeded operator's authenticator code, `offset` steps from now (its secret is fixed locally). */
export function operatorCode(offset = 0, now = new Date()): string {
  return totpCode(OPERATOR_ACCOUNT.totpSecret, totpStep(now) + offset);
}

async function post(appUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${appUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Signs the seeded operator in through the API (password, then the authenticator code) and returns
 * the access token: for the seed and the tests. A code is good once, so when this step's code was
 * used it tries the next step's (accepted a step early), then waits for a new step.
 */
export async function operatorSignIn(appUrl: string): Promise<string> {
  const login = await post(appUrl, '/api/auth/login', {
    email: OPERATOR_ACCOUNT.email,
    password: OPERATOR_ACCOUNT.password,
  });
  const challenge = (await login.json()) as { mfa_token?: string };
  if (!login.ok || !challenge.mfa_token) throw new Error(`operator login failed: ${login.status}`);
  for (let round = 0; round < 3; round++) {
    for (const offset of [0, 1]) {
      const answer = await post(appUrl, '/api/auth/mfa', {
        mfa_token: challenge.mfa_token,
        code: operatorCode(offset),
      });
      if (answer.ok) return ((await answer.json()) as { access_token: string }).access_token;
      if (answer.status !== 400)
        throw new Error(`operator code refused: ${answer.status} ${await answer.text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 50));
  }
  throw new Error('operator code refused in three steps');
}

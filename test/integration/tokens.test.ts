import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api, signUp } from '../support/api.js';

// cognito-local signs with a key shipped in its package: with it a test can mint tokens that are
// correctly signed but wrong in one claim, which is what the verifier must catch.
const { pem } = JSON.parse(
  readFileSync('node_modules/cognito-local/lib/keys/cognitoLocal.private.json', 'utf8'),
) as { pem: string };

function mint(
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' },
): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode(header)}.${encode(claims)}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(pem).toString('base64url')}`;
}

describe('bearer token verification (GET /api/auth/me)', () => {
  it('accepts a re-signed copy of a real access token (the control case)', async () => {
    const { token } = await signUp();
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect((await api('GET', '/api/auth/me', { token: mint(claims) })).status).toBe(200);
  });

  it('refuses expired tokens, other app clients, id tokens and other issuers', async () => {
    const { token } = await signUp();
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const cases = {
      expired: { ...claims, iat: now - 7200, exp: now - 3600 },
      otherClient: { ...claims, client_id: 'some-other-client' },
      idToken: { ...claims, token_use: 'id', aud: claims.client_id },
      otherIssuer: { ...claims, iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_evil' },
    };
    for (const [name, forged] of Object.entries(cases)) {
      const answer = await api('GET', '/api/auth/me', { token: mint(forged) });
      expect(answer.status, name).toBe(401);
    }
  });
});

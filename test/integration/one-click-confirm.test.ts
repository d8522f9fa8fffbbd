import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { api, uniqueEmail } from '../support/api.js';
import { clientAddressHeader } from '../support/client-address.js';
import { waitForConfirmationToken } from '../support/signup-flow.js';

// The mailed link confirms in one click in the browser that signed up: the form sent a random proof
// with the sign-up and the link's page sends it back instead of the password (docs/decisions.md,
// "One-click sign-up confirmation"). Anywhere else the chosen password is still required.

const PASSWORD = 'Shingle-2026';

/** Signs up (with `proof` if given) and returns the mailed link's token. */
async function requestSignUp(email: string, proof?: string): Promise<string> {
  const since = Math.floor(Date.now() / 1000) - 1;
  const answer = await api('POST', '/api/auth/signup', {
    headers: clientAddressHeader(),
    body: {
      email,
      password: PASSWORD,
      first_name: 'Riley',
      last_name: 'Stone',
      ...(proof && { browser_proof: proof }),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return waitForConfirmationToken(inject('mailViewerUrl'), email, since);
}

const newProof = () => randomBytes(32).toString('base64url');

function confirm(body: Record<string, unknown>) {
  return api('POST', '/api/auth/signup/confirm', { body });
}

describe('POST /api/auth/signup/confirm with the signing-up browser’s proof', () => {
  it('creates the account and signs in without the password; the link then is used', async () => {
    const email = uniqueEmail('one-click');
    const proof = newProof();
    const token = await requestSignUp(email, proof);

    const confirmed = await confirm({ token, browser_proof: proof });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    expect(confirmed.body.user.email).toBe(email);
    const me = await api('GET', '/api/auth/me', { token: confirmed.body.access_token });
    expect(me.status).toBe(200);
    // The password chosen in the form is the account's password.
    expect((await api('POST', '/api/auth/login', { body: { email, password: PASSWORD } })).status).toBe(200);

    const again = await confirm({ token, browser_proof: proof });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe(
      'This confirmation link was already used. Sign in with your email and password.',
    );
  });

  it('refuses another browser’s proof (the link stays usable with the password), and a proof for a sign-up made without one', async () => {
    const email = uniqueEmail('other-browser');
    const token = await requestSignUp(email, newProof());
    const wrong = await confirm({ token, browser_proof: newProof() });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { path: 'browser_proof', message: 'Enter the password you chose when you signed up.' },
    ]);
    const byPassword = await confirm({ token, password: PASSWORD });
    expect(byPassword.status).toBe(201);

    const withoutProof = await requestSignUp(uniqueEmail('no-proof'));
    const guessed = await confirm({ token: withoutProof, browser_proof: newProof() });
    expect(guessed.status).toBe(400);
    expect(guessed.body.errors[0].path).toBe('browser_proof');
    expect((await confirm({ token: withoutProof, password: PASSWORD })).status).toBe(201);
  });

  it('needs the password or a well-formed proof, and a wrong password is still refused when a proof was kept', async () => {
    const email = uniqueEmail('needs-one');
    const proof = newProof();
    const token = await requestSignUp(email, proof);
    const neither = await confirm({ token });
    expect(neither.status).toBe(400);
    expect(neither.body.detail).toBe('Password is required');
    expect((await confirm({ token, browser_proof: 'short' })).status).toBe(400);
    const wrongPassword = await confirm({ token, password: 'Not-the-one-1', browser_proof: proof });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.errors[0].path).toBe('password');
    expect((await confirm({ token, browser_proof: proof })).status).toBe(201);
  });
});

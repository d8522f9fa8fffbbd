// The two-step sign-up as a browser and a mailbox do it (docs/decisions.md): POST /api/auth/signup, read the
// confirmation mail from the local SES stand-in, POST /api/auth/signup/confirm with its token and
// the chosen password. Plain fetch, so bench scripts outside vitest can use it too.
import { mailedLinks, readMails, waitForMailedLinks } from './mail.js';

/** The sign-up form's body (email and password required). */
export type SignUpBody = { email: string; password: string } & Record<string, unknown>;

/** What the confirm call answered: the session of the new account. */
export interface ConfirmedSignUp {
  status: number;
  body: { access_token: string; refresh_token: string; user: { id: string } & Record<string, unknown> };
}

/** The token of the newest sign-up confirmation link mailed to `email` since `sinceSeconds`, if any. */
export async function confirmationTokenFor(
  mailViewerUrl: string,
  email: string,
  sinceSeconds: number,
): Promise<string | undefined> {
  const links = mailedLinks(await readMails(mailViewerUrl, sinceSeconds), email, 'confirm-signup');
  return links.at(-1)?.searchParams.get('token') ?? undefined;
}

/** Waits (bounded) for the confirmation link mailed to `email`; returns the newest one's token. */
export async function waitForConfirmationToken(
  mailViewerUrl: string,
  email: string,
  sinceSeconds: number,
  timeoutMs = 15_000,
): Promise<string> {
  const links = await waitForMailedLinks(mailViewerUrl, {
    to: email,
    page: 'confirm-signup',
    sinceSeconds,
    timeoutMs,
  });
  const token = links.at(-1)!.searchParams.get('token');
  if (!token) throw new Error(`the sign-up link mailed to ${email} has no token`);
  return token;
}

/** Signs up and confirms through the real API; throws with the answer when a step is refused. */
export async function signUpAndConfirm(options: {
  baseUrl: string;
  mailViewerUrl: string;
  body: SignUpBody;
  headers?: Record<string, string>;
}): Promise<ConfirmedSignUp> {
  const { baseUrl, mailViewerUrl, body, headers = {} } = options;
  const since = Math.floor(Date.now() / 1000) - 1;
  const requested = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (requested.status !== 202)
    throw new Error(`signup failed: ${requested.status} ${await requested.text()}`);
  const token = await waitForConfirmationToken(mailViewerUrl, body.email, since);
  const confirmed = await fetch(`${baseUrl}/api/auth/signup/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: body.password }),
  });
  const answer = (await confirmed.json()) as ConfirmedSignUp['body'];
  if (confirmed.status !== 201)
    throw new Error(`signup confirm failed: ${confirmed.status} ${JSON.stringify(answer)}`);
  return { status: confirmed.status, body: answer };
}

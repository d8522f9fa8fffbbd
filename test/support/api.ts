import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { clientAddressHeader } from './client-address.js';
import { readMails, type Mail } from './mail.js';
import { signUpAndConfirm } from './signup-flow.js';

/**
 * A body as JSON.parse gives it. Tests read answers loosely; their shape is checked where it is
 * made: the runtime the tests start holds every answer to its route's response schema.
 */
export type JsonBody = ReturnType<typeof JSON.parse>;

/** A JSON answer from the local API. */
export interface ApiAnswer<T = JsonBody> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls the local runtime's API the way the web app does. */
export async function api<T = JsonBody>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined || options.raw !== undefined
        ? { 'content-type': 'application/json' }
        : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    redirect: 'manual',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

let counter = 0;
// Sign-ups are limited per email domain (200 an hour) and the suite signs up more than that (test files
// may share this module), so every 25 addresses get a new domain under example.com.
const domainPrefix = `t${randomBytes(4).toString('hex')}`;

/** A fresh, unique email address for one test. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@${domainPrefix}-${Math.floor(counter / 25)}.example.com`;
}

/**
 * Signs up a new contractor account the way a person does (docs/decisions.md): the form, the confirmation
 * mail's link, the chosen password; returns its token and user. Each call comes from its own
 * client address, so the per-address sign-up limit never couples tests.
 */
export async function signUp(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string) ?? uniqueEmail();
  const password = (overrides.password as string) ?? 'Shingle-2026';
  const answer = await signUpAndConfirm({
    baseUrl: inject('baseUrl'),
    mailViewerUrl: inject('mailViewerUrl'),
    body: {
      first_name: 'Jordan',
      last_name: 'Avery',
      company: 'Summit Peak Roofing',
      ...overrides,
      email,
      password,
    },
    headers: clientAddressHeader(),
  });
  return {
    email,
    password,
    token: answer.body.access_token,
    refreshToken: answer.body.refresh_token,
    user: answer.body.user as JsonBody,
  };
}

/** Every mail the local SES stand-in has received, oldest first. */
export function sentMails(): Promise<Mail[]> {
  return readMails(inject('mailViewerUrl'));
}

/** Polls until `check` passes or the time runs out. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

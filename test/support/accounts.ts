import { inject } from 'vitest';
import { api, eventually, sentMails, type ApiAnswer } from './api.js';
import { clientAddressHeader } from './client-address.js';
import { mailedLinks } from './mail.js';

/** Signs in through the API from a given client address. */
export function login(
  email: string,
  password: string,
  headers: Record<string, string> = clientAddressHeader(),
): Promise<ApiAnswer> {
  return api('POST', '/api/auth/login', { body: { email, password }, headers });
}

/** Every /reset-password link mailed to `email`, oldest first. */
export async function passwordLinksTo(email: string): Promise<URL[]> {
  return mailedLinks(await sentMails(), email, 'reset-password');
}

/** Waits for the `count`-th password link mailed to `email` and returns its token and URL. */
export async function waitForPasswordLink(email: string, count = 1): Promise<{ token: string; url: URL }> {
  const links = await eventually(async () => {
    const found = await passwordLinksTo(email);
    return found.length >= count ? found : undefined;
  });
  const url = links[count - 1];
  return { token: url.searchParams.get('token') ?? '', url };
}

/** Posts a multipart logo upload the way a browser form does. */
export async function uploadLogo(
  token: string,
  file: { bytes: Buffer; name: string; type: string } | undefined,
  fields: Record<string, string> = {},
): Promise<ApiAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${inject('baseUrl')}/api/profile/logo/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body, headers: response.headers };
}

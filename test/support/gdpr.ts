import { api, eventually, sentMails } from './api.js';
import { mailedLinks } from './mail.js';

// A GDPR request waits for its requester's confirmation (docs/decisions.md): the link mailed to them
// is `/gdpr/confirm/{id}?token=…`.

/** The newest GDPR confirmation link mailed to an address: the request id and the token. */
export async function gdprConfirmLink(email: string): Promise<{ id: string; token: string }> {
  const url = await eventually(async () => mailedLinks(await sentMails(), email, 'gdpr').at(-1), 15_000);
  return { id: url.pathname.split('/').at(-1)!, token: url.searchParams.get('token') ?? '' };
}

/** Confirms the request mailed to an address the way its page does; answers the API's reply. */
export async function confirmGdpr(email: string, headers: Record<string, string> = {}) {
  const { id, token } = await gdprConfirmLink(email);
  return api('POST', `/api/gdpr/requests/${id}/confirm`, { body: { token }, headers });
}

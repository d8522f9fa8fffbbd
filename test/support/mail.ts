// The one reader of the local SES stand-in's mail store (`GET /store`) and the one extractor of the
// links mailed to an address. Plain fetch, no vitest: the bench scripts use it too.

/** A mail as the stand-in stored it, with the fields the tests read. */
export interface Mail {
  subject: string;
  /** Every recipient, comma-joined. */
  to: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
}

interface StoredMail {
  subject?: string;
  destination?: { to?: string | string[] };
  to?: string | string[];
  body?: { html?: string; text?: string };
  attachments?: { filename: string; contentType: string }[];
}

/** Every mail the stand-in at `mailViewerUrl` received (since `sinceSeconds`, epoch seconds, when given), oldest first. */
export async function readMails(mailViewerUrl: string, sinceSeconds?: number): Promise<Mail[]> {
  const query = sinceSeconds === undefined ? '' : `?since=${sinceSeconds}`;
  const response = await fetch(`${mailViewerUrl.replace(/\/$/, '')}/store${query}`);
  if (!response.ok) throw new Error(`mail store answered ${response.status}`);
  const store = (await response.json()) as { emails?: StoredMail[] };
  return (store.emails ?? []).map((mail) => ({
    subject: mail.subject ?? '',
    to: [mail.destination?.to ?? mail.to ?? ''].flat().join(','),
    html: mail.body?.html ?? '',
    text: mail.body?.text ?? '',
    attachments: mail.attachments ?? [],
  }));
}

// A link ends at white space, a quote, a bracket or a closing parenthesis; a trailing full stop or comma is prose.
const LINK = /https?:\/\/[^\s"'<>()[\]]+/g;

/**
 * Every link to one of our pages in the text of the mails to `to`, oldest first: `page` is the first
 * path segment (`confirm-signup`, `reset-password`, `proposal`, `sign`, `sign-document`, `project`,
 * `register`…), so `sign` never matches `/sign-document/…`.
 */
export function mailedLinks(mails: readonly Mail[], to: string, page: string): URL[] {
  return mails
    .filter((mail) => mail.to.includes(to))
    .flatMap((mail) =>
      [...mail.text.matchAll(LINK)].map((match) => new URL(match[0].replace(/[.,;:!?]+$/, ''))),
    )
    .filter((url) => url.pathname === `/${page}` || url.pathname.startsWith(`/${page}/`));
}

/** The token of a `/<page>/<token>` link: its 43-character last path segment (throws on any other shape). */
export function pathToken(url: URL): string {
  const token = url.pathname.split('/').at(-1) ?? '';
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new Error(`no 43-character token in ${url.href}`);
  return token;
}

/**
 * Waits (polling every 100 ms, up to `timeoutMs`) until at least `count` links to `page` were mailed
 * to `to` (since `sinceSeconds`, when given); returns them all, oldest first.
 */
export async function waitForMailedLinks(
  mailViewerUrl: string,
  options: { to: string; page: string; count?: number; sinceSeconds?: number; timeoutMs?: number },
): Promise<URL[]> {
  const { to, page, count = 1, sinceSeconds, timeoutMs = 15_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = mailedLinks(await readMails(mailViewerUrl, sinceSeconds), to, page);
    if (links.length >= count) return links;
    if (Date.now() > deadline)
      throw new Error(`${count} link(s) to /${page} were not mailed to ${to} in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The building blocks every mail is made of: the rendered shape, escaping, the two frames (ours and
 * the contractor's) and the small pieces inside them. A leaf: it imports only the kernel, so every
 * template module can import it without a cycle through the registry.
 */
import { hexChannels } from '../kernel/brand-colour.js';
import { formatLongDate } from '../kernel/format.js';
import { escapeHtml } from '../kernel/html.js';

/** A rendered email: subject plus HTML and plain-text bodies. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Renders one template from its job data. */
export type Renderer = (data: Record<string, unknown>) => RenderedEmail;

// Every mail template escapes with the kernel's one escape, imported from here with the other blocks.
export { escapeHtml };

/** Style of a muted paragraph (expiry notes, small print). */
export const MUTED = 'color:#64748b;font-size:13px';
const LINK_LINE = 'color:#64748b;font-size:12px;word-break:break-all';
const QUOTE = 'margin:0;padding:8px 12px;border-left:3px solid #cbd5e1;color:#334155;white-space:pre-wrap';

/** The frame every mail shares: a header row, the title, the body and a footer line. */
function frame(headerRow: string, title: string, bodyHtml: string, footerHtml: string): string {
  return [
    '<!doctype html><html><body style="margin:0;background:#f1f5f9;' +
      'font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0">' +
      '<tr><td align="center" style="padding:24px 12px">',
    // Fluid up to 560 px: a phone shows the whole mail without zooming or scrolling sideways.
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ' +
      'style="width:100%;max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">',
    headerRow,
    '<tr><td style="padding:28px">' +
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr>`,
    `<tr><td style="padding:16px 28px;background:#f8fafc;color:#64748b;font-size:12px">${footerHtml}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

/** The layout of mails Ridgeline sends in its own name: our header and footer around the body. */
export function layout(title: string, bodyHtml: string): string {
  return frame(
    '<tr><td style="background:#0f172a;color:#ffffff;padding:20px 28px;font-size:18px;font-weight:700">' +
      'Ridgeline</td></tr>',
    title,
    bodyHtml,
    'Ridgeline — roof measurements, estimates and proposals for roofing contractors.',
  );
}

/**
 * The layout of mails sent on a contractor's behalf: their company name (and logo, when the job
 * attaches it inline as `cid:<logoCid>`) in the header instead of ours, and "with Ridgeline" in the
 * footer unless `ridgelineLine` is false.
 */
export function companyLayout(data: Record<string, unknown>, title: string, bodyHtml: string): string {
  const company = String(data.companyName ?? 'Ridgeline');
  const logo =
    typeof data.logoCid === 'string' && data.logoCid
      ? `<img src="cid:${escapeHtml(data.logoCid)}" alt="${escapeHtml(company)}" ` +
        'style="max-height:48px;max-width:200px;display:block;margin-bottom:8px">'
      : '';
  // Settings' brand colour (docs/product.md#accounts) replaces our orange rule; only a `#rrggbb` value reaches the CSS.
  const rule = hexChannels(String(data.brandColour ?? '')) ? String(data.brandColour) : '#f97316';
  return frame(
    `<tr><td style="background:#ffffff;border-bottom:3px solid ${rule};padding:20px 28px">${logo}` +
      `<span style="font-size:18px;font-weight:700;color:#0b1b33">${escapeHtml(company)}</span></td></tr>`,
    title,
    bodyHtml,
    // "Your branding, no Ridgeline line" on paid plans: only Starter mails name us (docs/product.md#accounts).
    data.ridgelineLine === false
      ? `Sent by ${escapeHtml(company)}.`
      : `Sent by ${escapeHtml(company)} with Ridgeline.`,
  );
}

/** A call-to-action button of a mail. */
export function button(href: string, label: string): string {
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" ` +
    'style="background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;' +
    `text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`
  );
}

/** A muted paragraph with a link written out, for mail clients that hide buttons. */
export function linkLine(url: string): string {
  return `<p style="${LINK_LINE}">${escapeHtml(url)}</p>`;
}

/** Text someone wrote (a message, notes), quoted under a muted caption. */
export function quote(caption: string, text: string): string {
  return `<p style="${MUTED}">${caption}</p><blockquote style="${QUOTE}">${escapeHtml(text)}</blockquote>`;
}

/** "phone · email" of the contractor, as far as known. */
export function contactLine(data: Record<string, unknown>): string {
  return [data.contactPhone, data.contactEmail]
    .filter((value) => typeof value === 'string' && value)
    .join(' · ');
}

/** An ISO date in a mail, e.g. "December 21, 2026". */
export function formatMailDate(value: unknown): string {
  return formatLongDate(String(value ?? ''));
}

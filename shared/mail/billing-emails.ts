/** Billing mails (docs/product.md#communications): payment receipt, trial ending, payment failed, subscription cancelled. */
import { formatCents } from '../kernel/format.js';
import { escapeHtml, type RenderedEmail, type Renderer } from './layout.js';
import type { EmailTemplate } from './template-names.js';

type Data = Record<string, unknown>;

function mail(
  subject: string,
  title: string,
  paragraphs: string[],
  link?: { url: string; label: string },
): RenderedEmail {
  const html =
    '<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">' +
    '<div style="max-width:560px;margin:0 auto;padding:24px"><div style="background:#ffffff;border-radius:12px;overflow:hidden">' +
    '<div style="background:#0f172a;color:#ffffff;padding:20px 28px;font-size:18px;font-weight:700">Ridgeline</div>' +
    `<div style="padding:28px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>` +
    paragraphs.map((text) => `<p style="line-height:1.5">${escapeHtml(text)}</p>`).join('') +
    (link
      ? `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(link.label)}</a></p>` +
        `<p style="color:#64748b;font-size:12px;word-break:break-all">${escapeHtml(link.url)}</p>`
      : '') +
    '</div></div></div></body></html>';
  const text = [`${title}`, '', ...paragraphs, ...(link ? ['', `${link.label}: ${link.url}`] : [])].join(
    '\n',
  );
  return { subject, html, text };
}

function money(data: Data): string {
  return formatCents(Number(data.amountCents ?? 0));
}

/** Renderers of the billing mails. */
export const billingTemplates = {
  'payment-receipt': (data) =>
    mail(
      `Your Ridgeline receipt — ${money(data)}`,
      'Thank you for your payment',
      [
        `Hi ${String(data.name || 'there')},`,
        `We received ${money(data)} for ${String(data.description ?? 'Ridgeline')}.`,
        `Reference: ${String(data.reference ?? '')}`,
        ...(data.signupUrl
          ? ['Create your Ridgeline account with the link below to start on the plan you bought.']
          : []),
      ],
      data.signupUrl
        ? { url: String(data.signupUrl), label: 'Create your account' }
        : data.invoiceUrl
          ? { url: String(data.invoiceUrl), label: 'View invoice' }
          : undefined,
    ),
  'trial-ending': (data) =>
    mail(
      'Your Ridgeline trial ends in 3 days',
      'Your free trial ends soon',
      [
        `Your trial of Ridgeline ends on ${String(data.trialEnd ?? '')}. Subscribe to keep measuring roofs and sending proposals.`,
      ],
      { url: String(data.billingUrl ?? ''), label: 'Choose a plan' },
    ),
  'payment-failed': (data) =>
    mail(
      'Your Ridgeline payment failed',
      'We could not charge your card',
      [
        `The payment of ${money(data)} for your Ridgeline subscription failed.`,
        'Everything keeps working for 7 days. Please update your payment method before then.',
      ],
      { url: String(data.billingUrl ?? ''), label: 'Update payment method' },
    ),
  'subscription-cancelled': (data) =>
    mail(
      'Your Ridgeline subscription has ended',
      'Your subscription was cancelled',
      [
        'Your Ridgeline subscription has ended. Your estimates, proposals and documents stay readable and exportable.',
        'You can subscribe again at any time.',
      ],
      { url: String(data.billingUrl ?? ''), label: 'Open billing' },
    ),
} satisfies Partial<Record<EmailTemplate, Renderer>>;

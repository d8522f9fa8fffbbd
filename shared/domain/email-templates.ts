import type { EmailJob } from '../schemas/email.js';

/** A rendered email: subject plus HTML and plain-text bodies. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Escapes text for HTML so stored values can never inject markup into a mail. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0f172a;color:#ffffff;padding:20px 28px;font-size:18px;font-weight:700">Ridgeline</td></tr>
<tr><td style="padding:28px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;color:#64748b;font-size:12px">Ridgeline — roof measurements, estimates and proposals for roofing contractors.</td></tr>
</table></td></tr></table></body></html>`;
}

function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;
}

type Renderer = (data: Record<string, unknown>) => RenderedEmail;

const templates: Record<EmailJob['template'], Renderer> = {
  welcome: (data) => {
    const name = String(data.firstName ?? 'there');
    const company = String(data.company ?? 'your company');
    const url = `${String(data.appUrl ?? '')}/dashboard`;
    return {
      subject: 'Welcome to Ridgeline — your 14-day trial has started',
      html: layout(`Welcome, ${name}!`, `<p>Your Ridgeline account for <strong>${escapeHtml(company)}</strong> is ready. Type an address, get a measured roof and a priced estimate in about a minute.</p>${button(url, 'Open your dashboard')}<p style="color:#64748b;font-size:13px">Your free trial lasts 14 days. No credit card needed.</p>`),
      text: `Welcome, ${name}!\n\nYour Ridgeline account for ${company} is ready. Type an address, get a measured roof and a priced estimate in about a minute.\n\nOpen your dashboard: ${url}\n\nYour free trial lasts 14 days. No credit card needed.`,
    };
  },
};

/** Renders an email job's template with its data. */
export function renderEmail(job: Pick<EmailJob, 'template' | 'data'>): RenderedEmail {
  return templates[job.template](job.data);
}

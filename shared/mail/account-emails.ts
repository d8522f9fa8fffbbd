// Mails of a Ridgeline account in our own name: the welcome after sign-up, a password reset, a team invite.
import type { EmailTemplate } from './template-names.js';
import { button, escapeHtml, layout, linkLine, MUTED, type Renderer } from './layout.js';

/** Renderers of the account mails. */
export const accountTemplates = {
  welcome: (data) => {
    const name = String(data.firstName ?? 'there');
    const company = String(data.company ?? 'your company');
    const url = `${String(data.appUrl ?? '')}/dashboard`;
    const pitch = 'Type an address, get a measured roof and a priced estimate in about a minute.';
    const trial = 'Your free trial lasts 14 days. No credit card needed.';
    return {
      subject: 'Welcome to Ridgeline — your 14-day trial has started',
      html: layout(
        `Welcome, ${name}!`,
        `<p>Your Ridgeline account for <strong>${escapeHtml(company)}</strong> is ready. ${pitch}</p>` +
          `${button(url, 'Open your dashboard')}<p style="${MUTED}">${trial}</p>`,
      ),
      text:
        `Welcome, ${name}!\n\nYour Ridgeline account for ${company} is ready. ${pitch}\n\n` +
        `Open your dashboard: ${url}\n\n${trial}`,
    };
  },
  'password-reset': (data) => {
    const name = String(data.firstName ?? 'there');
    const url = String(data.resetUrl ?? '');
    const request = 'We received a request to reset the password of your Ridgeline account.';
    const expiry =
      'The link works once and expires in 1 hour. ' +
      'If you did not ask for this, ignore this email — your password stays the same.';
    return {
      subject: 'Reset your Ridgeline password',
      html: layout(
        `Hi ${name},`,
        `<p>${request} Choose a new password with the button below.</p>${button(url, 'Reset password')}` +
          `<p style="${MUTED}">${expiry}</p>${linkLine(url)}`,
      ),
      text: `Hi ${name},\n\n${request} Choose a new password here:\n\n${url}\n\n${expiry}`,
    };
  },
  'team-invite': (data) => {
    const name = String(data.firstName ?? 'there');
    const inviter = String(data.inviterName ?? 'Your administrator');
    const company = String(data.company ?? 'their company');
    const url = String(data.inviteUrl ?? '');
    const product = 'on Ridgeline — roof measurements, estimates and proposals in one place.';
    const expiry = 'The link works once and expires in 7 days.';
    return {
      subject: `${inviter} invited you to ${company} on Ridgeline`,
      html: layout(
        `Hi ${name},`,
        `<p><strong>${escapeHtml(inviter)}</strong> invited you to join ` +
          `<strong>${escapeHtml(company)}</strong> ${product}</p><p>Set your password to get started:</p>` +
          `${button(url, 'Set your password')}<p style="${MUTED}">${expiry}</p>${linkLine(url)}`,
      ),
      text:
        `Hi ${name},\n\n${inviter} invited you to join ${company} ${product}\n\n` +
        `Set your password to get started:\n\n${url}\n\n${expiry}`,
    };
  },
} satisfies Partial<Record<EmailTemplate, Renderer>>;

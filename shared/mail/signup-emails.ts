import { button, escapeHtml, layout, linkLine, MUTED, type Renderer } from './layout.js';
import type { EmailTemplate } from './template-names.js';

/** Mails of the two-step sign-up (docs/decisions.md): the confirmation link, and the note to an address's owner. */
export const signUpTemplates = {
  'signup-confirm': (data) => {
    const name = String(data.firstName ?? 'there');
    const url = String(data.confirmUrl ?? '');
    const hours = String(data.hours ?? 24);
    const ask = 'Confirm your email address to finish creating your Ridgeline account.';
    const how = 'You will be asked for the password you chose when you signed up.';
    const expiry =
      `The link works once and expires in ${hours} hours. ` +
      'If you did not sign up for Ridgeline, ignore this email: no account is created.';
    return {
      subject: 'Confirm your email to finish signing up for Ridgeline',
      html: layout(
        `Hi ${name},`,
        `<p>${ask} ${how}</p>${button(url, 'Confirm my email')}` +
          `<p style="${MUTED}">${escapeHtml(expiry)}</p>${linkLine(url)}`,
      ),
      text: `Hi ${name},\n\n${ask} ${how}\n\n${url}\n\n${expiry}`,
    };
  },
  'signup-existing': (data) => {
    const name = String(data.firstName ?? 'there');
    const signIn = String(data.signInUrl ?? '');
    const reset = String(data.resetUrl ?? '');
    const what =
      'Someone tried to sign up for Ridgeline with your email address, which already has an account.';
    const next = 'If it was you, sign in instead, or reset your password if you forgot it.';
    const safe = 'If it was not you, you can ignore this email: nothing was changed.';
    return {
      subject: 'Someone tried to sign up with your email address',
      html: layout(
        `Hi ${name},`,
        `<p>${what}</p><p>${next}</p>${button(signIn, 'Sign in')}` +
          `<p>Forgot your password? <a href="${escapeHtml(reset)}">Reset it here</a>.</p>` +
          `<p style="${MUTED}">${safe}</p>`,
      ),
      text: `Hi ${name},\n\n${what}\n\n${next}\n\nSign in: ${signIn}\nReset your password: ${reset}\n\n${safe}`,
    };
  },
} satisfies Partial<Record<EmailTemplate, Renderer>>;

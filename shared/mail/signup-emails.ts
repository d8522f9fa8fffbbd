import type { RenderedEmail } from './email-templates.js';

type Renderer = (data: Record<string, unknown>) => RenderedEmail;

/** The pieces of the shared mail frame the sign-up mails use (handed in, so no import cycle). */
export interface SignUpMailFrame {
  layout: (title: string, bodyHtml: string) => string;
  escapeHtml: (value: unknown) => string;
  button: (href: string, label: string) => string;
  linkLine: (url: string) => string;
  muted: string;
}

/** Mails of the two-step sign-up (docs/decisions.md): the confirmation link, and the note to an address's owner. */
export function signUpTemplates({
  layout,
  escapeHtml,
  button,
  linkLine,
  muted,
}: SignUpMailFrame): Record<'signup-confirm' | 'signup-existing', Renderer> {
  return {
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
            `<p style="${muted}">${escapeHtml(expiry)}</p>${linkLine(url)}`,
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
            `<p style="${muted}">${safe}</p>`,
        ),
        text: `Hi ${name},\n\n${what}\n\n${next}\n\nSign in: ${signIn}\nReset your password: ${reset}\n\n${safe}`,
      };
    },
  };
}

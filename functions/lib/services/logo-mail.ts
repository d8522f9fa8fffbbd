import type { EmailAttachment } from '../../../shared/schemas/email.js';

/** The content id the mail templates show the company logo by (`cid:company-logo`). */
const LOGO_CONTENT_ID = 'company-logo';

/**
 * What a mail needs to show the company logo inline: the template data naming its content id and
 * the attachment itself. Both are empty when the account has no logo.
 */
export function logoMail(logoKey: string | null | undefined): {
  data: { logoCid?: string };
  attachments: EmailAttachment[];
} {
  if (!logoKey) return { data: {}, attachments: [] };
  const png = logoKey.endsWith('.png');
  return {
    data: { logoCid: LOGO_CONTENT_ID },
    attachments: [
      {
        bucket: 'uploads',
        key: logoKey,
        fileName: png ? 'logo.png' : 'logo.jpg',
        contentType: png ? 'image/png' : 'image/jpeg',
        contentId: LOGO_CONTENT_ID,
      },
    ],
  };
}

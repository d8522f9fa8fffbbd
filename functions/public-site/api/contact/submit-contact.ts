import { MAX_PUBLIC_FORM_BYTES } from '@shared/kernel/constants.js';
import { contactRequest, contactResponse } from '@shared/public-site/schemas/public-forms.js';
import { created } from '../../../platform/respond.js';
import { publicRoute } from '../../../platform/route.js';
import { submitContact } from '../../service/public-forms-service.js';

/** POST /api/contact/submit — the contact form; answers with a reference id (public, rate-limited). */
export const handler = publicRoute(
  { body: contactRequest, maxBodyBytes: MAX_PUBLIC_FORM_BYTES, response: contactResponse },
  async ({ body, event }) => created(await submitContact(body, event)),
);

import { MAX_PUBLIC_FORM_BYTES } from '@shared/kernel/constants.js';
import { contactRequest, contactResponse } from '@shared/public-site/schemas/public-forms.js';
import { created } from '../../../platform/respond.js';
import { publicRoute } from '../../../platform/route.js';
import { submitContact } from '../../service/public-forms-service.js';

/** POST /api/contact — an older client call (docs/product.md#public-site): the contact form, exactly as POST /api/contact/submit. */
export const handler = publicRoute(
  { body: contactRequest, maxBodyBytes: MAX_PUBLIC_FORM_BYTES, response: contactResponse },
  async ({ body, event }) => created(await submitContact(body, event)),
);

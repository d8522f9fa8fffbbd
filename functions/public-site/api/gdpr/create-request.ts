import { MAX_PUBLIC_FORM_BYTES } from '@shared/kernel/constants.js';
import { gdprRequest, gdprResponse } from '@shared/public-site/schemas/public-forms.js';
import { created } from '../../../platform/respond.js';
import { publicRoute } from '../../../platform/route.js';
import { submitGdprRequest } from '../../service/public-forms-service.js';

/** POST /api/gdpr/requests — a data-subject request from the GDPR page (public, rate-limited). */
export const handler = publicRoute(
  { body: gdprRequest, maxBodyBytes: MAX_PUBLIC_FORM_BYTES, response: gdprResponse },
  async ({ body, event }) => created(await submitGdprRequest(body, event)),
);

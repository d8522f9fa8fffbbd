import { MAX_PUBLIC_FORM_BYTES } from '../../../shared/domain/constants.js';
import { gdprRequest, gdprResponse } from '../../../shared/schemas/public-forms.js';
import { created } from '../../lib/respond.js';
import { publicRoute } from '../../lib/route.js';
import { submitGdprRequest } from '../../lib/services/public-forms-service.js';

/** POST /api/gdpr/requests — a data-subject request from the GDPR page (public, rate-limited). */
export const handler = publicRoute(
  { body: gdprRequest, maxBodyBytes: MAX_PUBLIC_FORM_BYTES, response: gdprResponse },
  async ({ body, event }) => created(await submitGdprRequest(body, event)),
);

import { MAX_PUBLIC_FORM_BYTES } from '../../../shared/domain/constants.js';
import {
  partnerApplicationRequest,
  partnerApplicationResponse,
} from '../../../shared/schemas/public-forms.js';
import { created } from '../../lib/respond.js';
import { publicRoute } from '../../lib/route.js';
import { submitPartnerApplication } from '../../lib/services/public-forms-service.js';

/** POST /api/partners/apply — a partner application (public, rate-limited). */
export const handler = publicRoute(
  {
    response: partnerApplicationResponse,
    body: partnerApplicationRequest,
    maxBodyBytes: MAX_PUBLIC_FORM_BYTES,
  },
  async ({ body, event }) => created(await submitPartnerApplication(body, event)),
);

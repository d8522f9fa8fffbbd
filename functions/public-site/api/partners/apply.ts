import { MAX_PUBLIC_FORM_BYTES } from '@shared/kernel/constants.js';
import {
  partnerApplicationRequest,
  partnerApplicationResponse,
} from '@shared/public-site/schemas/partner-application.js';
import { created } from '../../../platform/respond.js';
import { publicRoute } from '../../../platform/route.js';
import { submitPartnerApplication } from '../../service/public-forms-service.js';

/** POST /api/partners/apply — a partner application (public, rate-limited). */
export const handler = publicRoute(
  {
    response: partnerApplicationResponse,
    body: partnerApplicationRequest,
    maxBodyBytes: MAX_PUBLIC_FORM_BYTES,
  },
  async ({ body, event }) => created(await submitPartnerApplication(body, event)),
);

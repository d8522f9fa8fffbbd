import { MAX_PUBLIC_FORM_BYTES } from '@shared/kernel/constants.js';
import { leadRequest, leadResponse } from '@shared/public-site/schemas/public-forms.js';
import { created } from '../../../platform/respond.js';
import { publicRoute } from '../../../platform/route.js';
import { submitLead } from '../../service/public-forms-service.js';

/** POST /api/leads — a lead from the presale popup or the early-access page (public, rate-limited). */
export const handler = publicRoute(
  { body: leadRequest, maxBodyBytes: MAX_PUBLIC_FORM_BYTES, response: leadResponse },
  async ({ body, event }) => created(await submitLead(body, event)),
);

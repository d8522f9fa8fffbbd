import { MAX_PUBLIC_FORM_BYTES } from '@shared/kernel/constants.js';
import { demoRequest, demoRequestResponse } from '@shared/public-site/schemas/legacy-calls.js';
import { created } from '../../../platform/respond.js';
import { publicRoute } from '../../../platform/route.js';
import { submitDemoRequest } from '../../service/public-forms-service.js';

/** POST /api/contact/demo — a demo request, stored as a lead with source demo_request (public, rate-limited). */
export const handler = publicRoute(
  { body: demoRequest, maxBodyBytes: MAX_PUBLIC_FORM_BYTES, response: demoRequestResponse },
  async ({ body, event }) => created(await submitDemoRequest(body, event)),
);

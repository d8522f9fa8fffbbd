import {
  gdprConfirmPath,
  gdprConfirmRequest,
  gdprConfirmResponse,
} from '@shared/public-site/schemas/public-forms.js';
import { publicRoute } from '../../../platform/route.js';
import { confirmGdprRequest } from '../../service/public-forms-service.js';

/** POST /api/gdpr/requests/{id}/confirm — the requester confirms by the mailed link (public, single use). */
export const handler = publicRoute(
  { path: gdprConfirmPath, body: gdprConfirmRequest, response: gdprConfirmResponse },
  async ({ path, body, event }) => confirmGdprRequest(path.id, body.token, event),
);

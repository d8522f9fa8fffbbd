import {
  sendCommunicationRequest,
  sendCommunicationResponse,
} from '../../../shared/schemas/communications.js';
import { route } from '../../lib/route.js';
import { sendCommunicationFor } from '../../lib/services/communications-service.js';

/** POST /api/communications/send — a message (written or from a template), recorded and tracked. */
export const handler = route(
  { auth: 'estimates.write', body: sendCommunicationRequest, response: sendCommunicationResponse },
  async ({ body, caller }) => sendCommunicationFor(caller, body),
);

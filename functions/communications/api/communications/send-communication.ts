import {
  sendCommunicationRequest,
  sendCommunicationResponse,
} from '@shared/communications/schemas/communications.js';
import { route } from '../../../platform/route.js';
import { sendCommunicationFor } from '../../service/communications-service.js';

/** POST /api/communications/send — a message (written or from a template), recorded and tracked. */
export const handler = route(
  { auth: 'communications.send', body: sendCommunicationRequest, response: sendCommunicationResponse },
  async ({ body, caller }) => sendCommunicationFor(caller, body),
);

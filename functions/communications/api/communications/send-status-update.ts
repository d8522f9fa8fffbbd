import {
  sendCommunicationResponse,
  sendStatusUpdateRequest,
} from '@shared/communications/schemas/communications.js';
import { route } from '../../../platform/route.js';
import { sendStatusUpdateFor } from '../../service/communications-service.js';

/** POST /api/communications/send-status-update — the status-update template to a homeowner. */
export const handler = route(
  { auth: 'communications.send', body: sendStatusUpdateRequest, response: sendCommunicationResponse },
  async ({ body, caller }) => sendStatusUpdateFor(caller, body),
);

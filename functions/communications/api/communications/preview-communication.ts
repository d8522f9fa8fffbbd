import { previewResponse, sendCommunicationRequest } from '@shared/communications/schemas/communications.js';
import { route } from '../../../platform/route.js';
import { previewCommunicationFor } from '../../service/communications-service.js';

/** POST /api/communications/preview — what each recipient of a message would receive; sends nothing. */
export const handler = route(
  { auth: 'communications.send', body: sendCommunicationRequest, response: previewResponse },
  async ({ body, caller }) => previewCommunicationFor(caller, body),
);

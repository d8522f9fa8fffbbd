import { MAX_PUBLIC_FORM_BYTES } from '@shared/kernel/constants.js';
import { widgetContactAnswer, widgetContactRequest, widgetLeadPath } from '@shared/widget/schemas/widget.js';
import { clientAddress } from '../../../platform/client-address.js';
import { publicRoute } from '../../../platform/route.js';
import { submitContact } from '../../service/quote-service.js';

/** POST /api/widget/{key}/quotes/{leadId}/contact — contact details with consent: a measured estimate. */
export const handler = publicRoute(
  {
    path: widgetLeadPath,
    body: widgetContactRequest,
    response: widgetContactAnswer,
    maxBodyBytes: MAX_PUBLIC_FORM_BYTES,
  },
  async ({ path, body, event }) => submitContact(path.key, path.leadId, body, clientAddress(event)),
);

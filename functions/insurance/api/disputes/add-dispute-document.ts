import { addDisputeDocumentQuery, dispute, disputePath } from '@shared/insurance/schemas/disputes.js';
import { route } from '../../../platform/route.js';
import { addDisputeDocumentFor } from '../../service/disputes-service.js';

/** POST /api/disputes/{id}/add-document?document_id= — attach one of the account's documents. */
export const handler = route(
  { auth: 'disputes.create', path: disputePath, query: addDisputeDocumentQuery, response: dispute },
  async ({ path, query, caller }) => addDisputeDocumentFor(caller, path.id, query.document_id),
);

import { addDisputeDocumentQuery, dispute, disputePath } from '../../../shared/schemas/disputes.js';
import { route } from '../../lib/route.js';
import { addDisputeDocumentFor } from '../../lib/services/disputes-service.js';

/** POST /api/disputes/{id}/add-document?document_id= — attach one of the account's documents. */
export const handler = route(
  { auth: 'disputes.create', path: disputePath, query: addDisputeDocumentQuery, response: dispute },
  async ({ path, query, caller }) => addDisputeDocumentFor(caller, path.id, query.document_id),
);

import { deleteAccountRequest, deleteAccountResponse } from '../../../shared/schemas/settings.js';
import { route } from '../../lib/route.js';
import { requestDeletionFor } from '../../lib/services/settings-service.js';

/** POST /api/settings/delete-request — store a GDPR request to delete the whole account. */
export const handler = route(
  { auth: 'team.manage', body: deleteAccountRequest, response: deleteAccountResponse },
  async ({ body, caller }) => requestDeletionFor(caller, body),
);

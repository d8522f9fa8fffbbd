import { deleteAccountRequest, deleteAccountResponse } from '@shared/accounts/schemas/settings.js';
import { route } from '../../../platform/route.js';
import { requestDeletionFor } from '../../service/settings-service.js';

/** POST /api/settings/delete-request — store a GDPR request to delete the whole account. */
export const handler = route(
  { auth: 'team.manage', body: deleteAccountRequest, response: deleteAccountResponse },
  async ({ body, caller }) => requestDeletionFor(caller, body),
);

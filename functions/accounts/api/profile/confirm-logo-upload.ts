import { logoConfirmRequest, logoUploadResponse, ownUserQuery } from '@shared/accounts/schemas/profile.js';
import { assertOwnUserId } from '../../../platform/own-user-id.js';
import { route } from '../../../platform/route.js';
import { confirmLogoUpload } from '../../service/profile-service.js';

/** POST /api/profile/logo/confirm `{key}` — check the uploaded file and make it the logo (step 2 of 2). */
export const handler = route(
  { auth: 'user', query: ownUserQuery, body: logoConfirmRequest, response: logoUploadResponse },
  async ({ query, body, caller }) => {
    assertOwnUserId(query.user_id, caller);
    return confirmLogoUpload(caller, body.key);
  },
);

import { logoUploadUrlResponse, ownUserQuery } from '@shared/accounts/schemas/profile.js';
import { assertOwnUserId } from '../../../platform/own-user-id.js';
import { route } from '../../../platform/route.js';
import { requestLogoUpload } from '../../service/profile-service.js';

/** POST /api/profile/logo/upload-url — a presigned S3 POST for a logo of up to 5 MB (step 1 of 2). */
export const handler = route(
  { auth: 'user', query: ownUserQuery, response: logoUploadUrlResponse },
  async ({ query, caller }) => {
    assertOwnUserId(query.user_id, caller);
    return requestLogoUpload(caller);
  },
);

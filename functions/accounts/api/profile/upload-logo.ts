import { logoUploadResponse } from '@shared/accounts/schemas/profile.js';
import { parseMultipartEvent } from '../../../platform/multipart.js';
import { assertOwnUserId } from '../../../platform/own-user-id.js';
import { route } from '../../../platform/route.js';
import { uploadLogo } from '../../service/profile-service.js';

// The body limit is API Gateway's own (10 MB), not the logo's: a file over 5 MB must get the spec's
// 'File size must be less than 5MB' from the service, not a generic 413.
const MAX_UPLOAD_BODY_BYTES = 10 * 1024 * 1024;

/** POST /api/profile/logo/upload — multipart `{file, user_id}`; PNG or JPEG by its bytes, at most 5 MB. */
export const handler = route(
  { auth: 'user', maxBodyBytes: MAX_UPLOAD_BODY_BYTES, response: logoUploadResponse },
  async ({ caller, event }) => {
    const form = parseMultipartEvent(event);
    assertOwnUserId(form.fields.user_id, caller);
    return uploadLogo(caller, form.files.file);
  },
);

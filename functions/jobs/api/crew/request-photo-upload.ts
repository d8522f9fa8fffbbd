import { crewJobPath, photoUploadRequest, photoUploadResponse } from '@shared/jobs/schemas/crew.js';
import { route } from '../../../platform/route.js';
import { requestPhotoUpload } from '../../service/crew-service.js';

/** POST /api/crew/jobs/{id}/photos/upload-url — a presigned POST for one photo, or "already stored". */
export const handler = route(
  { auth: 'crew.work', path: crewJobPath, body: photoUploadRequest, response: photoUploadResponse },
  async ({ path, body, caller }) => requestPhotoUpload(caller, path.id, body.photo_id),
);

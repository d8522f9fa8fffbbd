import { crewJobPath, savePhotoRequest, savePhotoResponse } from '@shared/jobs/schemas/crew.js';
import { route } from '../../../platform/route.js';
import { savePhoto } from '../../service/crew-service.js';

/** POST /api/crew/jobs/{id}/photos — check the uploaded bytes and keep the photo once (201, or 200 when stored before). */
export const handler = route(
  { auth: 'crew.work', path: crewJobPath, body: savePhotoRequest, response: savePhotoResponse },
  async ({ path, body, caller }) => savePhoto(caller, path.id, body),
);

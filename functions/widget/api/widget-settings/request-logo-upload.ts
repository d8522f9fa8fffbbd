import { logoUploadUrlResponse } from '@shared/accounts/schemas/profile.js';
import { route } from '../../../platform/route.js';
import { requestWidgetLogoUpload } from '../../service/logo-service.js';

/** POST /api/widget-settings/logo/upload-url — a presigned S3 POST for the widget's logo (step 1 of 2). */
export const handler = route(
  { auth: 'integrations.manage', response: logoUploadUrlResponse },
  async ({ caller }) => requestWidgetLogoUpload(caller),
);

import { SESv2Client } from '@aws-sdk/client-sesv2';

/** SES v2 client, created once per container. Locally AWS_ENDPOINT_URL_SESV2 points at aws-ses-v2-local. */
export const ses = /* @__PURE__ */ new SESv2Client({});

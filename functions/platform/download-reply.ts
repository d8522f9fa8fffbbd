import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { PDF_URL_SECONDS } from './data/objects.js';
import { redirect, Reply } from './respond.js';

/**
 * The answer of a PDF download route: a 302 to the short-lived S3 link, or that link as JSON when
 * the caller asks for JSON — the SPA does, because a new tab cannot carry its bearer token.
 */
export function downloadReply(event: APIGatewayProxyEventV2, url: string): Reply {
  const accept = event.headers?.accept ?? event.headers?.Accept ?? '';
  return /application\/json/i.test(accept)
    ? new Reply(200, { url, expires_in: PDF_URL_SECONDS })
    : redirect(url);
}

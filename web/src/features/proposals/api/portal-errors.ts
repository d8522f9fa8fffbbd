import { PROPOSAL_MESSAGES } from '@shared/documents/proposals.js';
import { supersededLinkBody, type SupersededLinkBody } from '@shared/documents/schemas/proposals.js';
import { ApiError } from '../../../lib/api-client';

/** Why the portal could not load the proposal, in the words the homeowner reads. */
export function loadError(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403))
    return PROPOSAL_MESSAGES.linkInvalid;
  if (error instanceof ApiError && error.status === 410)
    return error.fromServer ? error.detail : PROPOSAL_MESSAGES.linkExpired();
  return PROPOSAL_MESSAGES.loadFailed;
}

/** A 409 or 410 with the server's word: someone (another tab, another device) answered first. */
export function answeredElsewhere(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 409 || error.status === 410) && error.fromServer;
}

/** The newer proposal a 410 names when a newer one was sent (docs/decisions.md, "A superseded link names the current one"); null otherwise. */
export function supersededBy(error: unknown): SupersededLinkBody['current'] | null {
  if (!(error instanceof ApiError) || error.status !== 410) return null;
  const parsed = supersededLinkBody.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

import { PROPOSAL_MESSAGES } from '@shared/documents/proposals.js';
import { ApiError } from '../../../lib/api-client';

/** Why the portal could not load the proposal, in the words the homeowner reads. */
export function loadError(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403))
    return PROPOSAL_MESSAGES.linkInvalid;
  if (error instanceof ApiError && error.status === 410)
    return error.fromServer ? error.detail : PROPOSAL_MESSAGES.linkExpired;
  return PROPOSAL_MESSAGES.loadFailed;
}

/** A 409 or 410 with the server's word: someone (another tab, another device) answered first. */
export function answeredElsewhere(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 409 || error.status === 410) && error.fromServer;
}

import { useQuery } from '@tanstack/react-query';
import type { SignRequest } from '@shared/documents/schemas/proposals.js';
import {
  documentDeclinedResponse,
  documentSignedResponse,
  documentSigningView,
} from '@shared/documents/schemas/document-signing.js';
import { API_BASE } from '../../../lib/api-client';
import { publicRequest } from '../../../lib/public-fetch';

const path = (token: string) => `/document-signing/${encodeURIComponent(token)}`;

/** GET /api/document-signing/{token} — the library document the signer is asked to sign. */
export function useDocumentSigningView(token: string) {
  return useQuery({
    retry: false,
    gcTime: 0,
    queryKey: ['document-signing', token],
    queryFn: ({ signal }) => publicRequest(path(token), { schema: documentSigningView, signal }),
  });
}

/** POST /api/document-signing/{token} — sign once. */
export function signDocument(token: string, body: SignRequest) {
  return publicRequest(path(token), { method: 'POST', body, schema: documentSignedResponse });
}

/** POST /api/document-signing/{token}/decline — decline; the link is then used up. */
export function declineDocument(token: string) {
  return publicRequest(`${path(token)}/decline`, {
    method: 'POST',
    body: {},
    schema: documentDeclinedResponse,
  });
}

/** The signing page's link to the document under review. */
export function documentSigningPdfHref(token: string): string {
  return `${API_BASE}${path(token)}/pdf`;
}

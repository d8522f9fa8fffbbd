import type {
  ContactRequest,
  ContactResponse,
  GdprRequestBody,
  GdprConfirmResponse,
  GdprResponse,
  LeadRequest,
} from '@shared/public-site/schemas/public-forms.js';
import type {
  PartnerApplicationRequest,
  PartnerApplicationResponse,
} from '@shared/public-site/schemas/partner-application.js';
import { publicRequest } from '../../../lib/public-fetch';

/** POST /api/leads (presale popup and early-access page). */
export function submitLead(body: LeadRequest): Promise<{ id: string; message: string }> {
  return publicRequest('/leads', { method: 'POST', body });
}

/** POST /api/contact/submit. */
export function submitContact(body: ContactRequest): Promise<ContactResponse> {
  return publicRequest('/contact/submit', { method: 'POST', body });
}

/** POST /api/partners/apply. */
export function submitPartnerApplication(
  body: PartnerApplicationRequest,
): Promise<PartnerApplicationResponse> {
  return publicRequest('/partners/apply', { method: 'POST', body });
}

/** POST /api/gdpr/requests. */
export function submitGdprRequest(body: GdprRequestBody): Promise<GdprResponse> {
  return publicRequest('/gdpr/requests', { method: 'POST', body });
}

/** POST /api/gdpr/requests/{id}/confirm — the mailed link's token confirms the request (once). */
export function confirmGdprRequest(id: string, token: string): Promise<GdprConfirmResponse> {
  return publicRequest(`/gdpr/requests/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body: { token },
  });
}

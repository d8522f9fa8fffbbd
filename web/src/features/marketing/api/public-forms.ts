import type {
  ContactRequest,
  ContactResponse,
  GdprRequestBody,
  GdprResponse,
  LeadRequest,
  PartnerApplicationRequest,
  PartnerApplicationResponse,
} from '@shared/schemas/public-forms.js';
import { publicFetch } from '../../../lib/public-fetch';

/** POST /api/leads (presale popup and early-access page). */
export function submitLead(body: LeadRequest): Promise<{ id: string; message: string }> {
  return publicFetch('/leads', { method: 'POST', body });
}

/** POST /api/contact/submit. */
export function submitContact(body: ContactRequest): Promise<ContactResponse> {
  return publicFetch('/contact/submit', { method: 'POST', body });
}

/** POST /api/partners/apply. */
export function submitPartnerApplication(
  body: PartnerApplicationRequest,
): Promise<PartnerApplicationResponse> {
  return publicFetch('/partners/apply', { method: 'POST', body });
}

/** POST /api/gdpr/requests. */
export function submitGdprRequest(body: GdprRequestBody): Promise<GdprResponse> {
  return publicFetch('/gdpr/requests', { method: 'POST', body });
}

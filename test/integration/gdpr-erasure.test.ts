import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ACCOUNT } from '../../shared/kernel/constants.js';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { createEstimate } from '../support/estimates.js';
import { confirmGdpr } from '../support/gdpr.js';
import { operatorToken, useRuntimeEnvironment } from '../support/operator.js';

// The operators' erasure action on a confirmed GDPR request (docs/decisions.md "GDPR requests are
// confirmed by email; erasure is an operator action"): the person's form rows go, a contractor's
// estimate for them is anonymised, everyone else's data stays, and the request keeps the counts.

useRuntimeEnvironment();
const { getSubmission } = await import('../../functions/public-site/data/submissions.js');

let operator: string;
let clientCounter = 0;
/** A distinct visitor address per call (the public forms count per client). */
function client(): Record<string, string> {
  clientCounter += 1;
  return { 'cloudfront-viewer-address': `203.0.113.${clientCounter % 250}:${40000 + clientCounter}` };
}

async function post(path: string, body: Record<string, unknown>): Promise<string> {
  const answer = await api('POST', path, { body, headers: client() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as string;
}

/** A lead and a contact message from one person. */
async function formsOf(email: string) {
  const lead = await post('/api/leads', {
    first_name: 'Robin',
    last_name: 'Hale',
    email,
    phone: '(512) 555-0199',
    company: 'Hale Roofing',
    source: 'presale_popup',
    interests: ['early_access'],
  });
  const contact = await post('/api/contact/submit', {
    firstName: 'Robin',
    lastName: 'Hale',
    email,
    city: 'Austin',
    phone: '512-555-0100',
    reason: 'pricing_information',
    comments: 'Call me',
  });
  return { lead, contact };
}

/** A confirmed GDPR request of a type from the public form. */
async function confirmedRequest(email: string, requestType: string): Promise<string> {
  const id = await post('/api/gdpr/requests', {
    requestType,
    fullName: 'Robin Hale',
    email,
    verificationMethod: 'email',
  });
  expect((await confirmGdpr(email, client())).status).toBe(200);
  return id;
}

beforeAll(async () => {
  operator = await operatorToken();
});

describe('POST /api/gdpr/requests/{id}/erase', () => {
  it("removes the person's form rows and anonymises a contractor's estimate for them, leaving everyone else's; recorded and audited", async () => {
    const person = uniqueEmail('erase-me');
    const other = uniqueEmail('keep-me');
    const mine = await formsOf(person);
    const theirs = await formsOf(other);
    const contractor = await signUp();
    const estimate = await createEstimate(contractor.token, {
      customer_email: person,
      customer_last_name: 'Hale',
    });
    const untouched = await createEstimate(contractor.token, {
      customer_email: other,
      customer_last_name: 'Ortiz',
    });
    const id = await confirmedRequest(person, 'erasure');

    // Only an operator with users.manage erases; a contractor gets 403 and nothing changes.
    expect((await api('POST', `/api/gdpr/requests/${id}/erase`, { token: contractor.token })).status).toBe(
      403,
    );
    expect((await api('POST', `/api/gdpr/requests/${id}/erase`)).status).toBe(401);
    expect(await getSubmission('lead', mine.lead)).toBeDefined();

    const erased = await api('POST', `/api/gdpr/requests/${id}/erase`, { token: operator });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.erasure).toMatchObject({
      erased_by: OPERATOR_ACCOUNT.email,
      removed: { lead: 1, contact: 1 },
      anonymised: { estimate: 1 },
      kept: { gdpr_request: 1 },
    });
    expect(erased.body.can_erase).toBe(false);

    expect(await getSubmission('lead', mine.lead)).toBeUndefined();
    expect(await getSubmission('contact', mine.contact)).toBeUndefined();
    expect(await getSubmission('lead', theirs.lead)).toMatchObject({ email: other });
    expect(await getSubmission('contact', theirs.contact)).toMatchObject({ email: other });
    const anonymised = await api('GET', `/api/estimates/${estimate.id}`, { token: contractor.token });
    expect(anonymised.body).toMatchObject({
      customer_first_name: null,
      customer_last_name: 'Erased',
      customer_email: null,
      customer_phone: null,
      address: estimate.address,
    });
    const kept = await api('GET', `/api/estimates/${untouched.id}`, { token: contractor.token });
    expect(kept.body).toMatchObject({ customer_email: other, customer_last_name: 'Ortiz' });

    // The record stays on the request (listed in the CRM) and in its audit trail; a second run is refused.
    const listed = await api('GET', `/api/gdpr/requests?search=${encodeURIComponent(person)}`, {
      token: operator,
    });
    expect(listed.body.requests[0].erasure).toEqual(erased.body.erasure);
    const trail = await api('GET', `/api/crm/audit/gdpr_request/${id}`, { token: operator });
    expect(trail.body.entries).toEqual([
      expect.objectContaining({
        action: 'erased',
        actor_email: OPERATOR_ACCOUNT.email,
        before: { erasure: null },
        after: { erasure: erased.body.erasure },
      }),
    ]);
    expect((await api('POST', `/api/gdpr/requests/${id}/erase`, { token: operator })).status).toBe(409);
  });

  it('is refused for a request that is not an erasure, and for an unconfirmed or unknown one', async () => {
    const email = uniqueEmail('access-only');
    const lead = (await formsOf(email)).lead;
    const access = await confirmedRequest(email, 'access');
    const refused = await api('POST', `/api/gdpr/requests/${access}/erase`, { token: operator });
    expect(refused.status).toBe(409);
    expect(await getSubmission('lead', lead)).toBeDefined();

    const waiting = await post('/api/gdpr/requests', {
      requestType: 'erasure',
      fullName: 'Not Confirmed',
      email: uniqueEmail('unconfirmed'),
      verificationMethod: 'email',
    });
    expect((await api('POST', `/api/gdpr/requests/${waiting}/erase`, { token: operator })).status).toBe(404);
  });
});

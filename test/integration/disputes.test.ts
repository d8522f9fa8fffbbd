import { beforeAll, describe, expect, it } from 'vitest';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { waitForPasswordLink } from '../support/accounts.js';
import { measuredEstimate } from '../support/estimates.js';

// The disputes API (docs/product.md#insurance) through the local gateway: bad input, the status
// machine, the resolution rule, the figures kept at write time, permissions and tenancy (item 1).

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
  bob = await signUp({ first_name: 'Bob', company: 'Bob Roofing' });
});

async function projectOf(token: string, name = 'Hail claim re-roof') {
  const created = await api('POST', '/api/projects', {
    token,
    body: { name, customer_name: 'Pat Doe', address: '12 Elm Street, Carmel, IN 46032' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; name: string };
}

async function file(token: string, body: Record<string, unknown>) {
  return api('POST', '/api/disputes', { token, body });
}

async function summary(token: string) {
  const answer = await api('GET', '/api/disputes/dashboard/summary', { token });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** A member with the user role, signed in; returns their token. */
async function readerOf(adminToken: string): Promise<string> {
  const email = uniqueEmail('reader');
  const invited = await api('POST', '/api/team/members', {
    token: adminToken,
    body: { first_name: 'Rae', last_name: 'Reader', email, role: 'user' },
  });
  expect(invited.status).toBe(201);
  const { token: resetToken } = await waitForPasswordLink(email);
  await api('POST', '/api/auth/password-reset-confirm', {
    body: { token: resetToken, new_password: 'Shingle-2026' },
  });
  const login = await api('POST', '/api/auth/login', { body: { email, password: 'Shingle-2026' } });
  return login.body.access_token;
}

describe('POST /api/disputes, GET /api/disputes, GET /api/disputes/{id}', () => {
  it('files a scope dispute on a project and reads it back in the list and on its own', async () => {
    const project = await projectOf(alice.token);
    const filed = await file(alice.token, {
      project_id: project.id,
      dispute_type: 'scope',
      description: 'Drip edge on the rakes and the 8/12 steep charge are missing from the carrier scope.',
      disputed_amount: 1840.5,
      insurance_company: 'State Farm',
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body).toMatchObject({
      project_id: project.id,
      project_name: project.name,
      dispute_type: 'scope',
      status: 'open',
      next_statuses: ['in_review'],
      insurance_company: 'State Farm',
      disputed_amount: 1840.5,
      resolved_amount: null,
      resolution_notes: null,
      documents: [],
      appraisal: null,
    });
    const one = await api('GET', `/api/disputes/${filed.body.id}`, { token: alice.token });
    expect(one.body).toEqual(filed.body);
    const list = await api('GET', '/api/disputes', { token: alice.token });
    expect(list.body.disputes.map((dispute: { id: string }) => dispute.id)).toContain(filed.body.id);
    const scoped = await api('GET', '/api/disputes?dispute_type=cost', { token: alice.token });
    expect(scoped.body.disputes.map((dispute: { id: string }) => dispute.id)).not.toContain(filed.body.id);
    const resolved = await api('GET', '/api/disputes?status=resolved', { token: alice.token });
    expect(resolved.body.disputes.map((dispute: { id: string }) => dispute.id)).not.toContain(filed.body.id);
  });

  it('an appraisal dispute carries the 20- and 15-day clocks; a null amount is allowed', async () => {
    const project = await projectOf(alice.token);
    const filed = await file(alice.token, {
      project_id: project.id,
      dispute_type: 'appraisal',
      description: 'Appraisal invoked on the loss amount.',
      disputed_amount: null,
      insurance_company: null,
    });
    expect(filed.status).toBe(201);
    const day = Date.parse(filed.body.created_at.slice(0, 10));
    const iso = (days: number) => new Date(day + days * 86_400_000).toISOString().slice(0, 10);
    expect(filed.body.appraisal).toEqual({ appraiser_due: iso(20), umpire_due: iso(35) });
    expect(filed.body.disputed_amount).toBeNull();
    const timeline = await api('GET', `/api/disputes/${filed.body.id}/timeline`, { token: alice.token });
    expect(
      timeline.body.timeline.map((line: { at: string; event: string }) => [line.event, line.at.slice(0, 10)]),
    ).toEqual([
      ['filed', filed.body.created_at.slice(0, 10)],
      ['appraiser_due', iso(20)],
      ['umpire_due', iso(35)],
    ]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const project = await projectOf(alice.token);
    const good = { project_id: project.id, dispute_type: 'scope', description: 'Missing starter.' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, dispute_type: 'hail' }, 'dispute_type'],
      [{ ...good, description: '   ' }, 'description'],
      [{ ...good, description: undefined }, 'description'],
      [{ ...good, disputed_amount: -5 }, 'disputed_amount'],
      [{ ...good, disputed_amount: '12' }, 'disputed_amount'],
      [{ ...good, project_id: undefined }, 'project_id'],
      [{ ...good, status: 'resolved' }, ''],
    ];
    for (const [body, field] of cases) {
      const answer = await file(alice.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (field) expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(field);
    }
    expect((await api('GET', '/api/disputes?status=won', { token: alice.token })).status).toBe(400);
    expect((await api('GET', '/api/disputes?dispute_type=hail', { token: alice.token })).status).toBe(400);
  });
});

describe('PUT /api/disputes/{id}/status, GET /api/disputes/{id}/timeline, GET /api/disputes/dashboard/summary', () => {
  it('walks open → in_review → resolved with an amount; the figures follow exactly', async () => {
    const owner = await signUp();
    expect(await summary(owner.token)).toEqual({
      totalDisputes: 0,
      activeDisputes: 0,
      resolvedDisputes: 0,
      totalDisputedAmount: 0,
    });
    const project = await projectOf(owner.token);
    const first = await file(owner.token, {
      project_id: project.id,
      dispute_type: 'scope',
      description: 'Ridge cap under-scoped.',
      disputed_amount: 1840.55,
    });
    await file(owner.token, {
      project_id: project.id,
      dispute_type: 'depreciation',
      description: 'Recoverable depreciation withheld.',
      disputed_amount: 1000.1,
    });
    expect(await summary(owner.token)).toEqual({
      totalDisputes: 2,
      activeDisputes: 2,
      resolvedDisputes: 0,
      totalDisputedAmount: 2840.65,
    });
    const id = first.body.id;
    const review = await api('PUT', `/api/disputes/${id}/status?status=in_review`, { token: owner.token });
    expect(review.status).toBe(200);
    expect(review.body).toMatchObject({ status: 'in_review', next_statuses: ['escalated', 'resolved'] });
    expect((await summary(owner.token)).activeDisputes).toBe(2);

    const noNotes = await api('PUT', `/api/disputes/${id}/status?status=resolved&resolved_amount=1500`, {
      token: owner.token,
    });
    expect(noNotes.status).toBe(400);
    expect(JSON.stringify(noNotes.body)).toContain('resolution_notes');
    const blank = await api('PUT', `/api/disputes/${id}/status?status=resolved&resolution_notes=%20%20`, {
      token: owner.token,
    });
    expect(blank.status).toBe(400);
    const badAmount = await api(
      'PUT',
      `/api/disputes/${id}/status?status=resolved&resolution_notes=ok&resolved_amount=lots`,
      { token: owner.token },
    );
    expect(badAmount.status).toBe(400);
    expect(JSON.stringify(badAmount.body)).toContain('resolved_amount');

    const notes = encodeURIComponent('Carrier added ridge cap after re-inspection');
    const resolved = await api(
      'PUT',
      `/api/disputes/${id}/status?status=resolved&resolution_notes=${notes}&resolved_amount=1500`,
      { token: owner.token },
    );
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      next_statuses: [],
      resolution_notes: 'Carrier added ridge cap after re-inspection',
      resolved_amount: 1500,
    });
    expect(await summary(owner.token)).toEqual({
      totalDisputes: 2,
      activeDisputes: 1,
      resolvedDisputes: 1,
      totalDisputedAmount: 1000.1,
    });

    const timeline = await api('GET', `/api/disputes/${id}/timeline`, { token: owner.token });
    expect(timeline.status).toBe(200);
    expect(timeline.body.timeline.map((line: { event: string }) => line.event)).toEqual([
      'filed',
      'status',
      'status',
    ]);
    expect(timeline.body.timeline[2].detail).toContain('IN REVIEW → RESOLVED');
  });

  it('refuses illegal moves with 409 naming the allowed ones, and a resolved dispute stays resolved', async () => {
    const project = await projectOf(alice.token);
    const filed = await file(alice.token, {
      project_id: project.id,
      dispute_type: 'cost',
      description: 'Unit price below local market.',
    });
    const id = filed.body.id;
    const skip = await api('PUT', `/api/disputes/${id}/status?status=resolved&resolution_notes=done`, {
      token: alice.token,
    });
    expect(skip.status).toBe(409);
    expect(skip.body.detail).toContain('Allowed next states: in_review');
    expect(
      (await api('PUT', `/api/disputes/${id}/status?status=escalated`, { token: alice.token })).status,
    ).toBe(409);
    await api('PUT', `/api/disputes/${id}/status?status=in_review`, { token: alice.token });
    await api('PUT', `/api/disputes/${id}/status?status=escalated`, { token: alice.token });
    expect(
      (await api('PUT', `/api/disputes/${id}/status?status=in_review`, { token: alice.token })).status,
    ).toBe(409);
    await api('PUT', `/api/disputes/${id}/status?status=resolved&resolution_notes=paid`, {
      token: alice.token,
    });
    const again = await api('PUT', `/api/disputes/${id}/status?status=resolved&resolution_notes=again`, {
      token: alice.token,
    });
    expect(again.status).toBe(409);
    expect((await api('PUT', `/api/disputes/${id}/status?status=won`, { token: alice.token })).status).toBe(
      400,
    );
  });
});

describe('POST /api/disputes/{id}/add-document', () => {
  it('attaches one of the account’s documents once; the timeline says so', async () => {
    const estimate = await measuredEstimate(alice.token);
    const pdf = await api('GET', `/api/estimates/${estimate.id}/generate-pdf?kind=report`, {
      token: alice.token,
      headers: { accept: 'application/json' },
    });
    expect(pdf.status).toBe(200);
    const documentId = `${estimate.id}#v${estimate.version}#report`;
    const project = await projectOf(alice.token);
    const filed = await file(alice.token, {
      project_id: project.id,
      dispute_type: 'scope',
      description: 'Measured roof attached.',
    });
    const id = filed.body.id;
    const added = await api(
      'POST',
      `/api/disputes/${id}/add-document?document_id=${encodeURIComponent(documentId)}`,
      {
        token: alice.token,
      },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.documents).toEqual([
      { id: documentId, label: 'Measurement report', added_at: expect.any(String) },
    ]);
    const twice = await api(
      'POST',
      `/api/disputes/${id}/add-document?document_id=${encodeURIComponent(documentId)}`,
      {
        token: alice.token,
      },
    );
    expect(twice.status).toBe(409);
    const missing = await api(
      'POST',
      `/api/disputes/${id}/add-document?document_id=${encodeURIComponent(`${estimate.id}#v99#report`)}`,
      {
        token: alice.token,
      },
    );
    expect(missing.status).toBe(404);
    expect((await api('POST', `/api/disputes/${id}/add-document`, { token: alice.token })).status).toBe(400);
    const timeline = await api('GET', `/api/disputes/${id}/timeline`, { token: alice.token });
    expect(timeline.body.timeline.at(-1)).toMatchObject({ event: 'document' });
  });
});

describe('the claim status follows the disputes', () => {
  it('an insurance project’s claim takes the status of its dispute as it is filed, reviewed and resolved', async () => {
    const project = await projectOf(alice.token, 'Claim follows disputes');
    const saved = await api('PUT', `/api/projects/${project.id}/insurance`, {
      token: alice.token,
      body: { insurance_company: 'Allstate', claim_number: 'A-77' },
    });
    expect(saved.body.insurance.claim_status).toBe('open');
    const claimStatus = async () =>
      (await api('GET', `/api/projects/${project.id}`, { token: alice.token })).body.insurance.claim_status;
    const filed = await file(alice.token, {
      project_id: project.id,
      dispute_type: 'cost',
      description: 'Low unit prices.',
    });
    expect(filed.status).toBe(201);
    const id = filed.body.id;
    await api('PUT', `/api/disputes/${id}/status?status=in_review`, { token: alice.token });
    expect(await claimStatus()).toBe('in_review');
    await api('PUT', `/api/disputes/${id}/status?status=escalated`, { token: alice.token });
    expect(await claimStatus()).toBe('escalated');
    const resolved = await api(
      'PUT',
      `/api/disputes/${id}/status?status=resolved&resolution_notes=${encodeURIComponent('Prices raised.')}`,
      { token: alice.token },
    );
    expect(resolved.status).toBe(200);
    expect(await claimStatus()).toBe('resolved');
    const listed = await api('GET', '/api/insurance/projects', { token: alice.token });
    expect(
      listed.body.projects.find((row: { id: string }) => row.id === project.id).insurance.claim_status,
    ).toBe('resolved');
    await file(alice.token, {
      project_id: project.id,
      dispute_type: 'timeline',
      description: 'Late payment.',
    });
    expect(await claimStatus()).toBe('open');
    const timeline = (await api('GET', `/api/projects/${project.id}`, { token: alice.token })).body.timeline;
    expect(
      timeline
        .filter((line: { event: string }) => line.event === 'claim')
        .map((line: { detail: string }) => line.detail),
    ).toEqual([
      'Claim status IN REVIEW (Cost Estimate Dispute IN REVIEW)',
      'Claim status ESCALATED (Cost Estimate Dispute ESCALATED)',
      'Claim status RESOLVED (Cost Estimate Dispute RESOLVED)',
      'Claim status OPEN (Timeline Dispute filed)',
    ]);
  });

  it('a claim with several disputes is resolved only when every one of them is', async () => {
    const project = await projectOf(alice.token, 'Two disputes, one claim');
    await api('PUT', `/api/projects/${project.id}/insurance`, {
      token: alice.token,
      body: { insurance_company: 'Allstate', claim_number: 'A-78' },
    });
    const claimStatus = async () =>
      (await api('GET', `/api/projects/${project.id}`, { token: alice.token })).body.insurance.claim_status;
    const resolve = (id: string) =>
      api(
        'PUT',
        `/api/disputes/${id}/status?status=resolved&resolution_notes=${encodeURIComponent('Agreed.')}`,
        {
          token: alice.token,
        },
      );
    const scope = await file(alice.token, {
      project_id: project.id,
      dispute_type: 'scope',
      description: 'Vents.',
    });
    const cost = await file(alice.token, {
      project_id: project.id,
      dispute_type: 'cost',
      description: 'Prices.',
    });
    for (const id of [scope.body.id, cost.body.id])
      await api('PUT', `/api/disputes/${id}/status?status=in_review`, { token: alice.token });
    await api('PUT', `/api/disputes/${cost.body.id}/status?status=escalated`, { token: alice.token });

    // The scope dispute is settled; the cost one is still escalated, so the claim is too.
    expect((await resolve(scope.body.id)).status).toBe(200);
    expect(await claimStatus()).toBe('escalated');
    // Filing another keeps the claim at its furthest open dispute.
    const third = await file(alice.token, {
      project_id: project.id,
      dispute_type: 'timeline',
      description: 'Late.',
    });
    expect(await claimStatus()).toBe('escalated');
    expect((await resolve(cost.body.id)).status).toBe(200);
    expect(await claimStatus()).toBe('open');
    await api('PUT', `/api/disputes/${third.body.id}/status?status=in_review`, { token: alice.token });
    expect((await resolve(third.body.id)).status).toBe(200);
    expect(await claimStatus()).toBe('resolved');
    // Resolved disputes stay listed (the Resolved tab reads them with status=resolved).
    const resolved = await api('GET', '/api/disputes?status=resolved&limit=100', { token: alice.token });
    expect(
      resolved.body.disputes
        .filter((row: { project_id: string }) => row.project_id === project.id)
        .map((row: { dispute_type: string }) => row.dispute_type)
        .sort(),
    ).toEqual(['cost', 'scope', 'timeline']);
  });
});

describe('a claim’s communications', () => {
  it('lists only the mails about that claim’s project', async () => {
    const mine = await projectOf(alice.token, 'Claim with mail');
    const other = await projectOf(alice.token, 'Other claim');
    const send = (projectId: string | undefined, subject: string) =>
      api('POST', '/api/communications/send', {
        token: alice.token,
        body: {
          recipients: [uniqueEmail('claimmail')],
          subject,
          body: 'About your claim.',
          ...(projectId ? { project_id: projectId } : {}),
        },
      });
    expect((await send(mine.id, 'Mine')).status).toBe(200);
    expect((await send(other.id, 'Other')).status).toBe(200);
    expect((await send(undefined, 'Unrelated')).status).toBe(200);
    const listed = await api('GET', `/api/communications?project_id=${mine.id}`, { token: alice.token });
    expect(listed.status).toBe(200);
    expect(listed.body.communications.map((item: { subject: string }) => item.subject)).toEqual(['Mine']);
    expect(
      (await api('GET', `/api/communications?project_id=${mine.id}`, { token: bob.token })).body
        .communications,
    ).toEqual([]);
  });
});

describe('permissions and tenancy', () => {
  it('a user-role member reads disputes but every write is 403', async () => {
    const owner = await signUp();
    const project = await projectOf(owner.token);
    const filed = await file(owner.token, {
      project_id: project.id,
      dispute_type: 'timeline',
      description: 'Late.',
    });
    const reader = await readerOf(owner.token);
    expect((await api('GET', '/api/disputes', { token: reader })).status).toBe(200);
    expect((await api('GET', `/api/disputes/${filed.body.id}`, { token: reader })).status).toBe(200);
    expect((await api('GET', '/api/disputes/dashboard/summary', { token: reader })).status).toBe(200);
    expect(
      (await file(reader, { project_id: project.id, dispute_type: 'scope', description: 'x' })).status,
    ).toBe(403);
    expect(
      (await api('PUT', `/api/disputes/${filed.body.id}/status?status=in_review`, { token: reader })).status,
    ).toBe(403);
    expect(
      (await api('POST', `/api/disputes/${filed.body.id}/add-document?document_id=a%23b`, { token: reader }))
        .status,
    ).toBe(403);
    expect((await api('GET', `/api/disputes/${filed.body.id}`, { token: owner.token })).body.status).toBe(
      'open',
    );
  });

  it('another account’s project, dispute and document answer 404 on every route and stay unchanged', async () => {
    const alicesProject = await projectOf(alice.token);
    expect(
      (await file(bob.token, { project_id: alicesProject.id, dispute_type: 'scope', description: 'Sneaky.' }))
        .status,
    ).toBe(404);
    const filed = await file(alice.token, {
      project_id: alicesProject.id,
      dispute_type: 'coverage',
      description: 'Coverage denied for the detached garage.',
      disputed_amount: 250,
    });
    const id = filed.body.id;
    const before = await summary(bob.token);
    const calls: [string, string][] = [
      ['GET', `/api/disputes/${id}`],
      ['PUT', `/api/disputes/${id}/status?status=in_review`],
      ['GET', `/api/disputes/${id}/timeline`],
    ];
    for (const [method, path] of calls) {
      const answer = await api(method, path, { token: bob.token });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ detail: 'Dispute not found' });
    }
    const bobsProject = await projectOf(bob.token);
    const bobs = await file(bob.token, {
      project_id: bobsProject.id,
      dispute_type: 'scope',
      description: 'Mine.',
    });
    const alicesEstimate = await measuredEstimate(alice.token);
    await api('GET', `/api/estimates/${alicesEstimate.id}/generate-pdf?kind=report`, {
      token: alice.token,
      headers: { accept: 'application/json' },
    });
    const alicesDocument = encodeURIComponent(`${alicesEstimate.id}#v${alicesEstimate.version}#report`);
    const attach = await api(
      'POST',
      `/api/disputes/${bobs.body.id}/add-document?document_id=${alicesDocument}`,
      {
        token: bob.token,
      },
    );
    expect(attach.status).toBe(404);
    expect(attach.body).toEqual({ detail: 'Document not found' });
    const intoAlices = await api('POST', `/api/disputes/${id}/add-document?document_id=${alicesDocument}`, {
      token: bob.token,
    });
    expect(intoAlices.status).toBe(404);
    expect(
      (await api('GET', '/api/disputes', { token: bob.token })).body.disputes.map(
        (d: { id: string }) => d.id,
      ),
    ).not.toContain(id);
    const after = await api('GET', `/api/disputes/${id}`, { token: alice.token });
    expect(after.body).toMatchObject({ status: 'open', documents: [] });
    expect((await summary(bob.token)).totalDisputes).toBe(before.totalDisputes + 1);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { compareScope } from '../../shared/insurance/supplement.js';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { waitForPasswordLink } from '../support/accounts.js';
import { measuredEstimate } from '../support/estimates.js';
import { pdfText, pdfTextByPage } from '../support/pdf-text.js';

// The supplement request (docs/product.md#insurance): POST /api/projects/{id}/supplement compares the carrier scope
// with the measured roof of the project's estimate, stores the PDF as a `supplement` document of the
// account, which a dispute can then attach by its library id. Bad input, 409s, permissions, tenancy.

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
  bob = await signUp({ first_name: 'Bob', company: 'Bob Roofing' });
});

/** The simulator measures a gable roof at 8/12 here: rakes to trim and a steep charge. */
const STEEP_GABLE = '101 Cedar Ridge Drive, Carmel, IN 46032';

const claim = {
  insurance_company: 'State Farm',
  claim_number: 'CLM-2026-0412',
  policy_number: 'HO-889201',
  date_of_loss: '2026-06-14',
  adjuster_name: 'Dana Whit',
  adjuster_email: 'dana.whit@example.com',
};

/** An insurance project made from a measured estimate; returns both. */
async function insuranceProject(token: string, withClaim = true) {
  const estimate = await measuredEstimate(token, { address: STEEP_GABLE });
  const created = await api('POST', '/api/projects', { token, body: { estimate_id: estimate.id } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (withClaim) {
    const saved = await api('PUT', `/api/projects/${created.body.id}/insurance`, { token, body: claim });
    expect(saved.status).toBe(200);
  }
  return { estimate, project: created.body as { id: string } };
}

/**
 * A carrier scope that covers the measured roof except drip edge on the rakes (eaves only) and any
 * steep charge; O&P included.
 */
function scopeOf(measurement: {
  wasteTable: { squares: number; suggested: boolean }[];
  edges: { eaveFt: number; rakeFt: number; ridgeFt: number; hipFt: number; valleyFt: number };
}) {
  const squares = measurement.wasteTable.find((row) => row.suggested)!.squares;
  const { edges } = measurement;
  return [
    {
      code: 'RFG 300S',
      description: 'Laminated comp. shingle rfg. - w/out felt',
      quantity: squares,
      unit: 'SQ',
      unit_price: 265.4,
    },
    {
      code: 'RFG DRIP',
      description: 'Drip edge',
      quantity: Math.round(edges.eaveFt),
      unit: 'LF',
      unit_price: 3.1,
    },
    {
      code: 'RFG ASTR',
      description: 'Asphalt starter - universal starter course',
      quantity: Math.round(edges.eaveFt + edges.rakeFt),
      unit: 'LF',
      unit_price: 2.2,
    },
    {
      code: 'RFG RIDGC',
      description: 'Hip / Ridge cap - composition shingles',
      quantity: Math.round(edges.hipFt + edges.ridgeFt),
      unit: 'LF',
      unit_price: 5.4,
    },
    {
      code: 'RFG IWS',
      description: 'Ice & water barrier',
      quantity: Math.round(edges.eaveFt * 6 + edges.valleyFt * 3),
      unit: 'SF',
      unit_price: 1.9,
    },
    { code: 'O&P', description: 'Overhead & profit', quantity: 20, unit: '%', unit_price: 0 },
  ];
}

async function supplement(token: string, projectId: string, body: Record<string, unknown>) {
  return api('POST', `/api/projects/${projectId}/supplement`, { token, body });
}

describe('POST /api/projects/{id}/supplement', () => {
  it('lists drip edge on the rakes and the steep charge with the measured quantities, and stores the PDF', async () => {
    const { estimate, project } = await insuranceProject(alice.token);
    const scope = scopeOf(estimate.measurement);
    const started = Date.now();
    const answer = await supplement(alice.token, project.id, {
      scope,
      unit_prices: { steep_1: 70.5, steep_2: 95, steep_3: 120 },
      scope_date: '2026-07-02',
      notes: 'Photos of the rake edges were sent on July 3.',
    });
    const ms = Date.now() - started;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    console.log(`supplement render + store: ${ms} ms`);
    const expected = compareScope(
      scope.map((line) => ({ ...line, unit: line.unit as 'SQ', unitPrice: line.unit_price })),
      estimate.measurement,
      null,
    );
    expect(answer.body.lines.map((line: { rule: string }) => line.rule)).toEqual(
      expected.map((line) => line.rule),
    );
    const drip = answer.body.lines.find((line: { rule: string }) => line.rule === 'drip_edge');
    const { edges } = estimate.measurement;
    expect(drip).toMatchObject({
      status: 'under_scoped',
      measured: Math.round(edges.eaveFt + edges.rakeFt),
      carrier: Math.round(edges.eaveFt),
      unit_price: 3.1,
    });
    expect(answer.body.lines.map((line: { rule: string }) => line.rule)).toEqual(
      expect.arrayContaining(['drip_edge', 'steep_1']),
    );
    const steep = answer.body.lines.filter((line: { rule: string }) => line.rule.startsWith('steep_'));
    const tiers = estimate.measurement.steepSlope.filter(
      (tier: { squares: number; tier: number }) => tier.squares > 0 && tier.tier >= 1,
    );
    expect(steep.map((line: { measured: number }) => line.measured)).toEqual(
      tiers.map((tier: { squares: number }) => Math.round(tier.squares * 100) / 100),
    );
    expect(answer.body.document).toMatchObject({ kind: 'supplement', content_type: 'application/pdf' });
    expect(answer.body.document.title).toContain('State Farm');

    const file = await fetch(answer.body.url);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const pages = await pdfTextByPage(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const text = await pdfText(bytes);
    expect(text).toContain('SUPPLEMENT REQUEST');
    // The letter is the contractor's: no vendor disclaimer; the reference in full, and a download name.
    expect(text).not.toContain('does not negotiate');
    expect(text).toContain(`Our reference: ${answer.body.document.id}`);
    expect(file.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Supplement%20request%20%E2%80%94%20State%20Farm",
    );
    expect(text).toContain('Drip edge (eaves + rakes)');
    expect(text).toContain('Claim number: CLM-2026-0412');
    expect(text).toContain('Roof diagram');
    expect(text).toContain('Measurement Report'.toUpperCase());

    const library = await api('GET', '/api/documents?kind=supplement', { token: alice.token });
    expect(library.body.documents.map((d: { id: string }) => d.id)).toContain(answer.body.document.id);
    expect((await api('GET', '/api/documents?kind=supplement', { token: bob.token })).body.documents).toEqual(
      [],
    );

    const filed = await api('POST', '/api/disputes', {
      token: alice.token,
      body: {
        project_id: project.id,
        dispute_type: 'scope',
        description: 'Rake drip edge and steep charge missing.',
      },
    });
    const attached = await api(
      'POST',
      `/api/disputes/${filed.body.id}/add-document?document_id=${answer.body.document.id}`,
      { token: alice.token },
    );
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.documents).toEqual([
      { id: answer.body.document.id, label: answer.body.document.title, added_at: expect.any(String) },
    ]);
    const intoBobs = await api('POST', '/api/disputes', {
      token: bob.token,
      body: {
        project_id: (await insuranceProject(bob.token)).project.id,
        dispute_type: 'scope',
        description: 'x',
      },
    });
    const stolen = await api(
      'POST',
      `/api/disputes/${intoBobs.body.id}/add-document?document_id=${answer.body.document.id}`,
      { token: bob.token },
    );
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ detail: 'Document not found' });
  });

  it('leaves out the lines the contractor removed, and answers 409 when nothing is left', async () => {
    const { estimate, project } = await insuranceProject(alice.token);
    const scope = scopeOf(estimate.measurement);
    const all = await supplement(alice.token, project.id, { scope });
    const rules = all.body.lines.map((line: { rule: string }) => line.rule);
    const kept = await supplement(alice.token, project.id, { scope, excluded: ['drip_edge'] });
    expect(kept.body.lines.map((line: { rule: string }) => line.rule)).toEqual(
      rules.filter((rule: string) => rule !== 'drip_edge'),
    );
    const none = await supplement(alice.token, project.id, { scope, excluded: rules });
    expect(none.status).toBe(409);
    expect(none.body.detail).toBe('The scope covers every measured line: there is nothing to supplement');
  });

  it('refuses bad input with 400 naming the field, and a project without a carrier or estimate with 409', async () => {
    const { estimate, project } = await insuranceProject(alice.token);
    const scope = scopeOf(estimate.measurement);
    const bad = async (body: Record<string, unknown>, field: string) => {
      const answer = await supplement(alice.token, project.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body.errors)).toContain(field);
    };
    await bad({ scope: [] }, 'scope');
    await bad({ scope: [{ ...scope[0], quantity: -1 }] }, 'quantity');
    await bad({ scope: [{ ...scope[0], unit: 'BOX' }] }, 'unit');
    await bad({ scope: [{ ...scope[0], description: ' ' }] }, 'description');
    await bad({ scope, excluded: ['gutters'] }, 'excluded');
    await bad({ scope, account_id: 'x' }, 'account_id');

    const plain = await insuranceProject(alice.token, false);
    const noCarrier = await supplement(alice.token, plain.project.id, { scope });
    expect(noCarrier.status).toBe(409);
    const byHand = await api('POST', '/api/projects', {
      token: alice.token,
      body: { customer_name: 'Pat Doe', address: '12 Elm Street, Carmel, IN 46032' },
    });
    await api('PUT', `/api/projects/${byHand.body.id}/insurance`, { token: alice.token, body: claim });
    const noEstimate = await supplement(alice.token, byHand.body.id, { scope });
    expect(noEstimate.status).toBe(409);
    expect(noEstimate.body.detail).toBe('This project has no measured estimate to compare the scope with');
  });

  it('another account’s project is 404 and a user-role member gets 403', async () => {
    const { estimate, project } = await insuranceProject(alice.token);
    const scope = scopeOf(estimate.measurement);
    const stranger = await supplement(bob.token, project.id, { scope });
    expect(stranger.status).toBe(404);
    expect((await api('GET', '/api/documents?kind=supplement', { token: bob.token })).body.documents).toEqual(
      [],
    );
    const email = uniqueEmail('reader');
    await api('POST', '/api/team/members', {
      token: alice.token,
      body: { first_name: 'Rae', last_name: 'Reader', email, role: 'user' },
    });
    const { token: resetToken } = await waitForPasswordLink(email);
    await api('POST', '/api/auth/password-reset-confirm', {
      body: { token: resetToken, new_password: 'Shingle-2026' },
    });
    const login = await api('POST', '/api/auth/login', { body: { email, password: 'Shingle-2026' } });
    const reader = await supplement(login.body.access_token, project.id, { scope });
    expect(reader.status).toBe(403);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { api, signUp } from '../support/api.js';

// Claim details on projects (docs/product.md#insurance): PUT /api/projects/{id}/insurance and the insurance home's
// GET /api/insurance/projects, with bad input, permissions and tenancy (item 1).

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
  expect(created.status).toBe(201);
  return created.body as { id: string; insurance: unknown };
}

const claim = {
  insurance_company: 'State Farm',
  claim_number: 'CLM-2026-0412',
  policy_number: 'HO-889201',
  date_of_loss: '2026-06-14',
  adjuster_name: 'Dana Whit',
  adjuster_email: 'dana.whit@example.com',
  adjuster_phone: '317-555-0142',
  deductible: 1000,
  rcv: 18450.25,
  acv: 14210,
  recoverable_depreciation: 4240.25,
  final_estimate: 19880,
};

describe('PUT /api/projects/{id}/insurance, GET /api/insurance/projects', () => {
  it('stores every claim field, lists the project as an insurance project, and an empty carrier clears it', async () => {
    const project = await projectOf(alice.token);
    expect(project.insurance).toBeNull();
    const saved = await api('PUT', `/api/projects/${project.id}/insurance`, {
      token: alice.token,
      body: claim,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.insurance).toEqual({ ...claim, claim_status: 'open' });
    expect(saved.body.timeline.at(-1)).toMatchObject({
      event: 'insurance',
      detail: 'State Farm, claim CLM-2026-0412',
    });
    const read = await api('GET', `/api/projects/${project.id}`, { token: alice.token });
    expect(read.body.insurance).toEqual(saved.body.insurance);

    const other = await projectOf(alice.token, 'Retail re-roof');
    const listed = await api('GET', '/api/insurance/projects', { token: alice.token });
    expect(listed.status).toBe(200);
    const ids = listed.body.projects.map((row: { id: string }) => row.id);
    expect(ids).toContain(project.id);
    expect(ids).not.toContain(other.id);
    expect(listed.body.projects.find((row: { id: string }) => row.id === project.id).insurance).toMatchObject(
      {
        claim_number: 'CLM-2026-0412',
        adjuster_name: 'Dana Whit',
        final_estimate: 19880,
      },
    );

    const cleared = await api('PUT', `/api/projects/${project.id}/insurance`, {
      token: alice.token,
      body: { insurance_company: '  ' },
    });
    expect(cleared.body.insurance).toBeNull();
    const after = await api('GET', '/api/insurance/projects', { token: alice.token });
    expect(after.body.projects.map((row: { id: string }) => row.id)).not.toContain(project.id);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const project = await projectOf(alice.token);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...claim, date_of_loss: '14/06/2026' }, 'date_of_loss'],
      [{ ...claim, adjuster_email: 'dana' }, 'adjuster_email'],
      [{ ...claim, rcv: -1 }, 'rcv'],
      [{ ...claim, deductible: '1000' }, 'deductible'],
      [{ ...claim, claim_status: 'resolved' }, ''],
    ];
    for (const [body, field] of cases) {
      const answer = await api('PUT', `/api/projects/${project.id}/insurance`, { token: alice.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (field) expect(JSON.stringify(answer.body)).toContain(field);
    }
  });

  it('another account’s project answers 404 and stays unchanged; its claims never list', async () => {
    const project = await projectOf(alice.token);
    await api('PUT', `/api/projects/${project.id}/insurance`, { token: alice.token, body: claim });
    const sneaky = await api('PUT', `/api/projects/${project.id}/insurance`, {
      token: bob.token,
      body: { ...claim, insurance_company: 'Sneaky Mutual' },
    });
    expect(sneaky.status).toBe(404);
    expect(sneaky.body).toEqual({ detail: 'Project not found' });
    const read = await api('GET', `/api/projects/${project.id}`, { token: alice.token });
    expect(read.body.insurance.insurance_company).toBe('State Farm');
    const bobs = await api('GET', '/api/insurance/projects', { token: bob.token });
    expect(bobs.body.projects.map((row: { id: string }) => row.id)).not.toContain(project.id);
  });
});

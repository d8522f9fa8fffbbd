import { beforeAll, describe, expect, it } from 'vitest';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { waitForPasswordLink } from '../support/accounts.js';
import { measuredEstimate } from '../support/estimates.js';
import { planOf } from '../../shared/kernel/plans.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { pdfText } from '../support/pdf-text.js';
import { decide, sentProposalOf, signedSale, waitForToken } from '../support/projects.js';

// Projects, phases, the crew schedule, the homeowner status link and reports, through the local
// gateway (docs/product.md#jobs). Tenancy: security-and-reliability.md item 1 on every new route.

useRuntimeEnvironment();
const { openHomeownerProject } = await import('../../functions/jobs/service/homeowner-link-service.js');

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
  bob = await signUp({ first_name: 'Bob', company: 'Bob Roofing' });
});

/** Invites a member into an account (active from the invite on); returns their id. */
async function member(adminToken: string, firstName: string, role = 'user'): Promise<string> {
  const invited = await api('POST', '/api/team/members', {
    token: adminToken,
    body: { first_name: firstName, last_name: 'Crew', email: uniqueEmail(firstName.toLowerCase()), role },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  return invited.body.member.id;
}

async function projectByHand(token: string, name = 'Garage re-roof') {
  const created = await api('POST', '/api/projects', {
    token,
    body: { name, customer_name: 'Pat Doe', address: '12 Elm Street, Carmel, IN 46032' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

describe('projects: POST /api/projects, GET /api/projects, GET /api/projects/{id}', () => {
  it('a signed contract creates exactly one project with the roof facts, the price and the template phases', async () => {
    const sale = await signedSale(alice.token);
    const list = await api('GET', '/api/projects', { token: alice.token });
    expect(list.status).toBe(200);
    const mine = list.body.projects;
    expect(mine).toHaveLength(1);
    const project = (await api('GET', `/api/projects/${mine[0].id}`, { token: alice.token })).body;
    expect(project).toMatchObject({
      status: 'sold',
      customer_name: 'Maria Lopez',
      customer_email: sale.email,
      estimate_id: sale.estimate.id,
      proposal_id: sale.proposalId,
      signed_total: sale.estimate.final_price,
      squares: sale.estimate.measurement.adjustedSquares,
      pitch: sale.estimate.measurement.predominantPitch,
      next_statuses: ['scheduled', 'on_hold', 'cancelled'],
      documents: [{ kind: 'signed_contract', estimate_id: sale.estimate.id }],
    });
    expect(project.phases.map((phase: { name: string }) => phase.name)).toEqual([
      'Tear-off',
      'Dry-in',
      'Install',
      'Clean-up & final inspection',
    ]);
    // The measured material list of the signed estimate, line for line (a flat roof has two lines).
    const measured = sale.estimate.measurement.materials as {
      item: string;
      quantity: number;
      unit: string;
    }[];
    expect(project.material_order).toEqual(
      measured.map(({ item, quantity, unit }) => ({ item, quantity, unit })),
    );
    expect(project.timeline[0]).toMatchObject({ event: 'created', detail: 'Contract signed by Maria Lopez' });
  });

  it('creates by hand and from an estimate; refuses a body without either (400) and another account’s estimate (404)', async () => {
    const byHand = await projectByHand(alice.token);
    expect(byHand).toMatchObject({
      name: 'Garage re-roof',
      status: 'sold',
      signed_total: null,
      squares: null,
    });
    const estimate = await measuredEstimate(alice.token);
    const fromEstimate = await api('POST', '/api/projects', {
      token: alice.token,
      body: { estimate_id: estimate.id },
    });
    expect(fromEstimate.status).toBe(201);
    expect(fromEstimate.body).toMatchObject({
      estimate_id: estimate.id,
      squares: estimate.measurement.adjustedSquares,
    });
    expect((await api('POST', '/api/projects', { token: alice.token, body: {} })).status).toBe(400);
    expect(
      (
        await api('POST', '/api/projects', {
          token: alice.token,
          body: { estimate_id: estimate.id, status: 'completed' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await api('POST', '/api/projects', { token: bob.token, body: { estimate_id: estimate.id } })).status,
    ).toBe(404);
  });

  it('filters the list by status and search', async () => {
    const named = await projectByHand(alice.token, `Zebra barn ${Date.now()}`);
    const found = await api('GET', `/api/projects?q=${encodeURIComponent('zebra barn')}`, {
      token: alice.token,
    });
    expect(found.body.projects.map((project: { id: string }) => project.id)).toContain(named.id);
    const completed = await api('GET', '/api/projects?status=completed', { token: alice.token });
    expect(completed.body.projects.map((project: { id: string }) => project.id)).not.toContain(named.id);
  });
});

describe(
  'the job: POST /api/projects/{id}/assign-manager, POST /api/projects/{id}/phases, ' +
    'PUT /api/projects/{id}/phases/{phaseId}, POST /api/projects/{id}/phases/{phaseId}/assign-worker, ' +
    'GET /api/projects/schedule, POST /api/projects/{id}/weather-delay, GET /api/projects/{id}/timeline, ' +
    'PUT /api/projects/{id}/status, GET /api/project-status/{token}',
  () => {
    it('walks a signed job from sold to scheduled, through a weather delay', async () => {
      const owner = await signUp({ first_name: 'Olive', company: 'Olive Roofing' });
      const crewId = await member(owner.token, 'Casey');
      const sale = await signedSale(owner.token, 'Dana Homeowner');
      const [summary] = (await api('GET', '/api/projects', { token: owner.token })).body.projects;
      const id = summary.id;

      // GET /api/projects/crew lists the account's active members to pick from.
      const crew = await api('GET', '/api/projects/crew', { token: owner.token });
      expect(crew.body.members.map((entry: { id: string }) => entry.id).sort()).toEqual(
        [owner.user.id, crewId].sort(),
      );

      // Manager: a member of the account (the owner); someone of another account or removed → 404.
      const managed = await api('POST', `/api/projects/${id}/assign-manager?manager_id=${owner.user.id}`, {
        token: owner.token,
      });
      expect(managed.status).toBe(200);
      expect(managed.body.manager).toMatchObject({ id: owner.user.id, name: 'Olive Avery' });
      const outsider = await api('POST', `/api/projects/${id}/assign-manager?manager_id=${bob.user.id}`, {
        token: owner.token,
      });
      expect(outsider.status).toBe(404);

      // Phases: dates on two template phases; an end before the start is 400 (add and update).
      const [tearOff, dryIn] = managed.body.phases;
      const backwards = await api('PUT', `/api/projects/${id}/phases/${tearOff.id}`, {
        token: owner.token,
        body: { start_date: '2026-12-08', end_date: '2026-12-07' },
      });
      expect(backwards.status).toBe(400);
      expect(backwards.body.detail ?? JSON.stringify(backwards.body.errors)).toMatch(/end before it starts/);
      const addBackwards = await api('POST', `/api/projects/${id}/phases`, {
        token: owner.token,
        body: { name: 'Gutters', start_date: '2026-12-10', end_date: '2026-12-09' },
      });
      expect(addBackwards.status).toBe(400);
      const endOnly = await api('PUT', `/api/projects/${id}/phases/${tearOff.id}`, {
        token: owner.token,
        body: { end_date: '2026-12-07' },
      });
      expect(endOnly.status).toBe(200);
      const startAfterEnd = await api('PUT', `/api/projects/${id}/phases/${tearOff.id}`, {
        token: owner.token,
        body: { start_date: '2026-12-09' },
      });
      expect(startAfterEnd.status).toBe(400);
      await api('PUT', `/api/projects/${id}/phases/${tearOff.id}`, {
        token: owner.token,
        body: { start_date: '2026-12-07', end_date: '2026-12-07' },
      });
      const dated = await api('PUT', `/api/projects/${id}/phases/${dryIn.id}`, {
        token: owner.token,
        body: { start_date: '2026-12-08', end_date: '2026-12-09' },
      });
      expect(dated.body.phases.slice(0, 2).map((phase: { status: string }) => phase.status)).toEqual([
        'scheduled',
        'scheduled',
      ]);
      const added = await api('POST', `/api/projects/${id}/phases`, {
        token: owner.token,
        body: { name: 'Gutters' },
      });
      expect(added.status).toBe(200);
      expect(added.body.phases.at(-1)).toMatchObject({
        name: 'Gutters',
        status: 'pending',
        start_date: null,
      });

      // The homeowner gets the link with the first scheduled date.
      const firstLink = await waitForToken(sale.email, 'project');
      const firstView = await api('GET', `/api/project-status/${firstLink}`);
      expect(firstView.status).toBe(200);
      expect(firstView.body).toMatchObject({ status: 'sold', customer_name: 'Dana Homeowner' });
      expect(firstView.body.phases[0]).toMatchObject({ name: 'Tear-off', start_date: '2026-12-07' });
      expect(JSON.stringify(firstView.body)).not.toMatch(/timeline|material|crew/);

      // Crew on both phases; outside the account or removed → 404.
      for (const phase of [tearOff, dryIn]) {
        const assigned = await api(
          'POST',
          `/api/projects/${id}/phases/${phase.id}/assign-worker?worker_id=${crewId}`,
          {
            token: owner.token,
          },
        );
        expect(assigned.status).toBe(200);
      }
      expect(
        (
          await api(
            'POST',
            `/api/projects/${id}/phases/${tearOff.id}/assign-worker?worker_id=${bob.user.id}`,
            {
              token: owner.token,
            },
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await api('POST', `/api/projects/${id}/phases/nope/assign-worker?worker_id=${crewId}`, {
            token: owner.token,
          })
        ).status,
      ).toBe(404);

      // The week view shows both phases under the crew member.
      const week = await api('GET', '/api/projects/schedule?week=2026-12-09', { token: owner.token });
      expect(week.status).toBe(200);
      expect(week.body.week_start).toBe('2026-12-07');
      const row = week.body.crew.find(
        (entry: { member: { id: string } | null }) => entry.member?.id === crewId,
      );
      expect(row.phases.map((phase: { phase_name: string }) => phase.phase_name)).toEqual([
        'Tear-off',
        'Dry-in',
      ]);

      // A weather delay of 2 days shifts both, and says so on the timeline.
      const delayed = await api('POST', `/api/projects/${id}/weather-delay`, {
        token: owner.token,
        body: { days: 2, reason: 'Rain' },
      });
      expect(delayed.status).toBe(200);
      expect(
        delayed.body.phases
          .slice(0, 2)
          .map((phase: { start_date: string; end_date: string }) => [phase.start_date, phase.end_date]),
      ).toEqual([
        ['2026-12-09', '2026-12-09'],
        ['2026-12-10', '2026-12-11'],
      ]);
      const timeline = await api('GET', `/api/projects/${id}/timeline`, { token: owner.token });
      expect(timeline.body.timeline.at(-1)).toMatchObject({
        event: 'weather-delay',
        detail: 'Weather delay of 2 working days (Rain): 2 remaining phases moved',
      });
      // The homeowner was told December 7: one "new dates" mail with the reason, and the note on their page.
      const datesLink = await waitForToken(sale.email, 'project', 2);
      const datesView = await api('GET', `/api/project-status/${datesLink}`);
      expect(datesView.body.schedule_note).toMatchObject({ text: 'Weather delay of 2 working days: Rain.' });
      expect(datesView.body.install_date).toBe('2026-12-09');
      expect(
        (await api('POST', `/api/projects/${id}/weather-delay`, { token: owner.token, body: { days: 0 } }))
          .status,
      ).toBe(400);

      // Status: a forbidden jump is 409 naming the allowed next states; allowed moves go through.
      const jump = await api('PUT', `/api/projects/${id}/status?status=completed`, { token: owner.token });
      expect(jump.status).toBe(409);
      expect(jump.body.detail).toBe(
        'A sold project cannot move to completed. Allowed next states: scheduled, on_hold, cancelled.',
      );
      expect(
        (await api('PUT', `/api/projects/${id}/status?status=flying`, { token: owner.token })).status,
      ).toBe(400);
      // One move only: a trial account mails one homeowner at most 5 times a day (proposal, signing, first
      // date and new dates came before), and the next stage mail would be refused with its move.
      const moved = await api('PUT', `/api/projects/${id}/status?status=scheduled`, { token: owner.token });
      expect(moved.status).toBe(200);
      expect(moved.body.status).toBe('scheduled');

      // Each stage change mails a fresh link; the latest shows the stage.
      const latest = await waitForToken(sale.email, 'project', 3);
      const view = await api('GET', `/api/project-status/${latest}`);
      expect(view.body).toMatchObject({ status: 'scheduled', status_label: 'Scheduled' });

      // A removed member can no longer be assigned.
      await api('DELETE', `/api/team/members/${crewId}`, { token: owner.token });
      expect(
        (
          await api('POST', `/api/projects/${id}/phases/${dryIn.id}/assign-worker?worker_id=${crewId}`, {
            token: owner.token,
          })
        ).status,
      ).toBe(404);
      expect(
        (await api('POST', `/api/projects/${id}/assign-manager?manager_id=${crewId}`, { token: owner.token }))
          .status,
      ).toBe(404);

      // Unknown link → 404; an expired one → 410 (clock injected).
      expect((await api('GET', `/api/project-status/${'x'.repeat(43)}`)).status).toBe(404);
      await expect(
        openHomeownerProject(latest, new Date(Date.now() + 121 * 86_400_000)),
      ).rejects.toMatchObject({
        statusCode: 410,
      });
    });
  },
);

describe('material order, phase template and summary', () => {
  it('PUT /api/projects/{id}/material-order saves the adjusted order; bad lines are 400', async () => {
    const project = await projectByHand(alice.token);
    const saved = await api('PUT', `/api/projects/${project.id}/material-order`, {
      token: alice.token,
      body: { lines: [{ item: 'Laminated shingles', quantity: 81, unit: 'bundles' }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.material_order).toEqual([
      { item: 'Laminated shingles', quantity: 81, unit: 'bundles' },
    ]);
    // GET /api/projects/{id}/material-order/pdf: a short-lived link to the order as a PDF.
    const pdf = await api('GET', `/api/projects/${project.id}/material-order/pdf`, { token: alice.token });
    expect(pdf.status).toBe(302);
    const orderFile = await fetch(pdf.headers.get('location')!);
    expect(orderFile.headers.get('content-disposition')).toContain(
      'filename="Material order - 12 Elm Street.pdf"',
    );
    const text = await pdfText(new Uint8Array(await orderFile.arrayBuffer()));
    expect(text).toContain('Material order');
    expect(text).toContain('Laminated shingles');
    expect(text).toContain('12 Elm Street');
    expect(
      (await api('GET', `/api/projects/${project.id}/material-order/pdf`, { token: bob.token })).status,
    ).toBe(404);
    const negative = await api('PUT', `/api/projects/${project.id}/material-order`, {
      token: alice.token,
      body: { lines: [{ item: 'Nails', quantity: -1, unit: 'boxes' }] },
    });
    expect(negative.status).toBe(400);
  });

  it('GET/PUT /api/projects/phase-template: new projects start with the edited template', async () => {
    const owner = await signUp();
    expect(
      (await api('GET', '/api/projects/phase-template', { token: owner.token })).body.phases,
    ).toHaveLength(4);
    const saved = await api('PUT', '/api/projects/phase-template', {
      token: owner.token,
      body: { phases: ['Tear-off', 'Install'] },
    });
    expect(saved.status).toBe(200);
    expect(
      (await api('PUT', '/api/projects/phase-template', { token: owner.token, body: { phases: [] } })).status,
    ).toBe(400);
    const project = await projectByHand(owner.token);
    expect(project.phases.map((phase: { name: string }) => phase.name)).toEqual(['Tear-off', 'Install']);
    // Another account's template is untouched.
    expect((await api('GET', '/api/projects/phase-template', { token: bob.token })).body.phases).toHaveLength(
      4,
    );
  });

  it('a member with the user role reads projects but cannot change them (403)', async () => {
    const owner = await signUp();
    const project = await projectByHand(owner.token);
    const email = uniqueEmail('reader');
    await api('POST', '/api/team/members', {
      token: owner.token,
      body: { first_name: 'Rae', last_name: 'Reader', email, role: 'user' },
    });
    const { token: resetToken } = await waitForPasswordLink(email);
    await api('POST', '/api/auth/password-reset-confirm', {
      body: { token: resetToken, new_password: 'Shingle-2026' },
    });
    const login = await api('POST', '/api/auth/login', { body: { email, password: 'Shingle-2026' } });
    const reader = login.body.access_token;
    expect((await api('GET', `/api/projects/${project.id}`, { token: reader })).status).toBe(200);
    expect(
      (await api('PUT', `/api/projects/${project.id}/status?status=scheduled`, { token: reader })).status,
    ).toBe(403);
    expect((await api('GET', '/api/reports', { token: reader })).status).toBe(403);
  });
});

describe('tenancy: another account’s project answers 404 on every route and stays unchanged', () => {
  it('every {id} route', async () => {
    const project = await projectByHand(alice.token);
    const phaseId = project.phases[0].id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/projects/${project.id}`],
      ['PUT', `/api/projects/${project.id}/status?status=scheduled`],
      ['POST', `/api/projects/${project.id}/assign-manager?manager_id=${bob.user.id}`],
      ['POST', `/api/projects/${project.id}/phases`, { name: 'Sneaky' }],
      ['PUT', `/api/projects/${project.id}/phases/${phaseId}`, { start_date: '2026-12-01' }],
      ['POST', `/api/projects/${project.id}/phases/${phaseId}/assign-worker?worker_id=${bob.user.id}`],
      ['GET', `/api/projects/${project.id}/timeline`],
      ['POST', `/api/projects/${project.id}/weather-delay`, { days: 3 }],
      ['PUT', `/api/projects/${project.id}/material-order`, { lines: [] }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await api(method, path, { token: bob.token, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(project.customer_name);
    }
    const after = await api('GET', `/api/projects/${project.id}`, { token: alice.token });
    expect(after.body).toMatchObject({ status: 'sold', version: project.version, manager: null });
    expect(after.body.phases).toEqual(project.phases);
    const bobs = await api('GET', '/api/projects?limit=500', { token: bob.token });
    expect(bobs.body.projects.map((p: { id: string }) => p.id)).not.toContain(project.id);
    const schedule = await api('GET', '/api/projects/schedule', { token: bob.token });
    expect(JSON.stringify(schedule.body)).not.toContain(project.id);
  });
});

describe('counters stay exact: GET /api/projects/dashboard/summary and GET /api/reports', () => {
  it('20 parallel status changes on 20 projects, and 20 on one project', async () => {
    const owner = await signUp();
    const projects = [];
    for (let index = 0; index < 20; index++) projects.push(await projectByHand(owner.token, `Job ${index}`));
    const moves = await Promise.all(
      projects.map((project, index) =>
        api('PUT', `/api/projects/${project.id}/status?status=${index % 2 ? 'scheduled' : 'cancelled'}`, {
          token: owner.token,
        }),
      ),
    );
    expect(moves.map((move) => move.status)).toEqual(Array(20).fill(200));
    const one = projects[1];
    const racing = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('PUT', `/api/projects/${one.id}/status?status=in_progress`, { token: owner.token }),
      ),
    );
    expect(racing.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const loser of racing.filter((answer) => answer.status !== 200)) {
      expect(loser.status).toBe(409);
      expect(loser.body.detail).toMatch(/Allowed next states: completed, on_hold, cancelled/);
    }
    const summary = await api('GET', '/api/projects/dashboard/summary', { token: owner.token });
    expect(summary.body).toEqual({
      total: 20,
      active: 10,
      by_status: { sold: 0, scheduled: 9, in_progress: 1, completed: 0, on_hold: 0, cancelled: 10 },
    });
    const report = await api('GET', '/api/reports', { token: owner.token });
    expect(report.body.pipeline.find((stage: { stage: string }) => stage.stage === 'in_progress').count).toBe(
      1,
    );
  });

  it('the report of a seeded account matches what the test computes from the same seed', async () => {
    const owner = await signUp({ company: 'Report Roofing' });
    const sent = [];
    for (let index = 0; index < 4; index++) sent.push(await sentProposalOf(owner.token, `Customer ${index}`));
    await measuredEstimate(owner.token); // an estimate never sent
    await decide(sent[0].proposalToken, 'accept');
    await decide(sent[1].proposalToken, 'decline');
    // Opening a proposal marks it viewed.
    await api('GET', `/api/customer-portal/proposal/${sent[2].proposalToken}`);
    const signed = await signedSale(owner.token, 'Signer');
    const all = [...sent, signed];
    const cents = (price: number) => Math.round(price * 100);
    const report = await api('GET', '/api/reports', { token: owner.token });
    expect(report.status).toBe(200);
    expect(report.body.close_rate).toEqual({ sent: 5, accepted: 2, rate: 2 / 5 });
    const value = (list: typeof all) =>
      list.reduce((total, sale) => total + cents(sale.estimate.final_price), 0) / 100;
    const stage = (name: string) =>
      report.body.pipeline.find((entry: { stage: string }) => entry.stage === name);
    expect(stage('estimate')).toMatchObject({ count: 6 });
    expect(stage('proposal_sent')).toEqual({ stage: 'proposal_sent', count: 5, value: value(all) });
    expect(stage('accepted')).toEqual({ stage: 'accepted', count: 2, value: value([sent[0], signed]) });
    expect(stage('signed')).toEqual({ stage: 'signed', count: 1, value: value([signed]) });
    expect(stage('viewed').count).toBeGreaterThanOrEqual(1);
    expect(report.body.revenue.total).toBe(value([signed]));
    const tier = (await api('GET', '/api/profile/subscription', { token: owner.token })).body
      .subscription_tier;
    expect(report.body.measurements).toEqual({ used: 6, quota: planOf(tier).reports });
    const decided = report.body.complexity.reduce(
      (total: { accepted: number; declined: number }, row: { accepted: number; declined: number }) => ({
        accepted: total.accepted + row.accepted,
        declined: total.declined + row.declined,
      }),
      { accepted: 0, declined: 0 },
    );
    expect(decided).toEqual({ accepted: 2, declined: 1 });
    expect(report.body.median_days.address_to_sent).toBeGreaterThanOrEqual(0);
    expect((await api('GET', '/api/reports?from=2026-12&to=2026-01', { token: owner.token })).status).toBe(
      400,
    );
    expect((await api('GET', '/api/reports?from=2020-01&to=2026-01', { token: owner.token })).status).toBe(
      400,
    );
    // Another account's report does not include these.
    expect((await api('GET', '/api/reports', { token: bob.token })).body.close_rate.sent).toBe(0);
  });
});

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, sentMails, signUp } from '../support/api.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { mailedTokens, signedSale, waitForToken } from '../support/projects.js';
import { queuesDrained } from '../support/queues.js';

// One current homeowner status link per project (docs/decisions.md, "One homeowner status link"): each mail's
// link voids the older ones, and a link stops opening once the project's homeowner address is not the one it
// was mailed to. Through the local gateway: PUT /api/projects/{id}/phases/{phaseId}, PUT
// /api/projects/{id}/status and GET /api/project-status/{token}. Schedule changes reach the homeowner
// (docs/decisions.md): POST /api/projects/{id}/weather-delay over the account's working days (PUT /api/settings).

useRuntimeEnvironment();
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { keys } = await import('../../functions/platform/data/keys.js');
const { TABLE } = await import('../../functions/platform/data/table.js');

const REPLACED =
  'This project link is no longer valid: a newer one was sent. Please use the latest link from your contractor.';

type Account = Awaited<ReturnType<typeof signUp>>;
let owner: Account;

beforeAll(async () => {
  owner = await signUp({ first_name: 'Olive', company: 'Olive Roofing' });
});

/** A signed sale's project with its first phase dated, which mails the homeowner the first link. */
async function projectWithFirstLink(customerName: string) {
  const sale = await signedSale(owner.token, customerName);
  const projects = (await api('GET', '/api/projects', { token: owner.token })).body.projects;
  const id = projects.find((p: { customer_name: string }) => p.customer_name === customerName).id;
  const project = await api('GET', `/api/projects/${id}`, { token: owner.token });
  expect(project.body.customer_email).toBe(sale.email);
  const dated = await api('PUT', `/api/projects/${id}/phases/${project.body.phases[0].id}`, {
    token: owner.token,
    body: { start_date: '2026-12-07', end_date: '2026-12-07' },
  });
  expect(dated.status).toBe(200);
  return { id: id as string, email: sale.email, first: await waitForToken(sale.email, 'project') };
}

describe('GET /api/project-status/{token}: one current link per project', () => {
  it('shows the real installation date once scheduled, and follows the schedule when it moves', async () => {
    const { id, email, first } = await projectWithFirstLink('Ivy Homeowner');
    const opened = await api('GET', `/api/project-status/${first}`);
    expect(opened.status).toBe(200);
    expect(opened.body.install_date).toBe('2026-12-07');

    const project = await api('GET', `/api/projects/${id}`, { token: owner.token });
    const moved = await api('PUT', `/api/projects/${id}/phases/${project.body.phases[0].id}`, {
      token: owner.token,
      body: { start_date: '2026-12-09', end_date: '2026-12-09' },
    });
    expect(moved.status).toBe(200);
    // A change of dates may mail a newer link; the newest one is the homeowner's page.
    await queuesDrained();
    const latest = (await mailedTokens(email, 'project')).at(-1)!;
    const after = await api('GET', `/api/project-status/${latest}`);
    expect(after.status).toBe(200);
    expect(after.body.install_date).toBe('2026-12-09');
  });

  it('a newer link voids the older ones (410), the newest opens', async () => {
    const { id, email, first } = await projectWithFirstLink('Dana Homeowner');
    expect((await api('GET', `/api/project-status/${first}`)).status).toBe(200);

    const moved = await api('PUT', `/api/projects/${id}/status?status=scheduled`, { token: owner.token });
    expect(moved.status).toBe(200);
    const second = await waitForToken(email, 'project', 2);
    expect(second).not.toBe(first);

    const old = await api('GET', `/api/project-status/${first}`);
    expect(old.status).toBe(410);
    expect(old.body).toEqual({ detail: REPLACED });
    const current = await api('GET', `/api/project-status/${second}`);
    expect(current.status).toBe(200);
    expect(current.body.status).toBe('scheduled');
  });

  it('a changed homeowner email voids the link; the address compares without case', async () => {
    const { id, first } = await projectWithFirstLink('Eli Homeowner');
    const setEmail = async (email: string) => {
      const projects = (await api('GET', `/api/projects/${id}`, { token: owner.token })).body;
      await ddb.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: keys.project(owner.user.account_id, id),
          UpdateExpression: 'SET customerEmail = :email',
          ExpressionAttributeValues: { ':email': email },
        }),
      );
      return projects.customer_email as string;
    };
    // No route edits a project's homeowner address yet: it is written as any future edit would store it.
    const original = await setEmail('placeholder@example.com');
    await setEmail(original.toUpperCase());
    expect((await api('GET', `/api/project-status/${first}`)).status).toBe(200);

    await setEmail('new-owner@example.com');
    const voided = await api('GET', `/api/project-status/${first}`);
    expect(voided.status).toBe(410);
    expect(voided.body).toEqual({ detail: REPLACED });
  });
});

describe('schedule changes reach the homeowner', () => {
  /** The "new dates" mails an address has had. */
  async function newDatesMails(email: string) {
    await queuesDrained();
    return (await sentMails()).filter(
      (mail) => mail.to.includes(email) && mail.subject.startsWith('New dates'),
    );
  }

  it('a 2-day weather delay over the weekend: working days only, one mail with the reason, the note on the page', async () => {
    // Tear-off Monday December 7 (mailed), clean-up Friday December 11.
    const { id, email } = await projectWithFirstLink('Wren Homeowner');
    const project = (await api('GET', `/api/projects/${id}`, { token: owner.token })).body;
    const cleanUp = project.phases.at(-1);
    const dated = await api('PUT', `/api/projects/${id}/phases/${cleanUp.id}`, {
      token: owner.token,
      body: { start_date: '2026-12-11', end_date: '2026-12-11' },
    });
    expect(dated.status).toBe(200);
    // Dating a phase the homeowner was never told about is no news.
    expect(await newDatesMails(email)).toHaveLength(0);

    const delayed = await api('POST', `/api/projects/${id}/weather-delay`, {
      token: owner.token,
      body: { days: 2, reason: 'Rain' },
    });
    expect(delayed.status).toBe(200);
    const dates = delayed.body.phases.map((phase: { start_date: string | null }) => phase.start_date);
    // Monday + 2 = Wednesday; Friday + 2 = Tuesday, not Sunday.
    expect(dates).toEqual(['2026-12-09', null, null, '2026-12-15']);

    const mails = await newDatesMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Reason: Weather delay of 2 working days: Rain.');
    expect(mails[0].text).toContain('Work now starts on Wednesday, December 9, 2026.');
    expect(mails[0].text).toContain('Clean-up & final inspection: Tuesday, December 15, 2026');
    const link = (await mailedTokens(email, 'project')).at(-1)!;
    const view = await api('GET', `/api/project-status/${link}`);
    expect(view.status).toBe(200);
    expect(view.body.schedule_note).toMatchObject({ text: 'Weather delay of 2 working days: Rain.' });
    expect(view.body.install_date).toBe('2026-12-09');

    // Moving a date they were told by hand is news too, with the contractor's note.
    const edited = await api('PUT', `/api/projects/${id}/phases/${cleanUp.id}`, {
      token: owner.token,
      body: { start_date: '2026-12-16', end_date: '2026-12-16' },
    });
    expect(edited.status).toBe(200);
    const after = await newDatesMails(email);
    expect(after).toHaveLength(2);
    expect(after[1].text).toContain('Reason: Your contractor updated the schedule.');
    expect(after[1].text).toContain('Work now starts on Wednesday, December 9, 2026.');
  });

  it('honours the working days saved in Settings: a six-day week works Saturday', async () => {
    const crew = await signUp({ first_name: 'Sam', company: 'Saturday Roofing' });
    const settings = (await api('GET', '/api/settings', { token: crew.token })).body;
    expect(settings.defaults.working_days).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
    const refused = await api('PUT', '/api/settings', {
      token: crew.token,
      body: { defaults: { ...settings.defaults, working_days: [] } },
    });
    expect(refused.status).toBe(400);
    const saved = await api('PUT', '/api/settings', {
      token: crew.token,
      body: { defaults: { ...settings.defaults, working_days: ['sat', 'mon', 'tue', 'wed', 'thu', 'fri'] } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.defaults.working_days).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat']);

    const created = await api('POST', '/api/projects', {
      token: crew.token,
      body: { customer_name: 'Sat Homeowner', address: '1 Main St, Carmel, IN' },
    });
    expect(created.status).toBe(201);
    const phase = created.body.phases[0];
    await api('PUT', `/api/projects/${created.body.id}/phases/${phase.id}`, {
      token: crew.token,
      body: { start_date: '2026-12-10', end_date: '2026-12-11' },
    });
    const delayed = await api('POST', `/api/projects/${created.body.id}/weather-delay`, {
      token: crew.token,
      body: { days: 1 },
    });
    // Thursday–Friday + 1 working day = Friday–Saturday.
    expect(delayed.body.phases[0]).toMatchObject({ start_date: '2026-12-11', end_date: '2026-12-12' });
  });
});

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signUp } from '../support/api.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { mailedTokens, signedSale, waitForToken } from '../support/projects.js';
import { queuesDrained } from '../support/queues.js';

// One current homeowner status link per project (docs/decisions.md, "One homeowner status link"): each mail's
// link voids the older ones, and a link stops opening once the project's homeowner address is not the one it
// was mailed to. Through the local gateway: PUT /api/projects/{id}/phases/{phaseId}, PUT
// /api/projects/{id}/status and GET /api/project-status/{token}.

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

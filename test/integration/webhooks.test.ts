import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routes } from '../../infra/routes.js';
import { verifySignature } from '../../shared/integrations/signing.js';
import { api, eventually, signUp, uniqueEmail } from '../support/api.js';
import { login, waitForPasswordLink } from '../support/accounts.js';
import { grantSwitch } from '../support/grants.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { decide, sentProposalOf, signedSale } from '../support/projects.js';

// Outbound webhooks (docs/webhooks.md) through the local gateway: endpoints are admin-only and per
// account; an accepted proposal reaches a receiver started here, signed; a failing receiver is retried
// (the local runtime waits 1 s between attempts); redelivery keeps the event id; rotation swaps secrets.

useRuntimeEnvironment();
const consumer = (await import('../../functions/integrations/queues/webhook-delivery.js')).handler;
const { putEvent } = await import('../../functions/integrations/data/events.js');
const { getDelivery, putDelivery } = await import('../../functions/integrations/data/deliveries.js');

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on loopback: answers each POST with the next of `answers` (then 200) and keeps it. */
async function startReceiver(answers: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answers.shift() ?? 200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ridgeline`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** An SQS event of the webhook-delivery queue carrying `jobs`, as Lambda hands it to the consumer. */
function queueEvent(...jobs: object[]) {
  return {
    Records: jobs.map((job, index) => ({
      messageId: `test-${Date.now()}-${index}`,
      receiptHandle: 'r',
      body: JSON.stringify(job),
      attributes: { ApproximateReceiveCount: '2' },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:webhook-delivery',
      awsRegion: 'us-east-1',
    })),
  } as never;
}
type Account = Awaited<ReturnType<typeof signUp>>;

function createEndpoint(token: string, url: string, events = ['proposal.accepted']) {
  return api('POST', '/api/webhook-endpoints', { token, body: { url, events } });
}

function deliveries(token: string, endpointId: string) {
  return api('GET', `/api/webhook-endpoints/${endpointId}/deliveries`, { token });
}

/** The endpoint's deliveries once `check` passes on them. */
interface DeliveryItem {
  id: string;
  status: string;
  attempts: number;
  event_id: string;
}

async function deliveriesWhen(
  token: string,
  endpointId: string,
  check: (list: DeliveryItem[]) => boolean,
): Promise<DeliveryItem[]> {
  return eventually(async () => {
    const answer = await deliveries(token, endpointId);
    expect(answer.status).toBe(200);
    const list = answer.body.deliveries as DeliveryItem[];
    return check(list) ? list : undefined;
  }, 20_000);
}

/** Invites a teammate with `role` and signs them in. */
async function member(adminToken: string, role: string): Promise<string> {
  const email = uniqueEmail(role);
  const invited = await api('POST', '/api/team/members', {
    token: adminToken,
    body: { first_name: 'Casey', last_name: 'Morgan', email, role },
  });
  expect(invited.status).toBe(201);
  const { token } = await waitForPasswordLink(email);
  const password = 'Crew-Pass-2026';
  await api('POST', '/api/auth/password-reset-confirm', { body: { token, new_password: password } });
  return (await login(email, password)).body.access_token as string;
}

let alice: Account;
let bob: Account;
const receivers: Receiver[] = [];

beforeAll(async () => {
  [alice, bob] = await Promise.all([
    signUp({ first_name: 'Alice', company: 'Alice Roofing' }),
    signUp({ first_name: 'Bob', company: 'Bob Roofing' }),
  ]);
});

afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

async function receiver(answers: number[] = []): Promise<Receiver> {
  const started = await startReceiver(answers);
  receivers.push(started);
  return started;
}

describe('webhook endpoints (/api/webhook-endpoints)', () => {
  it('are created with a secret shown once, listed, changed and deleted by an admin', async () => {
    const made = await createEndpoint(alice.token, 'http://127.0.0.1:9/hook', ['proposal.accepted']);
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(/^whsec_[\w-]{40,}$/);
    const endpoint = made.body.endpoint;
    expect(endpoint).toMatchObject({
      url: 'http://127.0.0.1:9/hook',
      events: ['proposal.accepted'],
      enabled: true,
    });
    expect(endpoint.secret_hint).toBe(`…${made.body.secret.slice(-4)}`);

    const list = await api('GET', '/api/webhook-endpoints', { token: alice.token });
    expect(list.status).toBe(200);
    expect(list.body.endpoints.map((item: { id: string }) => item.id)).toContain(endpoint.id);
    expect(JSON.stringify(list.body)).not.toContain(made.body.secret);

    const changed = await api('PUT', `/api/webhook-endpoints/${endpoint.id}`, {
      token: alice.token,
      body: { events: ['proposal.accepted', 'contract.signed'], enabled: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ events: ['proposal.accepted', 'contract.signed'], enabled: false });

    expect(
      (await api('DELETE', `/api/webhook-endpoints/${endpoint.id}`, { token: alice.token })).status,
    ).toBe(200);
    expect(
      (await api('DELETE', `/api/webhook-endpoints/${endpoint.id}`, { token: alice.token })).status,
    ).toBe(404);
    expect((await deliveries(alice.token, endpoint.id)).status).toBe(404);
  });

  it('refuse plain http to other hosts, private and metadata addresses, and no events', async () => {
    for (const url of [
      'http://hooks.example.com/x',
      'https://169.254.169.254/latest',
      'https://10.1.2.3/x',
    ]) {
      const answer = await createEndpoint(alice.token, url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.detail).toMatch(/url/i);
    }
    expect((await createEndpoint(alice.token, 'https://hooks.example.com/x', [])).status).toBe(400);
    expect((await createEndpoint(alice.token, 'https://hooks.example.com/x', ['lead.nope'])).status).toBe(
      400,
    );
  });

  it('are for admins only: a manager may neither list nor add them', async () => {
    const manager = await member(alice.token, 'manager');
    expect((await api('GET', '/api/webhook-endpoints', { token: manager })).status).toBe(403);
    expect((await createEndpoint(manager, 'https://hooks.example.com/x')).status).toBe(403);
  });

  it("are the account's own: another account's endpoint is 404 to every route", async () => {
    const mine = (await createEndpoint(alice.token, 'https://hooks.example.com/alice')).body.endpoint;
    const path = `/api/webhook-endpoints/${mine.id}`;
    expect((await api('PUT', path, { token: bob.token, body: { enabled: false } })).status).toBe(404);
    expect((await api('DELETE', path, { token: bob.token })).status).toBe(404);
    expect((await api('POST', `${path}/rotate-secret`, { token: bob.token })).status).toBe(404);
    expect((await deliveries(bob.token, mine.id)).status).toBe(404);
    expect((await api('POST', `${path}/deliveries/dlv_x/redeliver`, { token: bob.token })).status).toBe(404);
    const bobs = await api('GET', '/api/webhook-endpoints', { token: bob.token });
    expect(bobs.body.endpoints).toEqual([]);
    expect(
      (await api('GET', '/api/webhook-endpoints', { token: alice.token })).body.endpoints[0],
    ).toMatchObject({
      enabled: true,
    });
    await api('DELETE', path, { token: alice.token });
  });
});

describe('deliveries of proposal.accepted', () => {
  let carol: Account;
  let steady: Receiver;
  let flaky: Receiver;
  let steadyEndpoint: { id: string };
  let flakyEndpoint: { id: string };
  let down: Receiver;
  let downEndpoint: { id: string };
  let switchedOff: { id: string };
  let steadySecret: string;
  let proposalId: string;

  beforeAll(async () => {
    carol = await signUp({ first_name: 'Carol', company: 'Carol Roofing' });
    [steady, flaky] = await Promise.all([receiver(), receiver([500])]);
    const steadyMade = await createEndpoint(carol.token, steady.url);
    const flakyMade = await createEndpoint(carol.token, flaky.url);
    down = await receiver([500, 500, 500, 500, 500, 500, 500]);
    downEndpoint = (await createEndpoint(carol.token, down.url)).body.endpoint;
    switchedOff = (await createEndpoint(carol.token, (await receiver()).url)).body.endpoint;
    await api('PUT', `/api/webhook-endpoints/${switchedOff.id}`, {
      token: carol.token,
      body: { enabled: false },
    });
    // Subscribed to another event only: hears nothing of an acceptance.
    await createEndpoint(carol.token, (await receiver()).url, ['contract.signed']);
    [steadyEndpoint, flakyEndpoint, steadySecret] = [
      steadyMade.body.endpoint,
      flakyMade.body.endpoint,
      steadyMade.body.secret,
    ];
    const sale = await sentProposalOf(carol.token);
    proposalId = sale.proposalId;
    await decide(sale.proposalToken, 'accept');
  });

  it('reach the receiver once, signed with its secret, with the event id in a header', async () => {
    const [delivered] = await deliveriesWhen(
      carol.token,
      steadyEndpoint.id,
      (list) => list[0]?.status === 'delivered',
    );
    expect(steady.received).toHaveLength(1);
    const [request] = steady.received;
    const event = JSON.parse(request.body);
    expect(event).toMatchObject({ type: 'proposal.accepted', account_id: carol.user.account_id });
    expect(event.id).toMatch(/^evt_[0-9A-Z]{26}$/);
    expect(event.data).toMatchObject({ proposal_id: proposalId, customer_name: 'Maria Lopez' });
    expect(request.headers['ridgeline-event-id']).toBe(event.id);
    expect(request.headers['content-type']).toBe('application/json');
    expect(
      await verifySignature(String(request.headers['ridgeline-signature']), request.body, steadySecret),
    ).toBe('ok');
    expect(delivered).toMatchObject({
      event_id: event.id,
      event_type: 'proposal.accepted',
      attempts: 1,
      response_code: 200,
    });
  });

  it('are retried after a 500 and delivered exactly once, the log showing two attempts', async () => {
    const [delivery] = await deliveriesWhen(
      carol.token,
      flakyEndpoint.id,
      (list) => list[0]?.status === 'delivered',
    );
    expect(delivery).toMatchObject({ attempts: 2, response_code: 200, error: null });
    expect(flaky.received).toHaveLength(2);
    const ids = flaky.received.map((request) => request.headers['ridgeline-event-id']);
    expect(ids[0]).toBe(ids[1]);
  });

  it('give up after six attempts, marked failed with the last answer, and skip endpoints switched off', async () => {
    const [delivery] = await deliveriesWhen(
      carol.token,
      downEndpoint.id,
      (list) => list[0]?.status === 'failed',
    );
    expect(delivery).toMatchObject({
      attempts: 6,
      response_code: 500,
      error: 'HTTP 500',
      next_attempt_at: null,
    });
    expect(down.received).toHaveLength(6);
    // The fan-out chose its endpoints before it wrote the delivery above, so none will appear later.
    expect((await deliveries(carol.token, switchedOff.id)).body.deliveries).toEqual([]);
  });

  it('are not made again when the queue hands the same attempt over twice', async () => {
    const [delivery] = await deliveriesWhen(
      carol.token,
      steadyEndpoint.id,
      (list) => list[0]?.status === 'delivered',
    );
    const job = {
      kind: 'deliver',
      accountId: carol.user.account_id,
      endpointId: steadyEndpoint.id,
      deliveryId: delivery.id,
      attempt: 1,
      notBefore: null,
    };
    const answer = await consumer(queueEvent(job, job));
    expect(answer).toEqual({ batchItemFailures: [] });
    expect(steady.received).toHaveLength(1);
  });

  it('are redelivered on demand with the same event id, as a new entry of the log', async () => {
    const [first] = await deliveriesWhen(
      carol.token,
      steadyEndpoint.id,
      (list) => list[0]?.status === 'delivered',
    );
    const again = await api(
      'POST',
      `/api/webhook-endpoints/${steadyEndpoint.id}/deliveries/${first.id}/redeliver`,
      { token: carol.token },
    );
    expect(again.status).toBe(202);
    expect(again.body.delivery).toMatchObject({ event_id: first.event_id, status: 'pending', attempts: 0 });
    expect(again.body.delivery.id).not.toBe(first.id);
    const list = await deliveriesWhen(
      carol.token,
      steadyEndpoint.id,
      (items) => items.length === 2 && items.every((item) => item.status === 'delivered'),
    );
    expect(list.map((item) => item.event_id)).toEqual([first.event_id, first.event_id]);
    expect(steady.received.map((request) => request.headers['ridgeline-event-id'])).toEqual([
      first.event_id,
      first.event_id,
    ]);
  });

  it('are signed with the new secret at once after a rotation, and no longer with the old', async () => {
    const rotated = await api('POST', `/api/webhook-endpoints/${steadyEndpoint.id}/rotate-secret`, {
      token: carol.token,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(steadySecret);
    expect(rotated.body.endpoint.secret_hint).toBe(`…${rotated.body.secret.slice(-4)}`);
    const before = steady.received.length;
    const [latest] = (await deliveries(carol.token, steadyEndpoint.id)).body.deliveries;
    await api('POST', `/api/webhook-endpoints/${steadyEndpoint.id}/deliveries/${latest.id}/redeliver`, {
      token: carol.token,
    });
    await eventually(async () => steady.received.length > before, 20_000);
    const request = steady.received[before];
    const header = String(request.headers['ridgeline-signature']);
    expect(await verifySignature(header, request.body, rotated.body.secret)).toBe('ok');
    expect(await verifySignature(header, request.body, steadySecret)).toBe('mismatch');
  });
});

describe('deliveries of contract.signed', () => {
  it('reach an endpoint subscribed to it when the homeowner signs', async () => {
    const dave = await signUp({ first_name: 'Dave', company: 'Dave Roofing' });
    const signedHook = await receiver();
    const made = await createEndpoint(dave.token, signedHook.url, ['contract.signed']);
    const sale = await signedSale(dave.token);
    await eventually(async () => signedHook.received.length > 0, 20_000);
    expect(signedHook.received).toHaveLength(1);
    const event = JSON.parse(signedHook.received[0].body);
    expect(event).toMatchObject({
      type: 'contract.signed',
      data: { proposal_id: sale.proposalId, estimate_id: sale.estimate.id, signer_name: 'Maria Lopez' },
    });
    const header = String(signedHook.received[0].headers['ridgeline-signature']);
    expect(await verifySignature(header, signedHook.received[0].body, made.body.secret)).toBe('ok');
  });
});

describe('publishing', () => {
  it("never fails the homeowner's acceptance: without the queue grant the proposal is still accepted", async () => {
    const erin = await signUp({ first_name: 'Erin', company: 'Erin Roofing' });
    const hook = await receiver();
    const endpoint = (await createEndpoint(erin.token, hook.url)).body.endpoint;
    const sale = await sentProposalOf(erin.token);
    const row = routes.find((route) => route.path === '/api/customer-portal/proposal/{token}/action')!;
    const baseUrl = inject('baseUrl');
    await grantSwitch(baseUrl, 'POST', {
      handler: row.handler,
      access: row.access.filter((access) => access !== 'queue:webhook-delivery'),
    });
    try {
      const answer = await api('POST', `/api/customer-portal/proposal/${sale.proposalToken}/action`, {
        body: { action: 'accept', notes: null },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe('accepted');
      const denied = (await grantSwitch(baseUrl, 'GET')).body.denied;
      expect(denied).toContainEqual({
        handler: row.handler,
        action: 'sqs:SendMessage',
        resource: 'queue:webhook-delivery',
        reduced: true,
      });
    } finally {
      await grantSwitch(baseUrl, 'DELETE');
    }
    // The event never reached the queue, so no delivery exists or can appear.
    expect((await deliveries(erin.token, endpoint.id)).body.deliveries).toEqual([]);
  });
});

describe('an attempt taken by a worker that died', () => {
  it('is left alone while fresh and made again once stale, exactly once', async () => {
    const frank = await signUp({ first_name: 'Frank', company: 'Frank Roofing' });
    const accountId = frank.user.account_id as string;
    const hook = await receiver();
    const endpoint = (await createEndpoint(frank.token, hook.url)).body.endpoint;
    const now = new Date();
    const eventId = 'evt_01JDX3M7Q8R2S4T6V8W0Y2Z4A6';
    const body = JSON.stringify({ id: eventId, type: 'proposal.accepted', data: {} });
    await putEvent(
      { accountId, eventId, eventType: 'proposal.accepted', body, createdAt: now.toISOString() },
      now,
    );
    const sending = (deliveryId: string, lastAttemptAt: Date) =>
      putDelivery(
        {
          accountId,
          endpointId: endpoint.id,
          deliveryId,
          eventId,
          eventType: 'proposal.accepted',
          status: 'sending',
          attempts: 1,
          responseCode: null,
          error: null,
          createdAt: now.toISOString(),
          lastAttemptAt: lastAttemptAt.toISOString(),
          nextAttemptAt: null,
        },
        now,
      );
    const job = (deliveryId: string) => ({
      kind: 'deliver',
      accountId,
      endpointId: endpoint.id,
      deliveryId,
      attempt: 1,
      notBefore: null,
    });
    await sending('dlv_fresh', now);
    await sending('dlv_stale', new Date(now.getTime() - 5 * 60_000));

    expect(await consumer(queueEvent(job('dlv_fresh'), job('dlv_stale'), job('dlv_stale')))).toEqual({
      batchItemFailures: [],
    });
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0].body).toBe(body);
    expect(await getDelivery(accountId, endpoint.id, 'dlv_stale')).toMatchObject({
      status: 'delivered',
      attempts: 1,
      responseCode: 200,
    });
    expect(await getDelivery(accountId, endpoint.id, 'dlv_fresh')).toMatchObject({ status: 'sending' });
  });
});

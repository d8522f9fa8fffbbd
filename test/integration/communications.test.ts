import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, sentMails, signUp } from '../support/api.js';
import { measuredEstimate } from '../support/estimates.js';
import { useRuntimeEnvironment } from '../support/operator.js';

// Communications (docs/product.md#communications) through the local gateway: every send recorded, delivery status from
// the SES events the local runtime emits, templates, daily caps and tenancy.

useRuntimeEnvironment();
const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');
const { keys } = await import('../../functions/platform/data/keys.js');
const { getCommunication } = await import('../../functions/communications/data/communications.js');
const mailEvents = (await import('../../functions/communications/queues/mail-events.js')).handler;
const { MAIL_CAPS } = await import('../../shared/kernel/plans.js');

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
  bob = await signUp({ first_name: 'Bob', company: 'Bob Roofing' });
});

let counter = 0;
function homeowner(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@homeowner.example`;
}

/** The communications of an estimate once one reaches `status`. */
async function communicationWithStatus(token: string, estimateId: string, status: string) {
  return eventually(async () => {
    const list = await api('GET', `/api/communications?estimate_id=${estimateId}`, { token });
    expect(list.status).toBe(200);
    return list.body.communications.find(
      (item: { delivery_status: string }) => item.delivery_status === status,
    );
  }, 15_000);
}

function sqsEvent(body: unknown, messageId = 'm-1') {
  return {
    Records: [
      {
        messageId,
        receiptHandle: 'r',
        body: JSON.stringify(body),
        attributes: { ApproximateReceiveCount: '1' },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:mail-events',
        awsRegion: 'us-east-1',
      },
    ],
  } as never;
}

describe('proposal mails are recorded and tracked: GET /api/communications, GET /api/communications/{id}/stats', () => {
  it('a proposal to a bouncing address reads bounced, flags the address; a normal one reads delivered', async () => {
    const bouncing = `homeowner+bounce.${Date.now().toString(36)}@homeowner.example`;
    const estimate = await measuredEstimate(alice.token, { customer_email: bouncing });
    const sent = await api('POST', '/api/communications/send-proposal', {
      token: alice.token,
      body: { estimate_id: estimate.id, customer_email: bouncing, customer_name: 'Maria Lopez' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const bounced = await communicationWithStatus(alice.token, estimate.id, 'bounced');
    expect(bounced).toMatchObject({
      communication_type: 'proposal',
      recipients: [bouncing],
      template: 'proposal-link',
    });
    const flag = await ddb.send(
      new GetCommand({ TableName: TABLE, Key: keys.bouncedEmail(alice.user.account_id, bouncing) }),
    );
    expect(flag.Item?.email).toBe(bouncing);
    const flagged = await api('GET', `/api/estimates/${estimate.id}`, { token: alice.token });
    expect(flagged.body.customer_email_bounced).toBe(true);

    const stats = await api('GET', `/api/communications/${bounced.id}/stats`, { token: alice.token });
    expect(stats.status).toBe(200);
    expect(stats.body.delivery_status).toBe('bounced');
    expect(stats.body.events.map((event: { status: string }) => event.status)).toEqual(['sent', 'bounced']);

    const other = await measuredEstimate(alice.token);
    const normal = homeowner('normal');
    const ok = await api('POST', '/api/customer-portal/send-proposal-link', {
      token: alice.token,
      body: { estimate_id: other.id, customer_email: normal, customer_name: 'Sam Lee' },
    });
    expect(ok.status).toBe(200);
    await communicationWithStatus(alice.token, other.id, 'delivered');

    const filtered = await api('GET', '/api/communications?type=proposal&status=bounced', {
      token: alice.token,
    });
    expect(filtered.body.communications.map((item: { id: string }) => item.id)).toContain(bounced.id);
    expect(
      filtered.body.communications.every(
        (item: { delivery_status: string }) => item.delivery_status === 'bounced',
      ),
    ).toBe(true);
    const byCustomer = await api('GET', `/api/communications?customer=${encodeURIComponent(normal)}`, {
      token: alice.token,
    });
    expect(byCustomer.body.communications).toHaveLength(1);
  });
});

describe('the delivery-event consumer', () => {
  it('is idempotent and never moves a status back', async () => {
    const to = homeowner('events');
    const sent = await api('POST', '/api/communications/send', {
      token: alice.token,
      body: { recipients: [to], subject: 'Hello', body: 'Hi there' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = sent.body.communication.id as string;
    expect(sent.body.communication.delivery_status).toBe('queued');
    const record = await eventually(async () => {
      const found = await getCommunication(alice.user.account_id, id);
      return found?.deliveryStatus === 'delivered' ? found : undefined;
    }, 15_000);
    const messageId = record.sesMessageId!;
    const delivery = {
      eventType: 'Delivery',
      mail: { timestamp: '2026-11-21T20:40:00.000Z', messageId, destination: [to] },
      delivery: { timestamp: '2026-11-21T20:40:09.000Z', recipients: [to] },
    };
    // The same event three times, once wrapped in an SNS notification, and a late Send event.
    for (const body of [delivery, delivery, { Type: 'Notification', Message: JSON.stringify(delivery) }]) {
      expect(await mailEvents(sqsEvent(body))).toEqual({ batchItemFailures: [] });
    }
    await mailEvents(sqsEvent({ eventType: 'Send', mail: delivery.mail, send: {} }));
    const after = (await getCommunication(alice.user.account_id, id))!;
    expect(after.deliveryStatus).toBe('delivered');
    expect(after.events.filter((event) => event.at === '2026-11-21T20:40:09.000Z')).toHaveLength(1);
    // One new Delivery and the (distinct) late Send were recorded; the repeats were not.
    expect(after.events).toHaveLength(record.events.length + 2);
  });

  it('an event of an unknown mail fails (retried, then the DLQ); a poison message fails', async () => {
    const unknown = {
      eventType: 'Delivery',
      mail: { timestamp: '2026-11-21T20:40:00.000Z', messageId: 'never-sent', destination: ['a@b.example'] },
    };
    expect(await mailEvents(sqsEvent(unknown, 'x'))).toEqual({
      batchItemFailures: [{ itemIdentifier: 'x' }],
    });
    expect(await mailEvents(sqsEvent({ nope: true }, 'y'))).toEqual({
      batchItemFailures: [{ itemIdentifier: 'y' }],
    });
  });
});

describe('templates', () => {
  it('refuses unknown fields and script-like content on save', async () => {
    const unknown = await api('POST', '/api/communications/templates', {
      token: alice.token,
      body: { name: 'Bad', subject: 'Hi {{first_name}}', body: 'Hello {{customer_first_name}} {{secret}}' },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('{{first_name}}');
    const script = await api('POST', '/api/communications/templates', {
      token: alice.token,
      body: { name: 'Bad', subject: 'Hi', body: '<script>alert(1)</script>' },
    });
    expect(script.status).toBe(400);
    const handler = await api('POST', '/api/communications/templates', {
      token: alice.token,
      body: { name: 'Bad', subject: 'Hi', body: '<img src=x onerror=alert(1)>' },
    });
    expect(handler.status).toBe(400);
  });

  it('saves a template, lists it, and sends it with every value escaped', async () => {
    const saved = await api('POST', '/api/communications/templates', {
      token: alice.token,
      body: {
        name: 'Gutter note',
        communication_type: 'message',
        subject: 'Gutters at {{property_address}}',
        body: 'Hi {{customer_first_name}} & co,\nwe will clean the gutters.',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const list = await api('GET', '/api/communications/templates', { token: alice.token });
    expect(list.body.templates.map((t: { id: string }) => t.id)).toContain(saved.body.id);
    expect(list.body.fields.map((f: { name: string }) => f.name)).toContain('customer_first_name');
    const bobs = await api('GET', '/api/communications/templates', { token: bob.token });
    expect(bobs.body.templates.map((t: { id: string }) => t.id)).not.toContain(saved.body.id);

    const to = homeowner('escape');
    const sent = await api('POST', '/api/communications/send', {
      token: alice.token,
      body: {
        recipients: [to],
        template_id: saved.body.id,
        values: { customer_first_name: '<b onclick="x">Eve</b>', property_address: '1 Main St' },
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.communication.subject).toBe('Gutters at 1 Main St');
    const mail = await eventually(async () => (await sentMails()).find((item) => item.to.includes(to)));
    expect(mail.html).toContain('Hi &lt;b onclick=&quot;x&quot;&gt;Eve&lt;/b&gt; &amp; co,<br>');
    expect(mail.html).not.toContain('<b onclick');
    expect(mail.text).toContain('Hi <b onclick="x">Eve</b> & co,');

    const unknownTemplate = await api('POST', '/api/communications/send', {
      token: bob.token,
      body: { recipients: [to], template_id: saved.body.id },
    });
    expect(unknownTemplate.status).toBe(404);
  });
});

describe('one mail per recipient, fields filled per recipient', () => {
  it('sends the follow-up to two customers as two mails, each with their own name and address', async () => {
    const ada = homeowner('ada');
    const ben = homeowner('ben');
    const [adas, bens] = await Promise.all([
      measuredEstimate(alice.token, {
        customer_first_name: 'Ada',
        customer_last_name: 'Okafor',
        customer_email: ada,
        address: '4817 Ridgewood Dr, Carmel, IN 46032',
      }),
      measuredEstimate(alice.token, {
        customer_first_name: 'Ben',
        customer_last_name: 'Hale',
        customer_email: ben,
        address: '22 Quarry Rd, Carmel, IN 46032',
      }),
    ]);
    const body = { recipients: [ada, ben], template_id: 'builtin-follow-up' };
    // The follow-up signs off with the company phone: blank, it would refuse the send like any field.
    const phoneless = await api('POST', '/api/communications/preview', { token: alice.token, body });
    expect(phoneless.body.previews[0].unresolved).toEqual(['company_phone']);
    expect(
      (await api('POST', '/api/communications/send', { token: alice.token, body })).body.detail,
    ).toContain('{{company_phone}} has no value');
    const company = { phone: '(317) 555-0199' };
    expect((await api('PUT', '/api/settings', { token: alice.token, body: { company } })).status).toBe(200);

    const preview = await api('POST', '/api/communications/preview', { token: alice.token, body });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.previews).toEqual([
      expect.objectContaining({
        recipient: ada,
        subject: 'Your roofing proposal for 4817 Ridgewood Dr, Carmel, IN 46032',
        unresolved: [],
        estimate_id: adas.id,
      }),
      expect.objectContaining({
        recipient: ben,
        subject: 'Your roofing proposal for 22 Quarry Rd, Carmel, IN 46032',
        unresolved: [],
        estimate_id: bens.id,
      }),
    ]);
    expect(preview.body.previews[0].body).toMatch(/^Hi Ada,/);
    expect(preview.body.previews[1].body).toMatch(/^Hi Ben,/);
    // A preview sends nothing.
    expect((await sentMails()).some((mail) => mail.to.includes(ada))).toBe(false);

    const sent = await api('POST', '/api/communications/send', { token: alice.token, body });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.communications.map((item: { recipients: string[] }) => item.recipients)).toEqual([
      [ada],
      [ben],
    ]);
    const mails = await eventually(async () => {
      const found = (await sentMails()).filter((mail) => mail.to.includes(ada) || mail.to.includes(ben));
      return found.length === 2 ? found : undefined;
    }, 15_000);
    const adaMail = mails.find((mail) => mail.to.includes(ada))!;
    const benMail = mails.find((mail) => mail.to.includes(ben))!;
    expect(adaMail.to).toBe(ada);
    expect(benMail.to).toBe(ben);
    expect(adaMail.subject).toBe('Your roofing proposal for 4817 Ridgewood Dr, Carmel, IN 46032');
    expect(adaMail.text).toContain('Hi Ada,');
    expect(adaMail.text).not.toContain('Ben');
    expect(adaMail.text + adaMail.html).not.toContain(ben);
    expect(benMail.text).toContain('Hi Ben,');
    expect(benMail.text).toContain('22 Quarry Rd');
    expect(benMail.text + benMail.html).not.toContain(ada);

    // Each recipient's mail has its own delivery status, and is listed with its customer's estimate.
    const statuses = await eventually(async () => {
      const list = await Promise.all(
        [adas.id, bens.id].map((id) =>
          api('GET', `/api/communications?estimate_id=${id}`, { token: alice.token }),
        ),
      );
      const rows = list.map((answer) => answer.body.communications[0]);
      return rows.every((row) => row?.delivery_status === 'delivered') ? rows : undefined;
    }, 15_000);
    expect(statuses.map((row: { recipients: string[] }) => row.recipients)).toEqual([[ada], [ben]]);
  });

  it('refuses a send with a field that has no value for a recipient, naming the field and the recipient', async () => {
    const known = homeowner('known');
    const stranger = homeowner('stranger');
    await measuredEstimate(alice.token, { customer_first_name: 'Kim', customer_email: known });
    const body = {
      recipients: [known, stranger],
      subject: 'Your roof at {{property_address}}',
      body: 'Hi {{customer_first_name}}, a quick note.',
    };
    const preview = await api('POST', '/api/communications/preview', { token: alice.token, body });
    expect(preview.body.previews.map((item: { unresolved: string[] }) => item.unresolved)).toEqual([
      [],
      ['property_address', 'customer_first_name'],
    ]);
    const refused = await api('POST', '/api/communications/send', { token: alice.token, body });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('{{property_address}}');
    expect(refused.body.detail).toContain(stranger);
    // Nothing went out, not even to the recipient whose fields were filled.
    const list = await api('GET', `/api/communications?customer=${encodeURIComponent(known)}`, {
      token: alice.token,
    });
    expect(list.body.communications).toEqual([]);
    // A typed value fills what no customer record does.
    const typed = await api('POST', '/api/communications/send', {
      token: alice.token,
      body: {
        ...body,
        recipients: [stranger],
        values: { property_address: '9 Elm St', customer_first_name: 'Sam' },
      },
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.communication.subject).toBe('Your roof at 9 Elm St');
  });

  it('a status update about a project names the project and its address when the caller leaves them out', async () => {
    const created = await api('POST', '/api/projects', {
      token: alice.token,
      body: { name: 'Okafor re-roof', customer_name: 'Ada Okafor', address: '4817 Ridgewood Dr, Carmel, IN' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const to = homeowner('status');
    const sent = await api('POST', '/api/communications/send-status-update', {
      token: alice.token,
      body: {
        customer_email: to,
        customer_name: 'Ada Okafor',
        status: 'Tear-off starts Monday',
        project_id: created.body.id,
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.communication.subject).toBe('Update on your roof at 4817 Ridgewood Dr, Carmel, IN');
    const mail = await eventually(async () => (await sentMails()).find((candidate) => candidate.to === to));
    expect(mail.text).toContain('A quick update on your project Okafor re-roof: Tear-off starts Monday.');

    // Another account's project is not found, for a status update and a message alike, and nothing is sent.
    const foreign = {
      customer_email: homeowner('foreign'),
      customer_name: 'X',
      status: 'Done',
      project_id: created.body.id,
    };
    const refused = await api('POST', '/api/communications/send-status-update', {
      token: bob.token,
      body: foreign,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe('Project not found');
    const message = await api('POST', '/api/communications/send', {
      token: bob.token,
      body: { recipients: [foreign.customer_email], subject: 'Hi', body: 'x', project_id: created.body.id },
    });
    expect(message.status).toBe(404);
    expect((await sentMails()).filter((candidate) => candidate.to === foreign.customer_email)).toEqual([]);
  });
});

describe('bad input and caps', () => {
  it('refuses an invalid address, an unknown field in a written message, and a body without text', async () => {
    const invalid = await api('POST', '/api/communications/send', {
      token: alice.token,
      body: { recipients: ['not-an-address'], subject: 'Hi', body: 'There' },
    });
    expect(invalid.status).toBe(400);
    const field = await api('POST', '/api/communications/send', {
      token: alice.token,
      body: { recipients: [homeowner('x')], subject: 'Hi', body: '{{password}}' },
    });
    expect(field.status).toBe(400);
    const empty = await api('POST', '/api/communications/send', {
      token: alice.token,
      body: { recipients: [homeowner('x')] },
    });
    expect(empty.status).toBe(400);
    const injected = await api('POST', '/api/communications/send', {
      token: alice.token,
      body: { recipients: [homeowner('x')], subject: 'Hi', body: 'There', accountId: bob.user.account_id },
    });
    expect(injected.status).toBe(400);
  });

  it('stops the message over a trial’s per-recipient cap in a day with 429 naming when it resets', async () => {
    const carol = await signUp({ first_name: 'Carol', company: 'Carol Roofing' });
    const to = homeowner('capped');
    for (let index = 0; index < MAIL_CAPS.trial.perRecipientPerDay; index += 1) {
      const ok = await api('POST', '/api/communications/send-status-update', {
        token: carol.token,
        body: { customer_email: to, customer_name: 'Dana Fox', status: `Step ${index}` },
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    }
    const over = await api('POST', '/api/communications/send', {
      token: carol.token,
      body: { recipients: [to], subject: 'Hi', body: 'One more' },
    });
    expect(over.status).toBe(429);
    expect(over.body.detail).toMatch(/resets at \d{4}-\d{2}-\d{2}T00:00:00\.000Z/);
    // Another recipient of the same account is still fine.
    const other = await api('POST', '/api/communications/send', {
      token: carol.token,
      body: { recipients: [homeowner('free')], subject: 'Hi', body: 'Fine' },
    });
    expect(other.status).toBe(200);
  });
});

describe('tenancy', () => {
  it('answers 404 or nothing for another account on every route', async () => {
    const estimate = await measuredEstimate(alice.token);
    const sent = await api('POST', '/api/communications/send', {
      token: alice.token,
      body: {
        recipients: [homeowner('t')],
        subject: 'Private',
        body: 'Only Alice',
        estimate_id: estimate.id,
      },
    });
    expect(sent.status).toBe(200);
    const id = sent.body.communication.id;

    expect((await api('GET', `/api/communications/${id}/stats`, { token: bob.token })).status).toBe(404);
    const bobsList = await api('GET', '/api/communications', { token: bob.token });
    expect(bobsList.body.communications.map((item: { id: string }) => item.id)).not.toContain(id);
    const bobsEstimate = await api('GET', `/api/communications?estimate_id=${estimate.id}`, {
      token: bob.token,
    });
    expect(bobsEstimate.body.communications).toEqual([]);
    const viaEstimate = await api('POST', '/api/communications/send', {
      token: bob.token,
      body: { recipients: [homeowner('t')], subject: 'Hi', body: 'x', estimate_id: estimate.id },
    });
    expect(viaEstimate.status).toBe(404);
    const status = await api('POST', '/api/communications/send-status-update', {
      token: bob.token,
      body: { customer_email: homeowner('t'), customer_name: 'X', status: 'Done', estimate_id: estimate.id },
    });
    expect(status.status).toBe(404);
    const proposal = await api('POST', '/api/communications/send-proposal', {
      token: bob.token,
      body: { estimate_id: estimate.id, customer_email: homeowner('t'), customer_name: 'X' },
    });
    expect(proposal.status).toBe(404);

    const page = await api('GET', '/api/communications?limit=1', { token: alice.token });
    expect(page.body.next_cursor).toBeTruthy();
    const foreignCursor = await api('GET', `/api/communications?cursor=${page.body.next_cursor}`, {
      token: bob.token,
    });
    expect(foreignCursor.status).toBe(400);
    expect((await api('GET', '/api/communications', {})).status).toBe(401);
  });
});

import { afterAll, describe, expect, inject, it } from 'vitest';
import { useRuntimeEnvironment } from '../support/operator.js';
import { queuesDrained } from '../support/queues.js';

// The fault and load runs of security-and-reliability.md, smaller than
// `npm run bench:faults` (same scenarios, test/bench/fault-runs.ts). 20 % of the runtime's DynamoDB,
// SQS and S3 calls fail (half before the call, half after it was applied) through its local-only
// `POST /__faults` switch; the duplicate storm fails 20 % of this process's own calls.

useRuntimeEnvironment();
const runs = await import('../bench/fault-runs.js');
const { InProgressError, runOnce } = await import('../../functions/platform/data/dedupe.js');
const { inDelivery } = await import('../../functions/platform/delivery.js');
const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { keys } = await import('../../functions/platform/data/keys.js');
const { TABLE } = await import('../../functions/platform/data/table.js');
const { seededRandom, setFaults, faultCounts } = await import('../../functions/platform/clients/faults.js');
const { saveProposalStatus } = await import('../../functions/documents/data/proposals.js');
const { getContract } = await import('../../functions/documents/data/contracts.js');
const { getEstimate } = await import('../../functions/estimates/data/estimates.js');
const { listPendingDecisions, putPendingDecision } =
  await import('../../functions/documents/data/pending-decisions.js');

const target = { baseUrl: inject('baseUrl'), mailViewerUrl: inject('mailViewerUrl') };

afterAll(async () => {
  setFaults({ rate: 0, seed: 1 });
  await runs.runtimeFaults(target, 0);
});

describe('faults on 20 % of AWS calls during estimates and accepts', () => {
  it('bounded retries, each side effect once, the DLQs hold exactly the poison messages', async () => {
    const report = await runs.faultRunUnderLoad(target, {
      estimates: 24,
      accepts: 6,
      faultRate: 0.2,
      concurrency: 6,
    });
    expect(report.injected.throttled + report.injected.timedOut).toBeGreaterThan(20);
    expect(report.injected.timedOut).toBeGreaterThan(0);

    // Every estimate that exists is measured (or failed with a reason), counted against the quota
    // once, and in the account totals once.
    const measured = report.measured;
    expect(
      measured.stuck,
      JSON.stringify({ stuck: measured.stuckTimelines, created: report.estimates.answers }),
    ).toBe(0);
    expect(measured.measured + measured.failed).toBe(measured.estimates);
    expect(measured.doubleMeasured).toBe(0);
    expect(measured.usageCounted).toBe(measured.measured);
    expect(measured.marks).toBe(measured.measured);
    expect(measured.statsCounted).toBe(measured.estimateItems);
    expect(measured.estimates).toBeGreaterThanOrEqual(report.estimates.created);

    // Every accept is recorded once, with one contract (record and PDF) and one mail to the contractor.
    const accepts = report.accepts;
    expect(accepts.answers['500'] ?? 0).toBe(0);
    expect(accepts.accepted).toBe(accepts.requested);
    expect(accepts.estimatesAcceptedTwice).toBe(0);
    expect(accepts.contracts).toBe(accepts.accepted);
    expect(accepts.contractObjects).toBe(accepts.accepted);
    expect(accepts.decisionMails).toBe(accepts.accepted);

    expect(report.dlq.unexpected).toEqual([]);
    expect(report.dlq.exactlyThePoison).toBe(true);
  }, 150_000);
});

describe('20 copies of one queue job at once, 20 % of the consumers’ calls failing', () => {
  it('one mail, one measurement counted once, one PDF', async () => {
    const account = await runs.signUpAccount(target, 'storm');
    const storm = await runs.duplicateStorm(target, account, { copies: 20, faultRate: 0.2 });
    expect(storm.mail.mailsSent).toBe(1);
    expect(storm.measure).toMatchObject({ measuredEvents: 1, marks: 1, usage: 1 });
    expect(storm.pdf).toMatchObject({ objects: 1, records: 1 });
  }, 90_000);
});

describe('parallel versioned updates with retry', () => {
  it('20 writers on one estimate: every save gets its own version, none is lost', async () => {
    const account = await runs.signUpAccount(target, 'race');
    const race = await runs.versionedRace(target, account, 20);
    expect(race.versionAfter - race.versionBefore).toBe(20);
    expect(race.distinctSavedVersions).toBe(20);
    expect(race.conflicts).toBeGreaterThan(0);
  }, 90_000);
});

describe('runOnce when the answer to its lease write is lost', () => {
  it('the SDK retry finds its own lease and the work runs once (no wait for the lease to expire)', async () => {
    // A seed whose first call times out after it was applied and whose next calls pass.
    const seed = Array.from({ length: 5000 }, (_, index) => index + 1).find((candidate) => {
      const random = seededRandom(candidate);
      const first = random();
      return first >= 0.1 && first < 0.2 && Array.from({ length: 6 }, random).every((roll) => roll >= 0.2);
    })!;
    let executions = 0;
    setFaults({ rate: 0.2, seed });
    try {
      const done = await runOnce('fault-test', `lost-answer#${seed}#${Date.now()}`, async () => {
        executions += 1;
      });
      expect(faultCounts().timedOut).toBe(1);
      expect(done).toBe(true);
    } finally {
      setFaults({ rate: 0, seed: 1 });
    }
    expect(executions).toBe(1);
  });
});

describe('a lease left behind by a failed try (found by bench:faults: one estimate stuck, its job in the DLQ)', () => {
  it('the redelivered message takes it back at once; another copy of the job still waits', async () => {
    const key = `left-behind#${Date.now()}`;
    // What a try leaves when its work failed and releasing the lease failed too.
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          ...keys.dedupe('fault-test', key),
          type: 'dedupe',
          status: 'pending',
          owner: 'message-1',
          leaseUntil: Math.floor(Date.now() / 1000) + 900,
        },
      }),
    );
    let executions = 0;
    const work = async () => {
      executions += 1;
    };
    await expect(inDelivery('message-2', () => runOnce('fault-test', key, work))).rejects.toBeInstanceOf(
      InProgressError,
    );
    expect(await inDelivery('message-1', () => runOnce('fault-test', key, work))).toBe(true);
    expect(await inDelivery('message-2', () => runOnce('fault-test', key, work))).toBe(false);
    expect(executions).toBe(1);
  });
});

/** A measured estimate of a new account with a proposal mailed to a new homeowner, and that mail's token. */
async function sentProposal(label: string) {
  const owner = await runs.signUpAccount(target, label);
  const created = await runs.call(target, 'POST', '/api/estimates', {
    token: owner.token,
    body: {
      address: '77 Mending Way, Carmel, IN 46032',
      customer_first_name: 'Maria',
      customer_last_name: 'Lopez',
      customer_email: `maria.${label}@homeowner.example`,
      customer_phone: '(317) 555-0142',
      scheduled_install_date: '2027-07-14',
    },
  });
  const estimateId = created.body.id as string;
  await runs.until(
    async () =>
      (await runs.call(target, 'GET', `/api/estimates/${estimateId}`, { token: owner.token })).body
        .measurement_status === 'measured'
        ? true
        : undefined,
    30_000,
    'measured',
  );
  const homeowner = `${label}.${Date.now()}@homeowner.example`;
  const sent = await runs.call(target, 'POST', '/api/customer-portal/send-proposal-link', {
    token: owner.token,
    body: { estimate_id: estimateId, customer_email: homeowner, customer_name: 'Maria Lopez' },
  });
  expect(sent.status).toBe(200);
  const proposalId = (sent.body.proposal as { id: string }).id;
  const token = await runs.until(
    async () =>
      (await runs.storedMails(target))
        .find((mail) => mail.to.includes(homeowner))
        ?.text.match(/\/proposal\/([A-Za-z0-9_-]{43})/)?.[1],
    20_000,
    'proposal link',
  );
  return { owner, estimateId, proposalId, token: token! };
}

/** The decision mails the contractor has received. */
async function decisionMails(ownerEmail: string) {
  return (await runs.storedMails(target)).filter(
    (mail) => mail.to.includes(ownerEmail) && / accepted /.test(mail.subject),
  );
}

describe('an accept whose request failed after the status write (found by the fault run)', () => {
  it('the homeowner’s retry gets 409 and finishes the follow-ups at once: contract, estimate, one mail', async () => {
    const { owner, estimateId, proposalId, token } = await sentProposal('heal');
    // What a request that died after its status write leaves: accepted, nothing else.
    const now = new Date();
    await saveProposalStatus(owner.accountId, proposalId, {
      from: ['sent', 'viewed'],
      to: 'accepted',
      at: now,
      set: { decidedAt: now.toISOString(), decisionNotes: null },
    });
    expect((await getEstimate(owner.accountId, estimateId))!.accepted).toBe(false);

    const retry = await runs.call(target, 'POST', `/api/customer-portal/proposal/${token}/action`, {
      body: { action: 'accept', notes: null },
    });
    expect(retry.status).toBe(409);
    expect(retry.body.detail).toBe('This proposal has already been accepted.');
    expect((await getEstimate(owner.accountId, estimateId))!.accepted).toBe(true);
    await runs.until(() => getContract(owner.accountId, estimateId, proposalId), 30_000, 'contract');
    const notices = await runs.until(
      async () => {
        const found = await decisionMails(owner.email);
        return found.length ? found : undefined;
      },
      20_000,
      'decision mail',
    );
    // Another retry changes nothing more.
    await runs.call(target, 'POST', `/api/customer-portal/proposal/${token}/action`, {
      body: { action: 'accept', notes: null },
    });
    await queuesDrained();
    expect(await decisionMails(owner.email)).toHaveLength(notices.length);
    expect(notices).toHaveLength(1);
  }, 90_000);
});

describe('an accept whose request died holding its follow-ups’ lease', () => {
  it('the sweep sees the follow-ups through once the lease has run out, and drops notes of decisions never written', async () => {
    const { owner, estimateId, proposalId } = await sentProposal('swept');
    // What a request leaves that died after its status write, inside its follow-ups: the note, the
    // decision and a lease nobody will release, all 20 minutes old.
    const decidedAt = new Date(Date.now() - 20 * 60_000);
    const decision = { decidedAt: decidedAt.toISOString(), accountId: owner.accountId, proposalId };
    await putPendingDecision(decision);
    await saveProposalStatus(owner.accountId, proposalId, {
      from: ['sent', 'viewed'],
      to: 'accepted',
      at: decidedAt,
      set: { decidedAt: decision.decidedAt, decisionNotes: null },
    });
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          ...keys.dedupe('proposal-decision', `${owner.accountId}#${proposalId}`),
          type: 'dedupe',
          status: 'pending',
          owner: 'a-request-that-died',
          leaseUntil: Math.floor(decidedAt.getTime() / 1000) + 900,
        },
      }),
    );
    const neverWritten = {
      decidedAt: decision.decidedAt,
      accountId: owner.accountId,
      proposalId: 'never-decided',
    };
    await putPendingDecision(neverWritten);
    expect((await getEstimate(owner.accountId, estimateId))!.accepted).toBe(false);

    const swept = await fetch(`${target.baseUrl.replace(/\/$/, '')}/__jobs/decision-follow-ups`, {
      method: 'POST',
    });
    expect(swept.status).toBe(200);
    expect((await getEstimate(owner.accountId, estimateId))!.accepted).toBe(true);
    await runs.until(() => getContract(owner.accountId, estimateId, proposalId), 30_000, 'contract');
    await runs.until(
      async () => ((await decisionMails(owner.email)).length ? true : undefined),
      20_000,
      'decision mail',
    );
    const left = await listPendingDecisions(new Date(), 1000);
    expect(left.filter((note) => note.accountId === owner.accountId)).toEqual([]);

    // A second sweep does nothing more: one mail.
    await fetch(`${target.baseUrl.replace(/\/$/, '')}/__jobs/decision-follow-ups`, { method: 'POST' });
    await queuesDrained();
    expect(await decisionMails(owner.email)).toHaveLength(1);
  }, 90_000);
});

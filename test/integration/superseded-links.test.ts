import { beforeAll, describe, expect, it } from 'vitest';
import { api, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { clientAddressHeader } from '../support/client-address.js';
import { measuredEstimate } from '../support/estimates.js';
import { mailedLinks } from '../support/mail.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { waitForToken } from '../support/projects.js';

// A link withdrawn because a newer proposal was sent (docs/decisions.md, "A superseded link names the
// current one"): 410 naming the current proposal, and a resend of its link to its recorded address.

useRuntimeEnvironment();
const { getProposal, saveProposalClosed } = await import('../../functions/documents/data/proposals.js');
const { humanNumber } = await import('../../shared/kernel/human-numbers.js');

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
  bob = await signUp({ first_name: 'Bob', company: 'Bob Roofing' });
});

/** Sends a proposal of an estimate to an address; returns its id and the token of the `count`-th link mailed there. */
async function send(owner: Account, estimateId: string, email: string, count = 1) {
  const sent = await api('POST', '/api/customer-portal/send-proposal-link', {
    token: owner.token,
    body: { estimate_id: estimateId, customer_email: email, customer_name: 'Maria Lopez' },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { proposalId: sent.body.proposal.id as string, token: await waitForToken(email, 'proposal', count) };
}

/** An estimate sent twice: the first proposal superseded by the second (each to its own address). */
async function supersededPair(owner: Account) {
  const estimate = await measuredEstimate(owner.token);
  const firstEmail = uniqueEmail('first');
  const newestEmail = uniqueEmail('newest');
  const first = await send(owner, estimate.id, firstEmail);
  const newest = await send(owner, estimate.id, newestEmail);
  return { estimate, first, newest, firstEmail, newestEmail };
}

const resend = (token: string, headers = clientAddressHeader()) =>
  api('POST', `/api/customer-portal/proposal/${token}/resend-current`, { headers });

describe('a superseded proposal link', () => {
  it('answers 410 naming the current proposal, on opening and on acting', async () => {
    const { first, newest } = await supersededPair(alice);
    const stored = (await getProposal(alice.user.account_id, first.proposalId))!;
    expect(stored).toMatchObject({ status: 'withdrawn', withdrawnReason: 'superseded' });
    const current = (await getProposal(alice.user.account_id, newest.proposalId))!;
    const expected = {
      current: { number: humanNumber('proposal', current.humanNumber!), sent_at: current.sentAt },
    };
    const opened = await api('GET', `/api/customer-portal/proposal/${first.token}`);
    expect(opened.status).toBe(410);
    expect(opened.body).toEqual({ detail: expect.stringMatching(/replaced by a newer one/), ...expected });
    const acted = await api('POST', `/api/customer-portal/proposal/${first.token}/action`, {
      body: { action: 'decline', notes: null },
    });
    expect(acted.status).toBe(410);
    expect(acted.body).toMatchObject(expected);
  });

  it('resend-current mails a fresh link of the newest proposal to its recorded address only; the old one stops working', async () => {
    const { first, newest, firstEmail, newestEmail } = await supersededPair(alice);
    // An address in the request is ignored: the mail goes to the one recorded on the newest proposal.
    const attacker = uniqueEmail('attacker');
    const answer = await api('POST', `/api/customer-portal/proposal/${first.token}/resend-current`, {
      headers: clientAddressHeader(),
      body: { customer_email: attacker, email: attacker },
    });
    expect(answer.status).toBe(202);
    expect(answer.body.message).toMatch(/on its way/);
    const fresh = await waitForToken(newestEmail, 'proposal', 2);
    expect(fresh).not.toBe(newest.token);
    const opened = await api('GET', `/api/customer-portal/proposal/${fresh}`);
    expect(opened.status).toBe(200);
    expect(opened.body.proposal.id).toBe(newest.proposalId);
    expect((await getProposal(alice.user.account_id, newest.proposalId))!.status).toBe('viewed');
    // The previously mailed link of the newest proposal was replaced by the fresh one.
    expect((await api('GET', `/api/customer-portal/proposal/${newest.token}`)).status).toBe(404);
    // Nothing went to the superseded proposal's address.
    const mails = await sentMails();
    expect(mailedLinks(mails, firstEmail, 'proposal')).toHaveLength(1);
    expect(mailedLinks(mails, attacker, 'proposal')).toHaveLength(0);
  });

  it('answers the same 202 and mails nothing for an unknown, current or withdrawn link', async () => {
    const { newest, newestEmail } = await supersededPair(alice);
    for (const token of ['no-such-token', newest.token]) {
      const answer = await resend(token);
      expect(answer.status).toBe(202);
      expect(answer.body.message).toMatch(/on its way/);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailedLinks(await sentMails(), newestEmail, 'proposal')).toHaveLength(1);
  });

  it('a link withdrawn otherwise keeps the 410 without a current proposal', async () => {
    const estimate = await measuredEstimate(alice.token);
    const only = await send(alice, estimate.id, uniqueEmail('withdrawn'));
    await saveProposalClosed(alice.user.account_id, only.proposalId, 'withdrawn', new Date());
    const opened = await api('GET', `/api/customer-portal/proposal/${only.token}`);
    expect(opened.status).toBe(410);
    expect(opened.body).toEqual({ detail: expect.stringMatching(/withdrawn by the contractor/) });
    expect((await resend(only.token)).status).toBe(202);
  });

  it("never reaches another account's proposal", async () => {
    const ours = await supersededPair(alice);
    const theirs = await supersededPair(bob);
    expect((await resend(ours.first.token)).status).toBe(202);
    await waitForToken(ours.newestEmail, 'proposal', 2);
    // Bob's newest link still opens and his homeowner got nothing more.
    expect((await api('GET', `/api/customer-portal/proposal/${theirs.newest.token}`)).status).toBe(200);
    expect(mailedLinks(await sentMails(), theirs.newestEmail, 'proposal')).toHaveLength(1);
    const opened = await api('GET', `/api/customer-portal/proposal/${ours.first.token}`);
    const aliceNewest = (await getProposal(alice.user.account_id, ours.newest.proposalId))!;
    expect(opened.body.current.sent_at).toBe(aliceNewest.sentAt);
    expect(await getProposal(bob.user.account_id, ours.newest.proposalId)).toBeUndefined();
  });

  it('answers 429 past the limit of one client address', async () => {
    const headers = clientAddressHeader();
    const statuses = [];
    for (let index = 0; index < 11; index += 1)
      statuses.push((await resend('no-such-token', headers)).status);
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

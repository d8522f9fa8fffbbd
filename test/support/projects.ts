import { api, eventually, sentMails, uniqueEmail } from './api.js';
import { measuredEstimate } from './estimates.js';
import { mailedLinks, pathToken } from './mail.js';
import { signaturePng } from './png.js';

// The sale as the homeowner makes it, through the API: proposal sent, accepted, contract signed.
// Shared by the projects integration and e2e tests.

/** Every token of one link kind (`proposal`, `sign`, `project`) mailed to an address, oldest first. */
export async function mailedTokens(email: string, kind: 'proposal' | 'sign' | 'project'): Promise<string[]> {
  return mailedLinks(await sentMails(), email, kind).map(pathToken);
}

/** Waits for the `count`-th link of a kind mailed to an address. */
export async function waitForToken(
  email: string,
  kind: 'proposal' | 'sign' | 'project',
  count = 1,
): Promise<string> {
  const tokens = await eventually(async () => {
    const found = await mailedTokens(email, kind);
    return found.length >= count ? found : undefined;
  }, 15_000);
  return tokens[count - 1];
}

/** A measured estimate with a proposal sent to a fresh homeowner. */
export async function sentProposalOf(token: string, customerName = 'Maria Lopez') {
  const estimate = await measuredEstimate(token);
  const email = uniqueEmail('homeowner');
  const sent = await api('POST', '/api/customer-portal/send-proposal-link', {
    token,
    body: { estimate_id: estimate.id, customer_email: email, customer_name: customerName },
  });
  if (sent.status !== 200)
    throw new Error(`send proposal failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const proposalToken = await waitForToken(email, 'proposal');
  return {
    estimate,
    email,
    proposalToken,
    proposalId: sent.body.proposal.id as string,
    proposal: sent.body.proposal,
  };
}

/** A sent proposal the homeowner accepted, with its contract made on the Documents page (POST /api/documents). */
export async function acceptedWithContract(token: string) {
  const sale = await sentProposalOf(token);
  await decide(sale.proposalToken, 'accept');
  const made = await api('POST', '/api/documents', {
    token,
    body: { template: 'contract', estimate_id: sale.estimate.id },
  });
  if (made.status !== 200) throw new Error(`contract failed: ${made.status} ${JSON.stringify(made.body)}`);
  return { ...sale, document: made.body.document as { id: string; kind: string } };
}

/** The homeowner accepts or declines a sent proposal. */
export async function decide(proposalToken: string, action: 'accept' | 'decline') {
  const answer = await api('POST', `/api/customer-portal/proposal/${proposalToken}/action`, {
    body: { action, notes: null },
  });
  if (answer.status !== 200)
    throw new Error(`${action} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The homeowner signs the contract behind a signing link (typed name, drawn signature, agreement). */
export function signContract(signingToken: string, fullName = 'Maria Lopez') {
  return api('POST', `/api/signing/${signingToken}`, {
    body: {
      full_name: fullName,
      signature_png: `data:image/png;base64,${signaturePng().toString('base64')}`,
      agree: true,
    },
  });
}

/** The whole sale: sent, accepted, sent for signing and signed by the homeowner. */
export async function signedSale(token: string, customerName = 'Maria Lopez') {
  const sale = await sentProposalOf(token, customerName);
  await decide(sale.proposalToken, 'accept');
  const forSigning = await api('POST', `/api/estimates/${sale.estimate.id}/send-for-signing`, { token });
  if (forSigning.status !== 200) throw new Error(`send for signing failed: ${forSigning.status}`);
  const signingToken = await waitForToken(sale.email, 'sign');
  const signed = await signContract(signingToken, customerName);
  if (signed.status !== 200)
    throw new Error(`signing failed: ${signed.status} ${JSON.stringify(signed.body)}`);
  return { ...sale, signingToken };
}

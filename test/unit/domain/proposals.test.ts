import { describe, expect, it } from 'vitest';
import { hashToken, newSecureToken } from '../../../functions/platform/secure-token.js';
import {
  contractorTransition,
  effectiveStatus,
  InvalidTransitionError,
  linkState,
  nextStatus,
  PROPOSAL_MESSAGES,
  PROPOSAL_STATUSES,
  proposalValidUntil,
  statusesAllowing,
  type ProposalEvent,
  type ProposalStatus,
} from '../../../shared/documents/proposals.js';
import { customerPricing } from '../../../shared/documents/proposal-document.js';
import { DEFAULT_RATES, priceEstimate } from '../../../shared/estimates/pricing.js';

const ALLOWED: Record<ProposalEvent, Partial<Record<ProposalStatus, ProposalStatus>>> = {
  send: { draft: 'sent' },
  view: { sent: 'viewed' },
  accept: { sent: 'accepted', viewed: 'accepted' },
  decline: { sent: 'rejected', viewed: 'rejected' },
  expire: { sent: 'expired', viewed: 'expired' },
  withdraw: { draft: 'withdrawn', sent: 'withdrawn', viewed: 'withdrawn' },
};

describe('the proposal state machine', () => {
  const cases = (Object.keys(ALLOWED) as ProposalEvent[]).flatMap((event) =>
    PROPOSAL_STATUSES.map((from) => [event, from] as const),
  );

  it.each(cases)('%s from %s', (event, from) => {
    const to = ALLOWED[event][from];
    if (to) expect(nextStatus(from, event)).toBe(to);
    else expect(() => nextStatus(from, event)).toThrow(InvalidTransitionError);
  });

  it('a decision is final: accepted and rejected proposals accept no event', () => {
    for (const from of ['accepted', 'rejected'] as const) {
      for (const event of Object.keys(ALLOWED) as ProposalEvent[])
        expect(() => nextStatus(from, event)).toThrow(InvalidTransitionError);
    }
  });

  it('the conditional write of each event starts from exactly the statuses the machine allows', () => {
    expect(statusesAllowing('accept').sort()).toEqual(['sent', 'viewed']);
    expect(statusesAllowing('send')).toEqual(['draft']);
  });

  it('the contractor may only move a draft to sent', () => {
    expect(contractorTransition('draft', 'sent')).toBe('sent');
    for (const to of PROPOSAL_STATUSES.filter((status) => status !== 'sent'))
      expect(() => contractorTransition('draft', to)).toThrow(InvalidTransitionError);
    for (const from of PROPOSAL_STATUSES.filter((status) => status !== 'draft'))
      expect(() => contractorTransition(from, 'sent')).toThrow(InvalidTransitionError);
  });
});

describe('link validity (30 days, injectable clock)', () => {
  const sentAt = new Date('2026-11-21T12:00:00.000Z');
  const validUntil = proposalValidUntil(sentAt).toISOString();

  it('is exactly 30 days', () => {
    expect(validUntil).toBe('2026-12-21T12:00:00.000Z');
  });

  it('works until the last millisecond and answers expired from then on', () => {
    const open = { status: 'viewed' as const, validUntil };
    expect(linkState(open, new Date('2026-12-21T11:59:59.999Z'))).toBe('open');
    expect(linkState(open, new Date('2026-12-21T12:00:00.000Z'))).toBe('expired');
    expect(effectiveStatus(open, new Date('2026-12-22T00:00:00Z'))).toBe('expired');
    expect(effectiveStatus(open, new Date('2026-12-01T00:00:00Z'))).toBe('viewed');
  });

  it('a decided proposal stays decided in lists, but its link still stops after 30 days', () => {
    const accepted = { status: 'accepted' as const, validUntil };
    expect(linkState(accepted, new Date('2026-12-01T00:00:00Z'))).toBe('decided');
    expect(effectiveStatus(accepted, new Date('2027-06-01T00:00:00Z'))).toBe('accepted');
    expect(linkState(accepted, new Date('2027-06-01T00:00:00Z'))).toBe('expired');
  });

  it('withdrawn and draft proposals have no working link', () => {
    expect(linkState({ status: 'withdrawn', validUntil }, sentAt)).toBe('withdrawn');
    expect(linkState({ status: 'draft', validUntil: null }, sentAt)).toBe('withdrawn');
  });
});

describe('proposal tokens', () => {
  it('carry 256 random bits and are stored as their SHA-256 only', () => {
    const tokens = Array.from({ length: 200 }, () => newSecureToken());
    for (const { token, hash } of tokens) {
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).toBe(hashToken(token));
      expect(hash).not.toContain(token);
    }
    expect(new Set(tokens.map(({ token }) => token)).size).toBe(200);
  });
});

describe('spec wording', () => {
  it('keeps the portal and list messages', () => {
    expect(PROPOSAL_MESSAGES.linkInvalid).toBe('This proposal link is invalid or has expired.');
    expect(PROPOSAL_MESSAGES.linkExpired()).toBe('This proposal link has expired (valid for 30 days).');
    expect(PROPOSAL_MESSAGES.linkExpired(14)).toBe('This proposal link has expired (valid for 14 days).');
    expect(PROPOSAL_MESSAGES.actionFailed('accept')).toBe('Error accepting proposal. Please try again.');
    expect(PROPOSAL_MESSAGES.actionFailed('decline')).toBe('Error declining proposal. Please try again.');
    expect(PROPOSAL_MESSAGES.sent('alex@example.com')).toBe(
      'Proposal sent successfully to alex@example.com!',
    );
  });
});

describe('customer price lines', () => {
  it('fold the margin into materials and labor so the lines add up to the priced total, in cents', () => {
    for (const discountPercent of [null, 5, 12.5, 100]) {
      const price = priceEstimate({
        areaSqft: 2702.1,
        wastePercent: 15,
        complexity: 'moderate',
        material: 'asphalt_shingles',
        rates: DEFAULT_RATES,
        discountPercent,
      });
      const summary = customerPricing(price);
      expect(summary.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(price.totalCents);
      expect(summary.subtotalCents).toBe(price.totalCents);
      expect(summary.totalCents).toBe(price.finalCents);
      expect(summary.subtotalCents - summary.discountCents).toBe(summary.totalCents);
      expect(summary.lines.every((line) => Number.isInteger(line.amountCents))).toBe(true);
    }
  });
});

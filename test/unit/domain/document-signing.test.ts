import { describe, expect, it } from 'vitest';
import {
  reminderDueAt,
  reminderIsDue,
  signatureStatusAt,
  type SignatureLifecycle,
} from '../../../shared/documents/document-signing.js';

const DAY = 24 * 60 * 60 * 1000;
const sentAt = '2026-11-01T10:00:00.000Z';
const request = (changes: Partial<SignatureLifecycle> = {}): SignatureLifecycle => ({
  status: 'sent',
  sentAt,
  expiresAt: new Date(Date.parse(sentAt) + 30 * DAY).toISOString(),
  reminderSentAt: null,
  ...changes,
});
const at = (days: number) => new Date(Date.parse(sentAt) + days * DAY);

describe('signatureStatusAt', () => {
  it('reads an open request past its expiry as expired, and keeps final statuses', () => {
    expect(signatureStatusAt(request(), at(29))).toBe('sent');
    expect(signatureStatusAt(request({ status: 'viewed' }), at(30))).toBe('expired');
    expect(signatureStatusAt(request({ status: 'signed' }), at(40))).toBe('signed');
    expect(signatureStatusAt(request({ status: 'declined' }), at(40))).toBe('declined');
  });
});

describe('reminderIsDue', () => {
  it('is due once, 3 days after sending, while the request is open', () => {
    expect(reminderDueAt(sentAt)).toBe('2026-11-04T10:00:00.000Z');
    expect(reminderIsDue(request(), at(2.99))).toBe(false);
    expect(reminderIsDue(request(), at(3))).toBe(true);
    expect(reminderIsDue(request({ status: 'viewed' }), at(5))).toBe(true);
    expect(reminderIsDue(request({ reminderSentAt: at(3).toISOString() }), at(5))).toBe(false);
    expect(reminderIsDue(request({ status: 'signed' }), at(5))).toBe(false);
    expect(reminderIsDue(request(), at(31))).toBe(false);
  });
});

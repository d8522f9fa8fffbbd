import { describe, expect, it } from 'vitest';
import { normaliseEmail } from '../../../shared/kernel/email-identity.js';

describe('normaliseEmail: one mailbox, one person (docs/decisions.md, "One person per mailbox")', () => {
  it('lower-cases and trims', () => {
    expect(normaliseEmail('  Jordan.Avery@Example.COM ')).toBe('jordan.avery@example.com');
  });

  it('drops a +tag from the local part on any domain, keeping dots outside Gmail', () => {
    expect(normaliseEmail('jordan.avery+roofing@example.com')).toBe('jordan.avery@example.com');
    expect(normaliseEmail('jordan+a+b@example.com')).toBe('jordan@example.com');
  });

  it('drops the dots of a Gmail local part and writes googlemail.com as gmail.com', () => {
    expect(normaliseEmail('Jordan.Avery@gmail.com')).toBe('jordanavery@gmail.com');
    expect(normaliseEmail('j.o.r.d.a.n.avery+presale@googlemail.com')).toBe('jordanavery@gmail.com');
    expect(normaliseEmail('jordanavery@GoogleMail.com')).toBe('jordanavery@gmail.com');
  });

  it('leaves what has no mailbox name alone rather than inventing one', () => {
    expect(normaliseEmail('+tag@example.com')).toBe('+tag@example.com');
    expect(normaliseEmail('...@gmail.com')).toBe('...@gmail.com');
    expect(normaliseEmail('not-an-address')).toBe('not-an-address');
  });

  it('keeps other providers’ dots: they are part of the mailbox there', () => {
    expect(normaliseEmail('j.avery@outlook.com')).not.toBe(normaliseEmail('javery@outlook.com'));
  });
});

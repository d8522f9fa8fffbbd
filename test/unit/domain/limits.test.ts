import { describe, expect, it } from 'vitest';
import { limitSubject } from '../../../shared/kernel/address-block.js';
import { BACK_OFF_CAP_SECONDS, backOffSeconds } from '../../../shared/kernel/back-off.js';

describe('limitSubject', () => {
  it('counts an IPv6 client by its /64, however the address is written', () => {
    const block = '2001:db8:1:2::/64';
    expect(limitSubject('2001:db8:1:2::1')).toBe(block);
    expect(limitSubject('2001:0db8:0001:0002:ffff:aaaa:bbbb:cccc')).toBe(block);
    expect(limitSubject('2001:DB8:1:2:0:0:0:9')).toBe(block);
    expect(limitSubject('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(limitSubject('::1')).toBe('0:0:0:0::/64');
    expect(limitSubject('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('treats an IPv4-mapped IPv6 address as its IPv4 address, and leaves IPv4 alone', () => {
    expect(limitSubject('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(limitSubject('::ffff:c000:207')).toBe('192.0.2.7');
    expect(limitSubject('192.0.2.7')).toBe('192.0.2.7');
  });

  it('leaves every other subject as it is', () => {
    for (const subject of [
      'all',
      'jo@example.com',
      'unknown',
      'not:an:address',
      '1:2:3:4:5:6:7:8:9',
      '::ffff:300.1.1.1',
    ])
      expect(limitSubject(subject)).toBe(subject);
  });
});

describe('backOffSeconds', () => {
  it('is free for the first failures, then 1 s, doubling, capped at 15 minutes', () => {
    expect([1, 2, 3].map((n) => backOffSeconds(n, 3))).toEqual([0, 0, 0]);
    expect([4, 5, 6, 7].map((n) => backOffSeconds(n, 3))).toEqual([1, 2, 4, 8]);
    expect(backOffSeconds(13, 3)).toBe(512);
    expect(backOffSeconds(14, 3)).toBe(BACK_OFF_CAP_SECONDS);
    expect(backOffSeconds(10_000, 3)).toBe(BACK_OFF_CAP_SECONDS);
  });
});

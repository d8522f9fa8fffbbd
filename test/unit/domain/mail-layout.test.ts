import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../../shared/mail/registry.js';

describe('mails read on a phone', () => {
  it.each([
    {
      template: 'proposal-link' as const,
      data: {
        companyName: 'Summit Peak Roofing',
        customerName: 'Grace',
        proposalUrl: 'http://localhost/proposal/abc',
        total: '$17,845.15',
        address: '1 Elm St',
        validUntil: '2026-12-21T12:00:00Z',
      },
    },
    {
      template: 'signing-request' as const,
      data: {
        companyName: 'Summit Peak Roofing',
        customerName: 'Grace',
        signingUrl: 'http://localhost/sign/abc',
        expiresAt: '2026-12-05T12:00:00Z',
      },
    },
  ])('$template is fluid up to 560 px, never a fixed 560 px table', ({ template, data }) => {
    const { html } = renderEmail({ template, data });
    expect(html).not.toMatch(/width="560"/);
    expect(html).toContain('max-width:560px');
    expect(html).toMatch(/<table role="presentation" width="100%"[^>]*max-width:560px/);
  });
});

describe("a contractor's mail footer", () => {
  const data = {
    companyName: 'Summit Peak Roofing',
    customerName: 'Grace',
    proposalUrl: 'http://localhost/proposal/abc',
    total: '$17,845.15',
    address: '1 Elm St',
    validUntil: '2026-12-21T12:00:00Z',
  };

  it('names Ridgeline on Starter, as its proposals do', () => {
    const { html } = renderEmail({ template: 'proposal-link', data: { ...data, ridgelineLine: true } });
    expect(html).toContain('Sent by Summit Peak Roofing with Ridgeline.');
  });

  it('carries only the company on paid plans ("Your branding, no Ridgeline line")', () => {
    const { html } = renderEmail({ template: 'proposal-link', data: { ...data, ridgelineLine: false } });
    expect(html).toContain('Sent by Summit Peak Roofing.');
    expect(html).not.toContain('with Ridgeline');
  });
});

import { describe, expect, it } from 'vitest';
import {
  consentTextFor,
  DEFAULT_CONSENT_TEXT,
  frameAncestorsPolicy,
  matchConfidence,
  originAllowed,
  originProblem,
  priceRange,
} from '../../../shared/widget/widget.js';
import { saveWidgetSettingsRequest, widgetContactRequest } from '../../../shared/widget/schemas/widget.js';

describe('the websites a widget may be embedded on', () => {
  it('are exact https origins, or http only for localhost', () => {
    expect(originProblem('https://www.example.com')).toBeUndefined();
    expect(originProblem('https://staging.example.com:8443')).toBeUndefined();
    expect(originProblem('http://localhost:4000')).toBeUndefined();
    expect(originProblem('http://127.0.0.1:8080')).toBeUndefined();
    expect(originProblem('http://www.example.com')).toContain('must use https');
    expect(originProblem('https://www.example.com/quote')).toContain('exactly https://www.example.com');
    expect(originProblem('www.example.com')).toContain('enter a website address');
  });

  it('match exactly: no subdomain, scheme or port passes for another', () => {
    const listed = ['https://www.example.com'];
    expect(originAllowed(listed, 'https://www.example.com')).toBe(true);
    expect(originAllowed(listed, 'https://example.com')).toBe(false);
    expect(originAllowed(listed, 'http://www.example.com')).toBe(false);
    expect(originAllowed(listed, 'https://www.example.com.evil.example')).toBe(false);
    expect(originAllowed(listed, null)).toBe(false);
  });

  it("are the iframe's frame-ancestors; none listed frames nowhere", () => {
    expect(frameAncestorsPolicy(['https://a.example', 'http://localhost:3000'])).toBe(
      'frame-ancestors https://a.example http://localhost:3000',
    );
    expect(frameAncestorsPolicy([])).toBe("frame-ancestors 'none'");
  });

  it('are checked by the settings schema', () => {
    const base = {
      enabled: true,
      origins: ['https://www.example.com'],
      line_ids: ['good'],
      price_display: 'range',
      headline: 'Quote',
      brand_colour: null,
      show_logo: true,
      consent_text: DEFAULT_CONSENT_TEXT,
    };
    expect(saveWidgetSettingsRequest.safeParse(base).success).toBe(true);
    expect(
      saveWidgetSettingsRequest.safeParse({ ...base, origins: ['http://www.example.com'] }).success,
    ).toBe(false);
    // The consent must name the contractor.
    expect(
      saveWidgetSettingsRequest.safeParse({
        ...base,
        consent_text: 'I agree to be contacted about my quote.',
      }).success,
    ).toBe(false);
  });
});

describe('the consent a homeowner gives', () => {
  it('names the contractor wherever the text says {company}', () => {
    expect(consentTextFor('{company} may call me. {company} only.', 'Summit Roofing')).toBe(
      'Summit Roofing may call me. Summit Roofing only.',
    );
  });

  it('is required: the box must be ticked', () => {
    const contact = {
      session: 's',
      origin: 'https://www.example.com',
      name: 'Dana',
      email: 'dana@example.com',
      phone: '512 555 0142',
      preferred_contact: 'phone',
      option_id: null,
      page_url: 'https://www.example.com/',
    };
    expect(widgetContactRequest.safeParse({ ...contact, consent: true }).success).toBe(true);
    expect(widgetContactRequest.safeParse({ ...contact, consent: false }).success).toBe(false);
  });
});

describe('a measured match', () => {
  it('is low confidence when the address was not rooftop-precise or points to another building', () => {
    expect(matchConfidence([])).toBe('high');
    expect(matchConfidence([{ code: 'imagery_old' }, { code: 'simulated' }])).toBe('high');
    expect(matchConfidence([{ code: 'approximate_location' }])).toBe('low');
    expect(matchConfidence([{ code: 'building_mismatch' }])).toBe('low');
  });

  it('is shown as a range of whole hundreds around the price', () => {
    expect(priceRange(1_234_567)).toEqual({ lowCents: 1_110_000, highCents: 1_360_000 });
    const { lowCents, highCents } = priceRange(987_654);
    expect(lowCents % 10_000).toBe(0);
    expect(highCents % 10_000).toBe(0);
    expect(lowCents).toBeLessThan(987_654);
    expect(highCents).toBeGreaterThan(987_654);
  });
});

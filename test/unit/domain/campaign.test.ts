import { describe, expect, it } from 'vitest';
import {
  campaignDate,
  campaignMonth,
  countdown,
  openCampaignWindow,
} from '../../../shared/public-site/campaign.js';
import { updateCampaignRequest } from '../../../shared/public-site/schemas/campaign.js';

describe('campaign', () => {
  it('counts down in days, hours, minutes and seconds and stops at zero', () => {
    const now = Date.parse('2026-11-13T22:58:30Z');
    expect(countdown('2026-11-15T23:59:00Z', now)).toEqual({
      days: 2,
      hours: 1,
      minutes: 0,
      seconds: 30,
      ended: false,
    });
    expect(countdown('2026-11-15T23:59:00Z', Date.parse('2026-11-16T00:00:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      ended: true,
    });
  });

  it('formats dates in US style, the same for every time zone', () => {
    expect(campaignDate('2026-11-15T23:59:00Z')).toBe('Nov 15, 2026');
    expect(campaignMonth('2026-12-01T00:00:00Z')).toBe('December 2026');
  });

  it('seeds an open window that the update schema accepts', () => {
    const window = openCampaignWindow(new Date('2026-01-01T00:00:00Z'));
    expect(updateCampaignRequest.safeParse({ ...window, version: 0 }).success).toBe(true);
    expect(Date.parse(window.presale_ends_at)).toBeLessThan(Date.parse(window.beta_ends_at));
  });
});

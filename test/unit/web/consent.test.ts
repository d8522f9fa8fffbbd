// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  CONSENT_STORAGE_KEY,
  ESSENTIAL_ONLY,
  hasConsent,
  readConsent,
  runWithConsent,
  saveConsent,
} from '../../../web/src/lib/consent';

function clearCookie() {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
}

describe('cookie consent', () => {
  beforeEach(() => {
    clearCookie();
    localStorage.clear();
  });

  it('allows only essential scripts until the visitor chooses', () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent('essential')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('stores the choice in a cookie and in localStorage, each enough on its own', () => {
    saveConsent({ essential: true, functional: false, analytics: true, marketing: false });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=010`);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!).flags).toBe('010');
    clearCookie();
    expect(readConsent()).toEqual({ essential: true, functional: false, analytics: true, marketing: false });
    saveConsent(ACCEPT_ALL);
    localStorage.clear();
    expect(readConsent()).toEqual(ACCEPT_ALL);
  });

  it('ignores a tampered cookie', () => {
    document.cookie = `${CONSENT_COOKIE}=1x1; Path=/`;
    expect(readConsent()).toBeNull();
    expect(hasConsent('analytics')).toBe(false);
  });

  it('runs a gated loader only once its category is allowed', () => {
    const analytics = vi.fn();
    const marketing = vi.fn();
    runWithConsent('analytics', analytics);
    runWithConsent('marketing', marketing);
    expect(analytics).not.toHaveBeenCalled();
    saveConsent(ESSENTIAL_ONLY);
    expect(analytics).not.toHaveBeenCalled();
    saveConsent({ essential: true, functional: false, analytics: true, marketing: false });
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(marketing).not.toHaveBeenCalled();
    saveConsent(ACCEPT_ALL);
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(marketing).toHaveBeenCalledTimes(1);
  });

  it('runs at once when consent was already given, and a cancelled wait never runs', () => {
    saveConsent(ACCEPT_ALL);
    const now = vi.fn();
    runWithConsent('marketing', now);
    expect(now).toHaveBeenCalledTimes(1);
    saveConsent(ESSENTIAL_ONLY);
    const later = vi.fn();
    const cancel = runWithConsent('analytics', later);
    cancel();
    saveConsent(ACCEPT_ALL);
    expect(later).not.toHaveBeenCalled();
  });
});

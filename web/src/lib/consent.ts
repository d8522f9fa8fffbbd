import { DAY_SECONDS } from '@shared/kernel/time.js';
/**
 * Cookie consent: the visitor's choice is kept in a first-party cookie and in localStorage (either
 * survives if the other is cleared) and gates every optional script. Nothing analytics or marketing
 * may run except through `runWithConsent`.
 */

/** Cookie categories of the cookie policy. Essential is always on. */
export type ConsentCategory = 'essential' | 'functional' | 'analytics' | 'marketing';

/** The visitor's choice (docs/product.md#public-site). */
export interface ConsentPreferences {
  essential: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

/** Name of the consent cookie (1 year). */
export const CONSENT_COOKIE = 'ridgeline_consent';
/** localStorage key of the consent record. */
export const CONSENT_STORAGE_KEY = 'ridgeline.cookie-consent';
const ONE_YEAR_SECONDS = 365 * DAY_SECONDS;

/** Only essential cookies: the default until the visitor chooses. */
export const ESSENTIAL_ONLY: ConsentPreferences = {
  essential: true,
  functional: false,
  analytics: false,
  marketing: false,
};
/** Everything allowed. */
export const ACCEPT_ALL: ConsentPreferences = {
  essential: true,
  functional: true,
  analytics: true,
  marketing: true,
};

type Listener = (preferences: ConsentPreferences) => void;
const listeners = new Set<Listener>();

function fromFlags(flags: string): ConsentPreferences | null {
  if (!/^[01]{3}$/.test(flags)) return null;
  return {
    essential: true,
    functional: flags[0] === '1',
    analytics: flags[1] === '1',
    marketing: flags[2] === '1',
  };
}

function toFlags(preferences: ConsentPreferences): string {
  return [preferences.functional, preferences.analytics, preferences.marketing]
    .map((on) => (on ? '1' : '0'))
    .join('');
}

function readCookie(): ConsentPreferences | null {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return entry ? fromFlags(decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1))) : null;
}

function readStorage(): ConsentPreferences | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { flags?: unknown };
    return typeof parsed.flags === 'string' ? fromFlags(parsed.flags) : null;
  } catch {
    return null;
  }
}

/** The saved choice, or null when the visitor has not chosen yet. */
export function readConsent(): ConsentPreferences | null {
  return readCookie() ?? readStorage();
}

/** The choice in force: the saved one, else essential only. */
export function currentConsent(): ConsentPreferences {
  return readConsent() ?? ESSENTIAL_ONLY;
}

/** True when scripts of this category may run. */
export function hasConsent(category: ConsentCategory): boolean {
  return category === 'essential' || currentConsent()[category];
}

/** Saves the choice in the cookie and in localStorage and tells every waiting gate. */
export function saveConsent(preferences: ConsentPreferences, now = new Date()): void {
  const flags = toFlags(preferences);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${flags}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ flags, savedAt: now.toISOString() }));
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  const saved = { ...preferences, essential: true as const };
  for (const listener of [...listeners]) listener(saved);
}

/**
 * Runs `load` once the category is allowed: now if it already is, otherwise when the visitor saves a
 * choice that allows it. Returns a function that cancels the wait.
 */
export function runWithConsent(category: ConsentCategory, load: () => void): () => void {
  if (hasConsent(category)) {
    load();
    return () => undefined;
  }
  const listener: Listener = (preferences) => {
    if (category !== 'essential' && !preferences[category]) return;
    listeners.delete(listener);
    load();
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}

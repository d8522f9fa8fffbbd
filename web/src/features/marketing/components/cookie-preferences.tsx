import { useState } from 'react';
import { useHydrated } from '../../../lib/hydration';
import {
  ACCEPT_ALL,
  currentConsent,
  ESSENTIAL_ONLY,
  readConsent,
  saveConsent,
  type ConsentPreferences,
} from '../../../lib/consent';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

const options: Array<{
  key: keyof Omit<ConsentPreferences, 'essential'>;
  label: string;
  description: string;
}> = [
  { key: 'functional', label: 'Functional', description: 'Remember your display preferences.' },
  { key: 'analytics', label: 'Analytics', description: 'Help us understand how the site is used.' },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Measure which campaigns and partners bring visitors.',
  },
];

const NOT_CHOSEN = 'You have not chosen yet: only essential cookies are used.';

/**
 * The cookie preference controls (stored in a cookie and localStorage, honoured by the consent gate).
 * The prerendered HTML shows the default (nothing chosen); once running, they show this browser's
 * saved choice (the island loads at once when one is stored).
 */
export function CookiePreferences() {
  // The stored choice is read once the markup is adopted, so the first render matches the HTML.
  const hydrated = useHydrated();
  const stored = hydrated && readConsent() !== null;
  const [edited, setEdited] = useState<ConsentPreferences | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const preferences = edited ?? (stored ? currentConsent() : ESSENTIAL_ONLY);
  const saved = message ?? (stored ? null : NOT_CHOSEN);

  const save = (next: ConsentPreferences, text: string) => {
    saveConsent(next);
    setEdited(next);
    setMessage(text);
  };

  return (
    <>
      <fieldset className="mt-4 space-y-3">
        <legend className="sr-only">Cookie categories</legend>
        <label className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
          <input type="checkbox" checked disabled className="mt-1 size-4" />
          <span>
            <span className="font-semibold text-brand-950">Essential</span>{' '}
            <span className="text-sm text-slate-600">(always on)</span>
            <span className="block text-sm text-slate-600">
              Sign-in, security and remembering these choices.
            </span>
          </span>
        </label>
        {options.map((option) => (
          <label key={option.key} className="flex items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200">
            <input
              type="checkbox"
              name={option.key}
              checked={preferences[option.key]}
              onChange={(event) => setEdited({ ...preferences, [option.key]: event.target.checked })}
              className="mt-1 size-4 accent-brand-800"
            />
            <span>
              <span className="font-semibold text-brand-950">{option.label}</span>
              <span className="block text-sm text-slate-600">{option.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => save(preferences, 'Your preferences have been saved.')}>
          Save Preferences
        </Button>
        <Button
          variant="secondary"
          onClick={() => save(ESSENTIAL_ONLY, 'Optional cookies rejected. Only essential cookies are used.')}
        >
          Reject All (except Essential)
        </Button>
        <Button variant="accent" onClick={() => save(ACCEPT_ALL, 'All cookies accepted.')}>
          Accept All
        </Button>
      </div>
      {saved && (
        <Alert variant="info" className="mt-4">
          {saved}
        </Alert>
      )}
    </>
  );
}

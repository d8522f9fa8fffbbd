import { useState } from 'react';
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

/**
 * The cookie preference controls (stored in a cookie and localStorage, honoured by the consent gate).
 * They show this browser's saved choice, so they render in the browser only, never in prerendered HTML.
 */
export function CookiePreferences() {
  const [preferences, setPreferences] = useState<ConsentPreferences>(currentConsent);
  const [saved, setSaved] = useState<string | null>(
    readConsent() ? null : 'You have not chosen yet: only essential cookies are used.',
  );

  const save = (next: ConsentPreferences, message: string) => {
    saveConsent(next);
    setPreferences(next);
    setSaved(message);
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
              onChange={(event) => setPreferences({ ...preferences, [option.key]: event.target.checked })}
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

import { useState } from 'react';
import { Button } from '../../../components/ui/button';

/** A signing secret right after it was made: shown this once, with a copy button. */
export function SecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-amber-900">
        Copy this signing secret now — you won’t see it again.
      </p>
      <p className="text-sm text-amber-900">
        Your endpoint uses it to check that a request really comes from Ridgeline. If you lose it, rotate the
        secret to get a new one.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          aria-label="Signing secret"
          className="min-w-0 flex-1 break-all rounded-md border border-amber-200 bg-white px-3 py-2 font-mono text-xs text-slate-900"
        >
          {secret}
        </code>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
      </div>
      <Button type="button" size="sm" onClick={onDone}>
        I have stored it
      </Button>
    </div>
  );
}

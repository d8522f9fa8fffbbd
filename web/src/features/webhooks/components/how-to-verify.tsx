import { EVENT_ID_HEADER, SIGNATURE_HEADER } from '@shared/integrations/signing.js';

// The receiver's side in a few lines; docs/webhooks.md#verifying has the same example in full.
const EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (not re-serialised JSON)
function verify(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const age = Math.abs(Date.now() / 1000 - Number(parts.t));
  if (!(age <= toleranceSeconds)) return false;
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex'));
}`;

/** How a receiver checks a delivery: the headers and a copyable Node example. */
export function HowToVerify() {
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">
        How to verify a delivery
      </summary>
      <div className="mt-3 space-y-3 text-sm text-slate-700">
        <p>
          Every request is a JSON <code className="font-mono text-xs">POST</code> with the headers{' '}
          <code className="font-mono text-xs">{EVENT_ID_HEADER}</code> (the same on every retry and
          redelivery, so you can ignore duplicates) and{' '}
          <code className="font-mono text-xs">{SIGNATURE_HEADER}</code>:{' '}
          <code className="font-mono text-xs">t=&lt;unix seconds&gt;,v1=&lt;hex HMAC-SHA256&gt;</code> of{' '}
          <code className="font-mono text-xs">&lt;t&gt;.&lt;raw body&gt;</code> with your secret. Answer with
          any 2xx within 10 seconds; otherwise we retry after 1 min, 5 min, 30 min, 2 h and 6 h.
        </p>
        <pre className="overflow-x-auto rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100">
          {EXAMPLE}
        </pre>
        <p className="text-xs text-slate-500">
          The full guide, with every event’s payload and a worked example to test your code against, is in
          Ridgeline’s webhook documentation (docs/webhooks.md).
        </p>
      </div>
    </details>
  );
}

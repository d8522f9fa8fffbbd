import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { GDPR_CONFIRM_HOURS } from '@shared/public-site/gdpr.js';
import { PublicShell } from '../../../components/layout/public-shell';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { confirmGdprRequest } from '../api/public-forms';

/**
 * /gdpr/confirm/{id}?token=… — the page of the link mailed to a GDPR requester. Confirming takes a press
 * (a mail scanner that opens links must not confirm for them); the link works once.
 */
export function GdprConfirmPage() {
  usePageTitle('Confirm your GDPR request');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string }
  >({ kind: 'idle' });

  const confirm = async () => {
    setState({ kind: 'busy' });
    try {
      const answer = await confirmGdprRequest(id, token);
      setState({ kind: 'done', text: `${answer.message} Your reference ID is ${answer.reference_id}.` });
    } catch (failure) {
      setState({ kind: 'failed', text: errorMessage(failure, 'The request could not be confirmed.') });
    }
  };

  return (
    <PublicShell>
      <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950">Confirm your GDPR request</h1>
        {state.kind === 'done' ? (
          <Alert variant="success" className="mt-6">
            {state.text}
          </Alert>
        ) : (
          <div className="mt-6 space-y-5">
            <p className="text-slate-700">
              We act on a data request only once the person it names confirms it. Press the button to confirm
              the request you sent from our GDPR page. The link works once, for {GDPR_CONFIRM_HOURS} hours.
            </p>
            {state.kind === 'failed' && <Alert variant="error">{state.text}</Alert>}
            {!token ? (
              <Alert variant="error">
                This confirmation link is incomplete. Open the link from the email again.
              </Alert>
            ) : (
              <Button variant="accent" loading={state.kind === 'busy'} onClick={() => void confirm()}>
                Confirm my request
              </Button>
            )}
          </div>
        )}
        {state.kind !== 'done' && (
          <p className="mt-8 text-sm text-slate-600">
            Did not send a request? Ignore the email: an unconfirmed request is dropped. Read about your
            rights on the{' '}
            <Link to="/gdpr" className="font-medium text-brand-700 underline">
              GDPR page
            </Link>
            .
          </p>
        )}
      </div>
    </PublicShell>
  );
}

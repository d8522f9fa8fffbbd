import { useState } from 'react';
import { type PortalAction } from '@shared/documents/proposals.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Textarea } from '../../../components/ui/textarea';
import { formatMoney } from '@shared/kernel/format.js';

/** Accept or decline, with optional notes; each answer is confirmed first. */
export function PortalDecision({
  companyName,
  total,
  onAct,
  busy,
  error,
  beforeAccept,
}: {
  companyName: string;
  /** The total in dollars, named in the confirmation. */
  total: number;
  onAct: (action: PortalAction, notes: string) => void;
  busy: PortalAction | null;
  error: string | null;
  /** Checked before the confirmation opens (a proposal with options needs its choice complete). */
  beforeAccept?: () => boolean;
}) {
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="border-accent-200 p-5 ring-1 ring-accent-100">
      <h2 className="text-lg font-semibold text-brand-950">Your decision</h2>
      <p className="mt-1 text-sm text-slate-600">
        Accepting tells {companyName} to prepare the contract for your signature. Nothing is charged now.
      </p>
      {error && (
        <Alert variant="error" className="mt-4">
          {error}
        </Alert>
      )}
      <Textarea
        className="mt-4"
        label="Notes for the contractor (optional)"
        rows={3}
        maxLength={2000}
        value={notes}
        onValueChange={setNotes}
        hint="Questions, preferred start dates or anything else they should know."
      />
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Button
          variant="accent"
          size="lg"
          onClick={() => setConfirming(beforeAccept ? beforeAccept() : true)}
          loading={busy === 'accept'}
          disabled={busy !== null}
        >
          Accept Proposal
        </Button>
        <Button
          variant="secondary"
          size="lg"
          onClick={() => onAct('decline', notes)}
          loading={busy === 'decline'}
          disabled={busy !== null}
        >
          Decline
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Accept this proposal?"
        message={`You accept the work at a total of ${formatMoney(total)}. ${companyName} then prepares the contract for your signature; nothing is charged now.`}
        confirmLabel={`Accept for ${formatMoney(total)}`}
        confirmVariant="accent"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onAct('accept', notes);
        }}
      />
    </Card>
  );
}

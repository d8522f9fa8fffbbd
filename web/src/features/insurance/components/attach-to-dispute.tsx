import { useState } from 'react';
import { Link } from 'react-router';
import { DISPUTE_TYPE_LABELS } from '@shared/insurance/disputes.js';
import type { Dispute } from '@shared/insurance/schemas/disputes.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { useAddDisputeDocument } from '../api/documents';

/** Attach a stored document to one of the project's open disputes. */
export function AttachToDispute({ documentId, disputes }: { documentId: string; disputes: Dispute[] }) {
  const open = disputes.filter((dispute) => dispute.status !== 'resolved');
  const [disputeId, setDisputeId] = useState(open[0]?.id ?? '');
  const attach = useAddDisputeDocument();
  if (!open.length)
    return <p className="text-sm text-slate-600">No open dispute on this project to attach it to.</p>;
  return (
    <div className="space-y-2">
      {attach.isError && (
        <Alert variant="error">{errorMessage(attach.error, 'The document could not be attached.')}</Alert>
      )}
      {attach.isSuccess && (
        <Alert variant="success">
          Attached to the{' '}
          <Link className="underline" to={`/dashboard/insurance/disputes/${attach.data.id}`}>
            {DISPUTE_TYPE_LABELS[attach.data.dispute_type]}
          </Link>
          .
        </Alert>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label="Attach to dispute"
          className="min-w-0 flex-1"
          value={disputeId}
          onValueChange={setDisputeId}
          options={open.map((dispute) => ({
            value: dispute.id,
            label: `${DISPUTE_TYPE_LABELS[dispute.dispute_type]} — ${dispute.status.replace('_', ' ')}`,
          }))}
        />
        <Button
          variant="secondary"
          loading={attach.isPending}
          disabled={!disputeId}
          onClick={() => attach.mutate({ disputeId, documentId })}
        >
          Attach
        </Button>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useParams } from 'react-router';
import { DISPUTE_TYPE_LABELS, type DisputeStatus } from '@shared/insurance/disputes.js';
import { claimStatusLabel } from '@shared/jobs/projects.js';
import { formatDate, formatDateTime, formatMoney } from '@shared/kernel/format.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { MoneyInput } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { useChangeDisputeStatus, useDispute, useDisputeTimeline } from '../api/disputes';
import { AppraisalClocks } from '../components/appraisal-clocks';
import { DisputeDocuments } from '../components/dispute-documents';
import { DisputeStatusBadge } from '../components/dispute-status-badge';
import { utcDay } from '@shared/kernel/time.js';

/** /dashboard/insurance/disputes/:id (disputes.read): status, resolution, documents and the timeline. */
export function DisputeDetailPage() {
  const { id = '' } = useParams();
  usePageTitle('Dispute');
  const { hasPermission } = useSession();
  const canChange = hasPermission('disputes.create');
  const dispute = useDispute(id);
  const timeline = useDisputeTimeline(id);
  const change = useChangeDisputeStatus(id);
  const [notes, setNotes] = useState('');
  const [resolved, setResolved] = useState('');

  if (dispute.isError)
    return <Alert variant="error">{errorMessage(dispute.error, 'Dispute not found')}</Alert>;
  if (!dispute.data) return <p className="text-slate-600">Loading…</p>;
  const current = dispute.data;
  const move = (status: DisputeStatus) => {
    const parsed = Number.parseFloat(resolved);
    change.mutate({
      status,
      resolution_notes: status === 'resolved' ? notes : undefined,
      resolved_amount: status === 'resolved' && Number.isFinite(parsed) ? parsed : undefined,
    });
  };

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        back={{ to: '/dashboard/insurance', label: 'Insurance' }}
        title={DISPUTE_TYPE_LABELS[current.dispute_type]}
        badge={<DisputeStatusBadge status={current.status} />}
        description={
          <>
            {current.project_name}
            {current.insurance_company ? ` · ${current.insurance_company}` : ''}
          </>
        }
      />
      <Card className="space-y-3 p-5">
        <p className="whitespace-pre-wrap text-slate-800">{current.description}</p>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-600">Disputed amount</dt>
            <dd className="font-semibold">
              {current.disputed_amount === null ? '—' : formatMoney(current.disputed_amount)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Resolved amount</dt>
            <dd className="font-semibold">
              {current.resolved_amount === null ? '—' : formatMoney(current.resolved_amount)}
            </dd>
          </div>
        </dl>
        {current.resolution_notes && <p className="text-sm">Resolution: {current.resolution_notes}</p>}
        <AppraisalClocks dispute={current} today={utcDay(new Date())} />
      </Card>
      {canChange && current.next_statuses.length > 0 && (
        <Card className="space-y-3 p-5">
          <h2 className="font-semibold text-brand-950">Status</h2>
          {change.isError && (
            <Alert variant="error">{errorMessage(change.error, 'The status could not change.')}</Alert>
          )}
          {current.next_statuses.includes('resolved') && (
            <>
              <Textarea label="Resolution notes" rows={3} value={notes} onValueChange={setNotes} />
              <MoneyInput label="Resolved amount ($)" value={resolved} onValueChange={setResolved} />
            </>
          )}
          <div className="flex flex-wrap gap-2">
            {current.next_statuses.map((status) => (
              <Button
                key={status}
                variant={status === 'resolved' ? 'accent' : 'secondary'}
                disabled={change.isPending || (status === 'resolved' && !notes.trim())}
                onClick={() => move(status)}
              >
                Move to {claimStatusLabel(status)}
              </Button>
            ))}
          </div>
        </Card>
      )}
      <DisputeDocuments dispute={current} canAttach={canChange} />
      <Card className="p-5">
        <h2 className="font-semibold text-brand-950">Timeline</h2>
        <ol className="mt-2 space-y-2 text-sm" aria-label="Dispute timeline">
          {(timeline.data?.timeline ?? []).map((line) => (
            <li key={`${line.at}-${line.event}`}>
              <span className="text-slate-600">
                {line.event.endsWith('_due') ? formatDate(line.at, { utc: true }) : formatDateTime(line.at)}
              </span>{' '}
              — {line.detail ?? line.event}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useExport, useRequestDeletion, useStartExport } from '../api/settings';

/** Data: export the whole account as a zip of JSON + CSV (with progress), or ask for its deletion. */
export function DataSection({ canManage }: { canManage: boolean }) {
  const start = useStartExport();
  const [exportId, setExportId] = useState<string | null>(null);
  const job = useExport(exportId);
  const deletion = useRequestDeletion();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const progress = job.data?.progress ?? (exportId ? 0 : null);

  const onExport = async () => {
    setResult(null);
    try {
      setExportId((await start.mutateAsync()).id);
    } catch (failure) {
      setResult({ ok: false, text: errorMessage(failure, 'The export could not be started.') });
    }
  };
  const onDelete = async () => {
    setConfirming(false);
    try {
      const answer = await deletion.mutateAsync('');
      setResult({ ok: true, text: `${answer.message} Reference ${answer.reference_id}.` });
    } catch (failure) {
      setResult({ ok: false, text: errorMessage(failure, 'The request could not be sent.') });
    }
  };

  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-brand-950">Data</h2>
      {!canManage && <Alert variant="info">Only account admins can export or delete the account.</Alert>}
      {result && <Alert variant={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <div className="space-y-2">
        <p className="text-sm text-slate-600">
          Export estimates, proposals, customers, projects, the documents index and communications as JSON and
          CSV files in one zip.
        </p>
        <Button onClick={onExport} disabled={!canManage} loading={start.isPending}>
          Export account data
        </Button>
        {progress !== null && job.data?.status !== 'done' && (
          <div className="space-y-1" role="status">
            <p className="text-sm text-slate-700">Preparing your export… {progress}%</p>
            <progress className="h-2 w-full" max={100} value={progress} aria-label="Export progress" />
          </div>
        )}
        {job.data?.status === 'done' && job.data.download_url && (
          <p role="status" className="text-sm">
            Your export is ready.{' '}
            <a className="font-semibold text-brand-700 underline" href={job.data.download_url}>
              Download archive
            </a>
          </p>
        )}
      </div>
      <div className="space-y-2 border-t border-slate-100 pt-4">
        <p className="text-sm text-slate-600">
          Ask us to delete this account and all its data. We answer within 30 days.
        </p>
        <Button
          variant="danger"
          onClick={() => setConfirming(true)}
          disabled={!canManage}
          loading={deletion.isPending}
        >
          Request account deletion
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this account?"
        message="We will delete the account, its team and all its data after confirming with you. This cannot be undone."
        confirmLabel="Request deletion"
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

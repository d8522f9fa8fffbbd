import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { formatDate, formatMoney } from '@shared/kernel/format.js';
import { PROJECT_MESSAGES, PROJECT_STATUS_LABELS, type ProjectStatus } from '@shared/jobs/projects.js';
import type { HomeownerProjectView } from '@shared/jobs/schemas/projects.js';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/public-fetch';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/page-title';
import { useProjectStatus } from '../api/project-status';

const STEPS: ProjectStatus[] = ['sold', 'scheduled', 'in_progress', 'completed'];

function loadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 410)
    return error.detail === PROJECT_MESSAGES.linkReplaced
      ? PROJECT_MESSAGES.linkReplaced
      : PROJECT_MESSAGES.linkExpired;
  if (error instanceof ApiError && error.status === 404) return PROJECT_MESSAGES.linkInvalid;
  return 'Unable to load your project. Please try again later.';
}

function Progress({ status }: { status: ProjectStatus }) {
  const reached = STEPS.indexOf(status);
  return (
    <ol className="grid grid-cols-4 gap-1" aria-label="Project stages">
      {STEPS.map((step, index) => (
        <li key={step} aria-current={step === status ? 'step' : undefined} className="text-center">
          <span
            className={cn('block h-2 rounded-full', index <= reached ? 'bg-accent-500' : 'bg-slate-200')}
          />
          <span
            className={cn(
              'mt-1 block text-xs',
              step === status ? 'font-semibold text-brand-950' : 'text-slate-500',
            )}
          >
            {PROJECT_STATUS_LABELS[step]}
          </span>
        </li>
      ))}
    </ol>
  );
}

function StatusView({ view }: { view: HomeownerProjectView }) {
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm font-semibold text-accent-700">{view.company_name}</p>
        <h1 className="text-2xl font-bold text-brand-950">Your roofing project</h1>
        <p className="text-slate-600">{view.address}</p>
      </div>
      <Card className="space-y-4 p-5">
        <p className="text-lg text-brand-950">
          Status: <strong data-testid="homeowner-status">{view.status_label}</strong>
        </p>
        {STEPS.includes(view.status) && <Progress status={view.status} />}
        <p className="text-slate-900" data-testid="install-date">
          Installation date:{' '}
          <strong>
            {view.install_date ? formatDate(view.install_date, { month: 'long' }) : 'to be scheduled'}
          </strong>
        </p>
        {view.schedule_note && (
          <div
            role="note"
            aria-label="Schedule change"
            data-testid="schedule-note"
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
          >
            <p className="font-semibold">New dates</p>
            <p>{view.schedule_note.text}</p>
            <p className="text-xs text-amber-800">
              Updated {formatDate(view.schedule_note.at, { month: 'long' })}
            </p>
          </div>
        )}
        <p className="text-slate-700">{view.next_step}</p>
        {view.signed_total !== null && (
          <p className="text-sm text-slate-600">Signed total: {formatMoney(view.signed_total)}</p>
        )}
      </Card>
      <Card className="p-5">
        <h2 className="font-semibold text-brand-950">Schedule</h2>
        <ul className="mt-2 divide-y divide-slate-100">
          {view.phases.map((phase, index) => (
            <li key={index} className="flex justify-between gap-3 py-2 text-sm">
              <span className="font-medium text-slate-900">{phase.name}</span>
              <span className="text-right text-slate-600">
                {phase.status === 'done'
                  ? 'Done'
                  : phase.start_date
                    ? `${formatDate(phase.start_date)}${phase.end_date && phase.end_date !== phase.start_date ? ` – ${formatDate(phase.end_date)}` : ''}`
                    : 'To be scheduled'}
              </span>
            </li>
          ))}
        </ul>
      </Card>
      {view.completion_certificate_url && (
        <Card className="p-5">
          <h2 className="font-semibold text-brand-950">Job complete</h2>
          <p className="mt-1 text-sm text-slate-600">
            You signed off the work. Your certificate has the photos of each phase.
          </p>
          <a
            href={view.completion_certificate_url}
            className="mt-3 inline-block rounded-lg bg-brand-900 px-4 py-2 text-sm font-semibold text-white"
          >
            Download completion certificate (PDF)
          </a>
        </Card>
      )}
      {(view.company_phone || view.company_email) && (
        <p className="text-sm text-slate-600">
          Questions? {[view.company_phone, view.company_email].filter(Boolean).join(' · ')}
        </p>
      )}
    </div>
  );
}

/** /project/:token: the homeowner's read-only project status (stage, dates, next step). */
export function ProjectStatusPage({
  Extra,
}: {
  /** Another feature's part of the page (the payments feature's receipts), composed in app/routes. */
  Extra?: ComponentType<{ token: string }>;
} = {}) {
  const { token = '' } = useParams();
  usePageTitle('Your roofing project');
  const status = useProjectStatus(token);
  return (
    <main className="mx-auto min-h-screen max-w-xl bg-slate-50 px-4 py-8">
      {status.isPending ? (
        <PageSpinner label="Loading your project..." />
      ) : status.isError ? (
        <Alert variant="error">{loadError(status.error)}</Alert>
      ) : (
        <>
          <StatusView view={status.data} />
          {Extra && (
            <div className="mt-4">
              <Extra token={token} />
            </div>
          )}
        </>
      )}
    </main>
  );
}

import { useState } from 'react';
import { PHASE_STATUSES } from '@shared/jobs/projects.js';
import type { Project, ProjectPhase } from '@shared/jobs/schemas/projects.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { projectCalls, useCrew, useProjectChange } from '../api/projects';

const PHASE_STATUS_LABELS: Record<ProjectPhase['status'], string> = {
  pending: 'Pending',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  done: 'Done',
};

/** One phase: its dates and status (saved together), and its crew. */
export function PhaseRow({
  project,
  phase,
  canEdit,
}: {
  project: Project;
  phase: ProjectPhase;
  canEdit: boolean;
}) {
  const [start, setStart] = useState(phase.start_date ?? '');
  const [end, setEnd] = useState(phase.end_date ?? '');
  const [status, setStatus] = useState(phase.status);
  const [worker, setWorker] = useState('');
  const crew = useCrew();
  const update = useProjectChange(project.id, projectCalls.updatePhase);
  const assign = useProjectChange(project.id, projectCalls.worker);
  const changed =
    start !== (phase.start_date ?? '') || end !== (phase.end_date ?? '') || status !== phase.status;
  const available = (crew.data?.members ?? []).filter(
    (member) => !phase.crew.some((chip) => chip.id === member.id),
  );
  const error = update.error ?? assign.error;

  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid="phase-row">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-brand-950">{phase.name}</h3>
        <p className="text-xs text-slate-600">
          Crew: {phase.crew.length ? phase.crew.map((member) => member.name).join(', ') : 'none yet'}
        </p>
      </div>
      {canEdit ? (
        <form
          className="mt-2 flex flex-wrap items-end gap-2 [&>*]:min-w-[9rem] [&>*]:flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate({ phaseId: phase.id, start_date: start || null, end_date: end || null, status });
          }}
        >
          <Input label="Start" type="date" value={start} onValueChange={setStart} />
          <Input label="End" type="date" value={end} onValueChange={setEnd} />
          <Select
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as ProjectPhase['status'])}
            options={PHASE_STATUSES.map((value) => ({ value, label: PHASE_STATUS_LABELS[value] }))}
          />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            className="flex-none"
            disabled={!changed || update.isPending}
          >
            Save dates
          </Button>
        </form>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          {phase.start_date ?? 'Not scheduled'}
          {phase.end_date ? ` to ${phase.end_date}` : ''} · {PHASE_STATUS_LABELS[phase.status]}
        </p>
      )}
      {canEdit && available.length > 0 && (
        <div className="mt-2 flex items-end gap-2">
          <Select
            label={`Add crew to ${phase.name}`}
            value={worker}
            placeholder="Choose a member"
            onValueChange={setWorker}
            options={available.map((member) => ({ value: member.id, label: member.name }))}
            className="flex-1 sm:max-w-xs"
          />
          <Button
            size="sm"
            variant="secondary"
            disabled={!worker || assign.isPending}
            onClick={() =>
              assign.mutate({ phaseId: phase.id, workerId: worker }, { onSuccess: () => setWorker('') })
            }
          >
            Add
          </Button>
        </div>
      )}
      {error && (
        <Alert variant="error" className="mt-2">
          {errorMessage(error, 'The phase could not be saved.')}
        </Alert>
      )}
    </li>
  );
}

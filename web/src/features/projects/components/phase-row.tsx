import { useState } from 'react';
import { PHASE_STATUSES } from '@shared/jobs/projects.js';
import { updatePhaseForm, type Project, type ProjectPhase } from '@shared/jobs/schemas/projects.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
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
  // The row is keyed by the phase's dates and status, so a saved change starts a fresh form.
  const form = useZodForm(updatePhaseForm, {
    defaultValues: {
      start_date: phase.start_date ?? '',
      end_date: phase.end_date ?? '',
      status: phase.status,
    },
  });
  // One choice and a button, not a form: the pick is the whole request, so plain state is enough.
  const [worker, setWorker] = useState('');
  const crew = useCrew();
  const update = useProjectChange(project.id, projectCalls.updatePhase);
  const assign = useProjectChange(project.id, projectCalls.worker);
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
        <Form
          form={form}
          className="mt-2 flex flex-wrap items-end gap-2 [&>*]:min-w-[9rem] [&>*]:flex-1"
          onSubmit={(values) => update.mutate({ phaseId: phase.id, ...values })}
        >
          <Input label="Start" type="date" {...form.field('start_date')} />
          <Input label="End" type="date" {...form.field('end_date')} />
          <Select
            label="Status"
            options={PHASE_STATUSES.map((value) => ({ value, label: PHASE_STATUS_LABELS[value] }))}
            {...form.field('status')}
          />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            className="flex-none"
            disabled={!form.formState.isDirty || update.isPending}
          >
            Save dates
          </Button>
        </Form>
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

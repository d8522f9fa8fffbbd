import { useState } from 'react';
import type { Project } from '@shared/jobs/schemas/projects.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { projectCalls, useProjectChange } from '../api/projects';
import { PhaseRow } from './phase-row';

function AddPhaseForm({ project }: { project: Project }) {
  const [name, setName] = useState('');
  const add = useProjectChange(project.id, projectCalls.addPhase);
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) add.mutate({ name: name.trim() }, { onSuccess: () => setName('') });
      }}
    >
      <Input label="New phase" value={name} onValueChange={setName} className="flex-1" />
      <Button type="submit" size="sm" variant="secondary" disabled={!name.trim() || add.isPending}>
        Add phase
      </Button>
      {add.isError && (
        <Alert variant="error">{errorMessage(add.error, 'The phase could not be added.')}</Alert>
      )}
    </form>
  );
}

function WeatherDelayForm({ project }: { project: Project }) {
  const [days, setDays] = useState('1');
  const [reason, setReason] = useState('');
  const delay = useProjectChange(project.id, projectCalls.weatherDelay);
  return (
    <form
      className="rounded-lg bg-sky-50 p-3"
      aria-label="Weather delay"
      onSubmit={(event) => {
        event.preventDefault();
        delay.mutate(
          { days: Number(days), reason: reason.trim() || undefined },
          { onSuccess: () => setReason('') },
        );
      }}
    >
      <h3 className="font-semibold text-brand-950">Weather delay</h3>
      <p className="text-xs text-slate-600">
        Moves every phase not yet done by the number of days, and notes it on the timeline.
      </p>
      <div className="mt-2 grid grid-cols-[6rem_1fr] items-end gap-2 sm:grid-cols-[6rem_1fr_auto]">
        <Input label="Days" type="number" min={1} max={60} value={days} onValueChange={setDays} />
        <Input label="Reason" value={reason} placeholder="Rain" onValueChange={setReason} />
        <Button type="submit" size="sm" disabled={delay.isPending} className="col-span-2 sm:col-span-1">
          Delay remaining phases
        </Button>
      </div>
      {delay.isError && (
        <Alert variant="error" className="mt-2">
          {errorMessage(delay.error, 'The delay could not be saved.')}
        </Alert>
      )}
    </form>
  );
}

/** The phases with dates, status and crew; adding one, and the weather delay. */
export function PhasesPanel({ project, canEdit }: { project: Project; canEdit: boolean }) {
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-lg font-semibold text-brand-950">Phases & crew</h2>
      <ul className="space-y-3">
        {project.phases.map((phase) => (
          <PhaseRow
            key={`${phase.id}-${phase.start_date}-${phase.end_date}-${phase.status}`}
            project={project}
            phase={phase}
            canEdit={canEdit}
          />
        ))}
      </ul>
      {canEdit && <AddPhaseForm project={project} />}
      {canEdit && <WeatherDelayForm project={project} />}
    </Card>
  );
}

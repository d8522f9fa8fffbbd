import { addPhaseRequest, weatherDelayRequest, type Project } from '@shared/jobs/schemas/projects.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { projectCalls, useProjectChange } from '../api/projects';
import { PhaseRow } from './phase-row';

function AddPhaseForm({ project }: { project: Project }) {
  const add = useProjectChange(project.id, projectCalls.addPhase);
  const form = useZodForm(addPhaseRequest, { defaultValues: { name: '' } });
  const typed = form.watch('name');
  return (
    <Form
      form={form}
      className="flex items-end gap-2"
      onSubmit={(values) => add.mutate(values, { onSuccess: () => form.reset() })}
    >
      <Input label="New phase" className="flex-1" {...form.field('name')} />
      <Button type="submit" size="sm" variant="secondary" disabled={!typed.trim() || add.isPending}>
        Add phase
      </Button>
      {add.isError && (
        <Alert variant="error">{errorMessage(add.error, 'The phase could not be added.')}</Alert>
      )}
    </Form>
  );
}

function WeatherDelayForm({ project }: { project: Project }) {
  const delay = useProjectChange(project.id, projectCalls.weatherDelay);
  const form = useZodForm(weatherDelayRequest, { defaultValues: { days: '1', reason: '' } });
  return (
    <Form
      form={form}
      className="rounded-lg bg-sky-50 p-3"
      aria-label="Weather delay"
      onSubmit={({ days, reason }) =>
        delay.mutate({ days, reason: reason || undefined }, { onSuccess: () => form.resetField('reason') })
      }
    >
      <h3 className="font-semibold text-brand-950">Weather delay</h3>
      <p className="text-xs text-slate-600">
        Moves every phase not yet done by that many working days (Settings → Defaults → Working days), notes
        it on the timeline and mails the homeowner the new dates with the reason.
      </p>
      <div className="mt-2 grid grid-cols-[6rem_1fr] items-end gap-2 sm:grid-cols-[6rem_1fr_auto]">
        <Input label="Working days" type="number" min={1} max={60} {...form.field('days')} />
        <Input label="Reason" placeholder="Rain" {...form.field('reason')} />
        <Button type="submit" size="sm" disabled={delay.isPending} className="col-span-2 sm:col-span-1">
          Delay remaining phases
        </Button>
      </div>
      {delay.isError && (
        <Alert variant="error" className="mt-2">
          {errorMessage(delay.error, 'The delay could not be saved.')}
        </Alert>
      )}
    </Form>
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

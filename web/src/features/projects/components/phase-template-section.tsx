import { useState } from 'react';
import type { PhaseTemplate } from '@shared/jobs/schemas/projects.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePhaseTemplate, useSavePhaseTemplate } from '../api/projects';

function TemplateForm({ template }: { template: PhaseTemplate }) {
  const [phases, setPhases] = useState(template.phases);
  const save = useSavePhaseTemplate();
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(phases.map((phase) => phase.trim()).filter(Boolean));
      }}
    >
      <ol className="space-y-2">
        {phases.map((phase, index) => (
          <li key={index} className="flex items-end gap-2">
            <Input
              label={`Phase ${index + 1}`}
              value={phase}
              onChange={(event) =>
                setPhases((current) => current.map((name, at) => (at === index ? event.target.value : name)))
              }
              className="flex-1"
            />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`Remove phase ${index + 1}`}
              disabled={phases.length === 1}
              onClick={() => setPhases((current) => current.filter((_name, at) => at !== index))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => setPhases((current) => [...current, ''])}
        >
          Add phase
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save template
        </Button>
      </div>
      {save.isError && (
        <Alert variant="error">{errorMessage(save.error, 'The template could not be saved.')}</Alert>
      )}
      {save.isSuccess && (
        <p role="status" className="text-sm text-green-700">
          Saved. New projects start with these phases.
        </p>
      )}
    </form>
  );
}

/** Settings section: the phases every new project of the account starts with (existing projects keep theirs). */
export function PhaseTemplateSection() {
  const template = usePhaseTemplate();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-brand-950">Project phases</h2>
      <p className="mt-1 text-sm text-slate-600">
        Every new project starts with these phases. Projects already created keep their own.
      </p>
      <div className="mt-4">
        {template.isPending ? (
          <PageSpinner label="Loading phases..." />
        ) : template.isError ? (
          <Alert variant="error">{errorMessage(template.error, 'Failed to load the phase template.')}</Alert>
        ) : (
          <TemplateForm template={template.data} />
        )}
      </div>
    </Card>
  );
}

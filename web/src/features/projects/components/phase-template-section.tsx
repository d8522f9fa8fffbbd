import { useFieldArray } from 'react-hook-form';
import { phaseTemplateForm, type PhaseTemplate } from '@shared/jobs/schemas/projects.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/field';
import { Form } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useLandOnHash } from '../../../lib/use-land-on-hash';
import { usePhaseTemplate, useSavePhaseTemplate } from '../api/projects';

function TemplateForm({ template }: { template: PhaseTemplate }) {
  const save = useSavePhaseTemplate();
  const form = useZodForm(phaseTemplateForm, {
    defaultValues: { phases: template.phases.map((name) => ({ name })) },
  });
  const rows = useFieldArray({ control: form.control, name: 'phases' });
  // A problem of the list as a whole (none left, too many), not of one row.
  const listProblem = form.formState.errors.phases?.root?.message ?? form.formState.errors.phases?.message;
  return (
    <Form form={form} className="space-y-3" onSubmit={(values) => save.mutate(values.phases)}>
      <ol className="space-y-2">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="flex items-end gap-2">
            <Input label={`Phase ${index + 1}`} className="flex-1" {...form.field(`phases.${index}.name`)} />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`Remove phase ${index + 1}`}
              disabled={rows.fields.length === 1}
              onClick={() => rows.remove(index)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      {listProblem && <FieldError>{listProblem}</FieldError>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="secondary" onClick={() => rows.append({ name: '' })}>
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
    </Form>
  );
}

/** The id of the section, so the Projects page's "Phase template" link lands on it. */
export const PHASE_TEMPLATE_ANCHOR = 'phase-template';

/** Settings section: the phases every new project of the account starts with (existing projects keep theirs). */
export function PhaseTemplateSection() {
  const template = usePhaseTemplate();
  useLandOnHash(PHASE_TEMPLATE_ANCHOR, template.isSuccess);
  return (
    <Card id={PHASE_TEMPLATE_ANCHOR} className="scroll-mt-20 p-5">
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

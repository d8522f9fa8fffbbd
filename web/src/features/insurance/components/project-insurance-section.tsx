import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@shared/kernel/format.js';
import type { ProjectInsurance, Project } from '@shared/jobs/schemas/projects.js';
import { CLAIM_AMOUNT_FIELDS, projectInsuranceForm } from '@shared/insurance/schemas/insurance.js';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form';
import { Input, MoneyInput } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveProjectInsurance } from '../api/project-insurance';
import { DisputeStatusBadge } from './dispute-status-badge';

/** The claim's fields in form order, with their labels. */
const LABELS = {
  insurance_company: 'Insurance company',
  claim_number: 'Claim number',
  policy_number: 'Policy number',
  date_of_loss: 'Date of loss',
  adjuster_name: 'Adjuster name',
  adjuster_email: 'Adjuster email',
  adjuster_phone: 'Adjuster phone',
  deductible: 'Deductible',
  rcv: 'RCV',
  acv: 'ACV',
  recoverable_depreciation: 'Recoverable depreciation',
  final_estimate: 'Final estimate',
} as const;
type FieldName = keyof typeof LABELS;
const FIELDS = Object.keys(LABELS) as FieldName[];

const isAmount = (name: FieldName) => (CLAIM_AMOUNT_FIELDS as readonly string[]).includes(name);
const INPUT_TYPES: Partial<Record<FieldName, string>> = {
  date_of_loss: 'date',
  adjuster_email: 'email',
  adjuster_phone: 'tel',
};

const draftOf = (claim: ProjectInsurance | null): Record<FieldName, string> =>
  Object.fromEntries(
    FIELDS.map((name) => [
      name,
      claim?.[name] === null || claim?.[name] === undefined ? '' : String(claim[name]),
    ]),
  ) as Record<FieldName, string>;

function shown(claim: ProjectInsurance, name: FieldName): string {
  const value = claim[name];
  if (value === null || value === '') return '—';
  if (isAmount(name)) return formatMoney(Number(value));
  if (name === 'date_of_loss') return formatDate(String(value), { utc: true });
  return String(value);
}

/** The claim's fields as a form; amounts in dollars. */
function ClaimForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const save = useSaveProjectInsurance(project.id);
  const form = useZodForm(projectInsuranceForm, { defaultValues: draftOf(project.insurance) });
  return (
    <Form
      form={form}
      onSubmit={(values) => save.mutate(values, { onSuccess: onDone })}
      failure={save.isError ? errorMessage(save.error, 'The claim details could not be saved.') : null}
      className="mt-3 space-y-3"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {FIELDS.map((name) =>
          isAmount(name) ? (
            <MoneyInput key={name} label={`${LABELS[name]} ($)`} {...form.field(name)} />
          ) : (
            <Input key={name} label={LABELS[name]} type={INPUT_TYPES[name] ?? 'text'} {...form.field(name)} />
          ),
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="accent" loading={save.isPending}>
          Save claim details
        </Button>
        <Button variant="secondary" disabled={save.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** "Insurance claim" on the project screen: the carrier, claim, adjuster and amounts, editable with projects.create. */
export function ProjectInsuranceSection({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const claim = project.insurance;

  if (editing)
    return (
      <Card className="p-5">
        <h2 className="text-lg font-semibold text-brand-950">Insurance claim</h2>
        <p className="mt-1 text-sm text-slate-600">
          A project with an insurance company is an insurance project.
        </p>
        <ClaimForm project={project} onDone={() => setEditing(false)} />
      </Card>
    );

  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-brand-950">Insurance claim</h2>
        {claim?.claim_status && <DisputeStatusBadge status={claim.claim_status} />}
      </div>
      {claim?.insurance_company ? (
        <dl className="mt-3 grid grid-cols-2 gap-3 [&>div]:min-w-0">
          {FIELDS.map((name) => (
            <div key={name}>
              <dt className="text-xs text-slate-500">{LABELS[name]}</dt>
              <dd className="font-medium break-words text-slate-900 [overflow-wrap:anywhere]">
                {shown(claim, name)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          No insurance claim: add the carrier to make this an insurance project.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {canEdit && (
          <Button variant="secondary" size="sm" icon="edit" onClick={() => setEditing(true)}>
            {claim?.insurance_company ? 'Edit claim details' : 'Add insurance claim'}
          </Button>
        )}
        {canEdit && claim?.insurance_company && (
          <ButtonLink
            variant="secondary"
            size="sm"
            to={`/dashboard/insurance/supplement?project=${project.id}`}
          >
            Build supplement
          </ButtonLink>
        )}
        {claim?.insurance_company && (
          <Link to="/dashboard/insurance" className="self-center text-sm text-brand-800 underline">
            Insurance home
          </Link>
        )}
      </div>
    </Card>
  );
}

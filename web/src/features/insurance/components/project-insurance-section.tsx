import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@shared/kernel/format.js';
import type { ProjectInsurance, Project } from '@shared/jobs/schemas/projects.js';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useSaveProjectInsurance } from '../api/project-insurance';
import { DisputeStatusBadge } from './dispute-status-badge';

/** The claim's fields in form order: API name, label and input kind. */
const FIELDS = [
  { name: 'insurance_company', label: 'Insurance company', kind: 'text' },
  { name: 'claim_number', label: 'Claim number', kind: 'text' },
  { name: 'policy_number', label: 'Policy number', kind: 'text' },
  { name: 'date_of_loss', label: 'Date of loss', kind: 'date' },
  { name: 'adjuster_name', label: 'Adjuster name', kind: 'text' },
  { name: 'adjuster_email', label: 'Adjuster email', kind: 'email' },
  { name: 'adjuster_phone', label: 'Adjuster phone', kind: 'tel' },
  { name: 'deductible', label: 'Deductible ($)', kind: 'money' },
  { name: 'rcv', label: 'RCV ($)', kind: 'money' },
  { name: 'acv', label: 'ACV ($)', kind: 'money' },
  { name: 'recoverable_depreciation', label: 'Recoverable depreciation ($)', kind: 'money' },
  { name: 'final_estimate', label: 'Final estimate ($)', kind: 'money' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];
type Draft = Record<FieldName, string>;

const draftOf = (claim: ProjectInsurance | null): Draft =>
  Object.fromEntries(
    FIELDS.map(({ name }) => [
      name,
      claim?.[name] === null || claim?.[name] === undefined ? '' : String(claim[name]),
    ]),
  ) as Draft;

function shown(claim: ProjectInsurance, field: (typeof FIELDS)[number]): string {
  const value = claim[field.name];
  if (value === null || value === '') return '—';
  if (field.kind === 'money') return formatMoney(Number(value));
  if (field.kind === 'date') return formatDate(String(value), { utc: true });
  return String(value);
}

/** "Insurance claim" on the project screen: the carrier, claim, adjuster and amounts, editable with projects.create. */
export function ProjectInsuranceSection({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const save = useSaveProjectInsurance(project.id);
  const [draft, setDraft] = useState<Draft | null>(null);
  const claim = project.insurance;

  if (draft)
    return (
      <Card className="p-5">
        <h2 className="text-lg font-semibold text-brand-950">Insurance claim</h2>
        <p className="mt-1 text-sm text-slate-600">
          A project with an insurance company is an insurance project.
        </p>
        <form
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            const body = Object.fromEntries(
              FIELDS.map(({ name, kind }) => {
                const text = draft[name].trim();
                if (!text) return [name, null];
                return [name, kind === 'money' ? Number(text.replace(/[$,]/g, '')) : text];
              }),
            );
            save.mutate(body, { onSuccess: () => setDraft(null) });
          }}
        >
          {save.isError && (
            <Alert variant="error">{errorMessage(save.error, 'The claim details could not be saved.')}</Alert>
          )}
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {FIELDS.map((field) => (
              <Input
                key={field.name}
                label={field.label}
                type={field.kind === 'money' ? 'number' : field.kind}
                step={field.kind === 'money' ? '0.01' : undefined}
                min={field.kind === 'money' ? '0' : undefined}
                value={draft[field.name]}
                onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
              />
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="accent" loading={save.isPending}>
              Save claim details
            </Button>
            <Button variant="secondary" disabled={save.isPending} onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </form>
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
          {FIELDS.map((field) => (
            <div key={field.name}>
              <dt className="text-xs text-slate-500">{field.label.replace(' ($)', '')}</dt>
              <dd className="font-medium break-words text-slate-900 [overflow-wrap:anywhere]">
                {shown(claim, field)}
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
          <Button variant="secondary" size="sm" icon="edit" onClick={() => setDraft(draftOf(claim))}>
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

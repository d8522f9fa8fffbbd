import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DISPUTE_MESSAGES,
  DISPUTE_TYPE_LABELS,
  DISPUTE_TYPES,
  type DisputeType,
} from '@shared/insurance/disputes.js';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, MoneyInput } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useZodForm } from '../../../lib/use-zod-form';
import { useFileDispute, useInsuranceProjects } from '../api/disputes';
import { newDisputeForm, type NewDisputeValues } from '../schemas/new-dispute-form';

/** The five tips shown beside the dispute form. */
const TIPS = [
  'Include claim numbers and reference documents.',
  'State your position clearly, with evidence.',
  'Cite industry standards and local building codes.',
  'Include photos, measurements and expert opinions.',
  'Be professional and factual.',
];

/** /dashboard/insurance/dispute/new (disputes.create): the File Insurance Dispute form; ?project= picks the project. */
export function NewDisputePage() {
  usePageTitle('File Insurance Dispute');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const projects = useInsuranceProjects();
  const file = useFileDispute();
  const form = useZodForm(newDisputeForm, {
    defaultValues: {
      project_id: params.get('project') ?? '',
      dispute_type: '',
      insurance_company: '',
      disputed_amount: '',
      description: '',
    },
  });
  const [projectId, type, description] = form.watch(['project_id', 'dispute_type', 'description']);
  const project = projects.data?.projects.find((candidate) => candidate.id === projectId);
  const projectCompany = project?.insurance.insurance_company ?? '';
  // The company follows the chosen project until the user types one of their own.
  const [companyTyped, setCompanyTyped] = useState(false);
  const company = form.field('insurance_company');
  useEffect(() => {
    if (!companyTyped) form.setValue('insurance_company', projectCompany);
  }, [companyTyped, projectCompany, form]);
  const canSend = Boolean(projectId && type && description.trim()) && !file.isPending;
  const onSubmit = (values: NewDisputeValues) => {
    if (!canSend) return;
    const parsed = Number.parseFloat(values.disputed_amount);
    file.mutate(
      {
        project_id: values.project_id,
        dispute_type: values.dispute_type as DisputeType,
        description: values.description,
        disputed_amount: Number.isFinite(parsed) ? parsed : null,
        insurance_company: values.insurance_company || null,
      },
      { onSuccess: (created) => navigate(`/dashboard/insurance/disputes/${created.id}`) },
    );
  };

  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader back={{ to: '/dashboard/insurance', label: 'Insurance' }} title="File Insurance Dispute" />
      <Card className="p-5">
        <form className="space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
          {file.isError && (
            <Alert variant="error">{errorMessage(file.error, DISPUTE_MESSAGES.createFailed)}</Alert>
          )}
          {!params.get('project') && (
            <Select
              label="Project"
              required
              {...form.field('project_id')}
              placeholder="Choose an insurance project"
              options={(projects.data?.projects ?? []).map((candidate) => ({
                value: candidate.id,
                label: `${candidate.name} — ${candidate.insurance.insurance_company}`,
              }))}
            />
          )}
          {params.get('project') && project && (
            <p className="text-sm text-slate-700">Project: {project.name}</p>
          )}
          <Select
            label="Dispute Type"
            required
            {...form.field('dispute_type')}
            placeholder="Select a dispute type"
            options={DISPUTE_TYPES.map((value) => ({ value, label: DISPUTE_TYPE_LABELS[value] }))}
          />
          <Input
            label="Insurance Company"
            {...company}
            onChange={(event) => {
              setCompanyTyped(true);
              return company.onChange(event);
            }}
            placeholder="e.g. State Farm, Allstate, USAA"
          />
          <MoneyInput label="Disputed Amount ($)" {...form.field('disputed_amount')} />
          <Textarea label="Dispute Description" required rows={6} {...form.field('description')} />
          <div className="flex flex-wrap gap-3">
            <ButtonLink
              to="/dashboard/insurance"
              variant="secondary"
              aria-disabled={file.isPending}
              className={file.isPending ? 'pointer-events-none opacity-50' : undefined}
            >
              Cancel
            </ButtonLink>
            <Button type="submit" variant="accent" disabled={!canSend}>
              {file.isPending ? 'Filing Dispute...' : 'File Dispute'}
            </Button>
          </div>
        </form>
      </Card>
      <Card className="p-5">
        <h2 className="font-semibold text-brand-950">Tips for a strong dispute</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

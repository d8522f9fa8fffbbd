import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DISPUTE_MESSAGES,
  DISPUTE_TYPE_LABELS,
  DISPUTE_TYPES,
  type DisputeType,
} from '@shared/domain/disputes.js';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useFileDispute, useInsuranceProjects } from '../api/disputes';

/** The five tips of spec 001 §2.18. */
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
  const [projectId, setProjectId] = useState(params.get('project') ?? '');
  const [type, setType] = useState<DisputeType | ''>('');
  const [company, setCompany] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const project = projects.data?.projects.find((candidate) => candidate.id === projectId);
  const companyValue = company ?? project?.insurance.insurance_company ?? '';
  const canSend = Boolean(projectId && type && description.trim()) && !file.isPending;

  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader back={{ to: '/dashboard/insurance', label: 'Insurance' }} title="File Insurance Dispute" />
      <Card className="p-5">
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!canSend || !type) return;
            const parsed = Number.parseFloat(amount);
            file.mutate(
              {
                project_id: projectId,
                dispute_type: type,
                description: description.trim(),
                disputed_amount: Number.isFinite(parsed) ? parsed : null,
                insurance_company: companyValue.trim() || null,
              },
              { onSuccess: (created) => navigate(`/dashboard/insurance/disputes/${created.id}`) },
            );
          }}
        >
          {file.isError && (
            <Alert variant="error">{errorMessage(file.error, DISPUTE_MESSAGES.createFailed)}</Alert>
          )}
          {!params.get('project') && (
            <Select
              label="Project"
              required
              value={projectId}
              onChange={(event) => setProjectId(event.target.value)}
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
            value={type}
            onChange={(event) => setType(event.target.value as DisputeType)}
            placeholder="Select a dispute type"
            options={DISPUTE_TYPES.map((value) => ({ value, label: DISPUTE_TYPE_LABELS[value] }))}
          />
          <Input
            label="Insurance Company"
            value={companyValue}
            onChange={(event) => setCompany(event.target.value)}
            placeholder="e.g. State Farm, Allstate, USAA"
          />
          <Input
            label="Disputed Amount ($)"
            type="number"
            step="0.01"
            min="0"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Textarea
            label="Dispute Description"
            required
            rows={6}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
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

import { useMemo, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatNumber } from '@shared/kernel/format.js';
import type { Measurement } from '@shared/estimates/measurement/types.js';
import {
  compareScope,
  priceSupplement,
  SUPPLEMENT_MESSAGES,
  SUPPLEMENT_NOTE,
  type ScopeLine,
  type SupplementRule,
} from '@shared/insurance/supplement.js';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useDisputes } from '../api/disputes';
import { useCreateSupplement, useMeasuredEstimate, useSupplementProject } from '../api/supplement';
import { AttachToDispute } from '../components/attach-to-dispute';
import { lineOf, ScopeEditor, scopeRow, type ScopeRow } from '../components/scope-editor';
import { FacetTable } from '../components/facet-table';
import { ScopeCsvImport } from '../components/scope-csv-import';
import { SupplementProjectPicker } from '../components/supplement-project-picker';
import { SupplementLines } from '../components/supplement-lines';

/** Props of SupplementPage: the roof drawing comes from the estimates feature (composed in app/routes). */
export interface SupplementPageProps {
  Diagram: ComponentType<{ measurement: Measurement }>;
}

const STORIES = [
  { value: '', label: 'Unknown' },
  { value: '1', label: '1 story' },
  { value: '2', label: '2 stories' },
  { value: '3', label: '3 stories or more' },
];

/**
 * /dashboard/insurance/supplement?project= (disputes.create): the carrier scope (table or CSV) compared
 * with the measured roof of the project's estimate; the contractor keeps lines, sets prices and
 * generates the supplement request PDF, stored in the documents and attachable to a dispute.
 */
export function SupplementPage({ Diagram }: SupplementPageProps) {
  usePageTitle('Supplement builder');
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project') ?? '';
  const project = useSupplementProject(projectId);
  const estimate = useMeasuredEstimate(project.data?.estimate_id ?? null);
  const disputes = useDisputes();
  const create = useCreateSupplement(projectId);
  const [rows, setRows] = useState<ScopeRow[]>(() => [scopeRow()]);
  const [stories, setStories] = useState('');
  const [scopeDate, setScopeDate] = useState('');
  const [notes, setNotes] = useState('');
  const [excluded, setExcluded] = useState<SupplementRule[]>([]);
  const [prices, setPrices] = useState<Partial<Record<SupplementRule, string>>>({});

  const measurement = estimate.data?.measurement ?? null;
  const parsed = rows.map(lineOf);
  const scope = parsed.filter((line): line is ScopeLine => typeof line !== 'string');
  const scopeReady = scope.length > 0 && scope.length === rows.length;
  const unitPrices = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(prices)
          .filter(([, typed]) => typed !== undefined && typed.trim() !== '' && isPrice(Number(typed)))
          .map(([rule, typed]) => [rule, Number(typed)]),
      ) as Partial<Record<SupplementRule, number>>,
    [prices],
  );
  const storyCount = stories ? Number(stories) : null;
  const lines =
    measurement && scopeReady
      ? priceSupplement(compareScope(scope, measurement, storyCount), scope, { unitPrices })
      : [];
  const kept = lines.filter((line) => !excluded.includes(line.rule));
  const projectDisputes = (disputes.data?.disputes ?? []).filter(
    (dispute) => dispute.project_id === projectId,
  );

  const heading = (
    <PageHeader
      back={{ to: '/dashboard/insurance', label: 'Insurance' }}
      title="Supplement builder"
      description="Compare the carrier's scope with the measured roof and document what is missing."
    />
  );
  const note = (
    <Alert variant="info" title="Documentation, not negotiation">
      {SUPPLEMENT_NOTE} The request lists measured quantities and their evidence; the claim stays between the
      insured and the carrier.
    </Alert>
  );

  if (!projectId)
    return (
      <div className="max-w-3xl space-y-6">
        {heading}
        {note}
        <SupplementProjectPicker onPick={(id) => setParams({ project: id })} />
      </div>
    );
  if (project.isError)
    return (
      <div className="max-w-3xl space-y-6">
        {heading}
        <Alert variant="error">{errorMessage(project.error, 'Project not found')}</Alert>
      </div>
    );
  const claim = project.data?.insurance;

  return (
    <div className="space-y-6">
      {heading}
      {note}
      {project.data && (
        <Card className="grid gap-2 p-5 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <p className="text-slate-600">Project</p>
            <Link to={`/dashboard/projects/${projectId}`} className="font-semibold text-brand-900 underline">
              {project.data.name}
            </Link>
          </div>
          <div>
            <p className="text-slate-600">Carrier</p>
            <p className="font-semibold">{claim?.insurance_company ?? '—'}</p>
          </div>
          <div>
            <p className="text-slate-600">Claim number</p>
            <p className="font-semibold">{claim?.claim_number ?? '—'}</p>
          </div>
          <div>
            <p className="text-slate-600">Measured roof</p>
            <p className="font-semibold">
              {measurement
                ? `${formatNumber(measurement.adjustedAreaSqft)} sq ft · ${estimate.data?.address}`
                : '—'}
            </p>
          </div>
        </Card>
      )}
      {project.data && !claim?.insurance_company && (
        <Alert variant="error">{SUPPLEMENT_MESSAGES.notInsurance}</Alert>
      )}
      {project.data && (!project.data.estimate_id || (estimate.data && !measurement)) && (
        <Alert variant="error">{SUPPLEMENT_MESSAGES.noEstimate}</Alert>
      )}

      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-semibold text-brand-950">1. Carrier scope</h2>
        <ScopeEditor rows={rows} onChange={setRows} />
        <ScopeCsvImport onImport={(imported) => setRows(imported.map((line) => scopeRow(line)))} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Select label="Stories" value={stories} onValueChange={setStories} options={STORIES} />
          <Input label="Scope date" type="date" value={scopeDate} onValueChange={setScopeDate} />
        </div>
      </Card>

      {measurement && (
        <Card className="space-y-4 p-5">
          <h2 className="text-lg font-semibold text-brand-950">2. Compared with the measured roof</h2>
          {!scopeReady ? (
            <p className="text-slate-600">
              Enter or import the carrier scope (every line complete) to compare it.
            </p>
          ) : lines.length === 0 ? (
            <Alert variant="success">{SUPPLEMENT_MESSAGES.nothingToSupplement}</Alert>
          ) : (
            <SupplementLines
              lines={lines}
              excluded={excluded}
              prices={prices}
              onToggle={(rule) =>
                setExcluded((current) =>
                  current.includes(rule) ? current.filter((other) => other !== rule) : [...current, rule],
                )
              }
              onPrice={(rule, value) => setPrices((current) => ({ ...current, [rule]: value }))}
            />
          )}
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="min-w-0">
              <h3 className="mb-2 text-sm font-semibold text-brand-950">Roof diagram</h3>
              <Diagram measurement={measurement} />
            </div>
            <div className="min-w-0">
              <h3 className="mb-2 text-sm font-semibold text-brand-950">Facets</h3>
              <FacetTable measurement={measurement} />
            </div>
          </div>
        </Card>
      )}

      {measurement && claim?.insurance_company && (
        <Card className="space-y-4 p-5">
          <h2 className="text-lg font-semibold text-brand-950">3. Supplement request</h2>
          <Textarea
            label="Note for the cover letter (optional)"
            rows={3}
            maxLength={2000}
            value={notes}
            onValueChange={setNotes}
          />
          {create.isError && (
            <Alert variant="error">
              {errorMessage(create.error, 'The supplement could not be generated.')}
            </Alert>
          )}
          <Button
            variant="accent"
            icon="document"
            loading={create.isPending}
            disabled={!scopeReady || kept.length === 0}
            onClick={() =>
              create.mutate({
                scope: scope.map((line) => ({
                  code: line.code,
                  description: line.description,
                  quantity: line.quantity,
                  unit: line.unit,
                  unit_price: line.unitPrice,
                })),
                stories: storyCount,
                excluded,
                unit_prices: unitPrices,
                scope_date: scopeDate || null,
                notes: notes.trim() || undefined,
              })
            }
          >
            {create.isPending ? 'Generating PDF...' : 'Generate supplement PDF'}
          </Button>
          {create.data && (
            <div className="space-y-3">
              <Alert variant="success" title="Supplement request saved to Documents">
                {create.data.document.title} · {create.data.lines.length} line
                {create.data.lines.length === 1 ? '' : 's'}.{' '}
                <a className="font-semibold underline" href={create.data.url}>
                  Download PDF
                </a>
              </Alert>
              <AttachToDispute documentId={create.data.document.id} disputes={projectDisputes} />
              <ButtonLink
                variant="secondary"
                size="sm"
                to={`/dashboard/insurance/dispute/new?project=${projectId}`}
              >
                File a dispute for this project
              </ButtonLink>
            </div>
          )}
        </Card>
      )}
    </div>
  );
}

/** A typed unit price: a number ≥ 0. */
function isPrice(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

import { useState } from 'react';
import { Link } from 'react-router';
import { DISPUTE_TYPE_LABELS } from '@shared/insurance/disputes.js';
import { formatDate, formatMoney } from '@shared/kernel/format.js';
import type { Dispute } from '@shared/insurance/schemas/disputes.js';
import type { InsuranceProject } from '@shared/insurance/schemas/insurance.js';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Stat } from '../../../components/ui/stat';
import { errorMessage } from '../../../lib/api-client';
import { TabList } from '../../../components/ui/tab-list';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { useDisputes, useDisputesSummary, useInsuranceProjects } from '../api/disputes';
import { AppraisalClocks } from '../components/appraisal-clocks';
import { CardList } from '../components/card-list';
import { ClaimCommunications } from '../components/claim-communications';
import { DisputeStatusBadge } from '../components/dispute-status-badge';
import { utcDay } from '@shared/kernel/time.js';

const TABS = [
  { key: 'disputes', label: 'Active Disputes' },
  { key: 'resolved', label: 'Resolved' },
  { key: 'projects', label: 'Insurance Projects' },
  { key: 'communications', label: 'Communications' },
  { key: 'companies', label: 'Insurance Companies' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/** A dispute's type (linking to it), then its project and carrier, and a note when given. */
function DisputeHeading({ dispute, note }: { dispute: Dispute; note?: string }) {
  return (
    <>
      <Link
        to={`/dashboard/insurance/disputes/${dispute.id}`}
        className="font-semibold text-brand-900 underline"
      >
        {DISPUTE_TYPE_LABELS[dispute.dispute_type]}
      </Link>
      <p className="text-sm text-slate-600">
        {[dispute.project_name, dispute.insurance_company, note].filter(Boolean).join(' · ')}
      </p>
    </>
  );
}

function ActiveDisputes({ disputes }: { disputes: Dispute[] }) {
  const active = disputes.filter((dispute) => dispute.status !== 'resolved');
  const today = utcDay(new Date());
  if (!active.length) return <p className="text-slate-600">No active disputes.</p>;
  return (
    <CardList label="Active disputes" items={active}>
      {(dispute) => (
        <>
          <div className="min-w-0 space-y-1">
            <DisputeHeading dispute={dispute} />
            <p className="line-clamp-2 text-sm text-slate-700">{dispute.description}</p>
            <AppraisalClocks dispute={dispute} today={today} />
          </div>
          <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end">
            <DisputeStatusBadge status={dispute.status} />
            <span className="font-semibold">
              {dispute.disputed_amount === null ? '—' : formatMoney(dispute.disputed_amount)}
            </span>
          </div>
        </>
      )}
    </CardList>
  );
}

/** Resolved disputes stay reachable: what was agreed and what was recovered, newest first. */
function ResolvedDisputes({ disputes }: { disputes: Dispute[] }) {
  const resolved = disputes.filter((dispute) => dispute.status === 'resolved');
  if (!resolved.length) return <p className="text-slate-600">No resolved disputes yet.</p>;
  return (
    <CardList label="Resolved disputes" items={resolved}>
      {(dispute) => (
        <>
          <div className="min-w-0 space-y-1">
            <DisputeHeading dispute={dispute} note={`resolved ${formatDate(dispute.updated_at)}`} />
            {dispute.resolution_notes && (
              <p className="line-clamp-2 text-sm text-slate-700">{dispute.resolution_notes}</p>
            )}
          </div>
          <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end">
            <DisputeStatusBadge status={dispute.status} />
            <span className="text-sm text-slate-700">
              Recovered{' '}
              <span className="font-semibold">
                {dispute.resolved_amount === null ? '—' : formatMoney(dispute.resolved_amount)}
              </span>
            </span>
          </div>
        </>
      )}
    </CardList>
  );
}

function InsuranceProjects({ projects, canFile }: { projects: InsuranceProject[]; canFile: boolean }) {
  if (!projects.length)
    return (
      <p className="text-slate-600">No insurance projects yet: add the carrier and claim on a project.</p>
    );
  return (
    <CardList
      label="Insurance projects"
      items={projects}
      cardClassName="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center"
    >
      {(project) => (
        <>
          <div className="min-w-0">
            <Link to={`/dashboard/projects/${project.id}`} className="font-semibold text-brand-900 underline">
              {project.name}
            </Link>
            <p className="text-sm text-slate-600">
              {project.insurance.insurance_company} · Claim {project.insurance.claim_number ?? '—'} · Adjuster{' '}
              {project.insurance.adjuster_name ?? '—'}
            </p>
            <p className="text-sm">
              Final estimate{' '}
              {project.insurance.final_estimate === null
                ? '—'
                : formatMoney(project.insurance.final_estimate)}
            </p>
          </div>
          {canFile && (
            <div className="flex flex-wrap gap-2">
              <ButtonLink
                to={`/dashboard/insurance/supplement?project=${project.id}`}
                variant="secondary"
                size="sm"
              >
                Supplement
              </ButtonLink>
              <ButtonLink
                to={`/dashboard/insurance/dispute/new?project=${project.id}`}
                variant="secondary"
                size="sm"
              >
                File dispute
              </ButtonLink>
            </div>
          )}
        </>
      )}
    </CardList>
  );
}

/** Carriers with their open claims, disputes, amounts in dispute and the share won. */
function InsuranceCompanies({ projects, disputes }: { projects: InsuranceProject[]; disputes: Dispute[] }) {
  const rows = new Map<
    string,
    { claims: number; disputes: number; inDispute: number; claimed: number; won: number }
  >();
  const row = (name: string) => {
    const found = rows.get(name) ?? { claims: 0, disputes: 0, inDispute: 0, claimed: 0, won: 0 };
    rows.set(name, found);
    return found;
  };
  for (const project of projects)
    if (project.insurance.insurance_company && project.insurance.claim_status !== 'resolved')
      row(project.insurance.insurance_company).claims += 1;
  for (const dispute of disputes) {
    if (!dispute.insurance_company) continue;
    const carrier = row(dispute.insurance_company);
    carrier.disputes += 1;
    if (dispute.status !== 'resolved') carrier.inDispute += dispute.disputed_amount ?? 0;
    else {
      carrier.claimed += dispute.disputed_amount ?? 0;
      carrier.won += dispute.resolved_amount ?? 0;
    }
  }
  if (!rows.size) return <p className="text-slate-600">No insurance companies yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="text-slate-600">
          <tr>
            <th className="py-2 pr-3">Company</th>
            <th className="py-2 pr-3">Open claims</th>
            <th className="py-2 pr-3">Disputes</th>
            <th className="py-2 pr-3">In dispute</th>
            <th className="py-2">Share won</th>
          </tr>
        </thead>
        <tbody>
          {[...rows.entries()].map(([name, carrier]) => (
            <tr key={name} className="border-t border-slate-200">
              <td className="py-2 pr-3 font-medium">{name}</td>
              <td className="py-2 pr-3">{carrier.claims}</td>
              <td className="py-2 pr-3">{carrier.disputes}</td>
              <td className="py-2 pr-3">{formatMoney(carrier.inDispute)}</td>
              <td className="py-2">
                {carrier.claimed > 0 ? `${Math.round((carrier.won / carrier.claimed) * 100)}%` : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /dashboard/insurance (disputes.read): tiles and the four tabs (docs/product.md#insurance). */
export function InsurancePage() {
  usePageTitle('Insurance');
  const { hasPermission } = useSession();
  const canFile = hasPermission('disputes.create');
  const canReadMail = hasPermission('communications.read');
  const [tab, setTab] = useState<Tab>('disputes');
  const summary = useDisputesSummary();
  const disputes = useDisputes();
  const projects = useInsuranceProjects();
  const failed = summary.error ?? disputes.error ?? projects.error;
  const allDisputes = disputes.data?.disputes ?? [];
  const allProjects = projects.data?.projects ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader
          title="Insurance"
          description="Disputes, insurance projects, communications and insurance companies."
        />
        {canFile && (
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/dashboard/insurance/supplement" variant="secondary">
              Build Supplement
            </ButtonLink>
            <ButtonLink to="/dashboard/insurance/dispute/new" variant="accent">
              File New Dispute
            </ButtonLink>
          </div>
        )}
      </div>
      {failed && (
        <Alert variant="error">{errorMessage(failed, 'The insurance module could not load.')}</Alert>
      )}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Dispute summary">
        <Stat card size="2xl" label="Total Disputes" value={summary.data?.totalDisputes ?? '—'} />
        <Stat card size="2xl" label="Active Disputes" value={summary.data?.activeDisputes ?? '—'} />
        <Stat card size="2xl" label="Resolved Disputes" value={summary.data?.resolvedDisputes ?? '—'} />
        <Stat
          card
          size="2xl"
          label="Amount in Dispute"
          value={summary.data ? formatMoney(summary.data.totalDisputedAmount) : '—'}
        />
      </dl>
      <TabList
        label="Insurance"
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
        tabClassName={[
          'shrink-0 border-b-2 px-3 py-2 text-sm font-medium',
          'border-brand-700 text-brand-900',
          'border-transparent text-slate-600',
        ]}
      />
      <div role="tabpanel">
        {tab === 'disputes' && <ActiveDisputes disputes={allDisputes} />}
        {tab === 'resolved' && <ResolvedDisputes disputes={allDisputes} />}
        {tab === 'projects' && <InsuranceProjects projects={allProjects} canFile={canFile} />}
        {tab === 'communications' &&
          (canReadMail ? (
            <ClaimCommunications projects={allProjects} />
          ) : (
            <p className="text-slate-600">
              Your role does not include reading the account&apos;s communications.
            </p>
          ))}
        {tab === 'companies' && <InsuranceCompanies projects={allProjects} disputes={allDisputes} />}
      </div>
    </div>
  );
}

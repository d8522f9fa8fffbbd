import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber, formatSqft, humanize } from '@shared/kernel/format.js';
import type { Project } from '@shared/jobs/schemas/projects.js';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { EmailText } from '../../../components/ui/email-text';

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}

/** The job's facts: homeowner, price, roof, and the documents behind them. */
export function ProjectFacts({ project }: { project: Project }) {
  const dash = '—';
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-brand-950">Job facts</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 [&>div]:min-w-0">
        <Fact label="Customer" value={project.customer_name} />
        <Fact
          label="Email"
          value={project.customer_email ? <EmailText emails={project.customer_email} /> : dash}
        />
        <Fact label="Phone" value={project.customer_phone ?? dash} />
        <Fact
          label="Signed total"
          value={project.signed_total === null ? dash : formatMoney(project.signed_total)}
        />
        <Fact label="Signed on" value={project.signed_at ? formatDate(project.signed_at) : dash} />
        <Fact label="Squares" value={project.squares === null ? dash : formatNumber(project.squares, 2)} />
        <Fact label="Roof area" value={project.area_sqft === null ? dash : formatSqft(project.area_sqft)} />
        <Fact label="Pitch" value={project.pitch === null ? dash : `${project.pitch}/12`} />
        <Fact label="Roof type" value={project.roof_type ? humanize(project.roof_type) : dash} />
        <Fact label="Complexity" value={project.complexity ? humanize(project.complexity) : dash} />
        <Fact
          label="Suggested waste"
          value={project.suggested_waste_percent === null ? dash : `${project.suggested_waste_percent}%`}
        />
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-brand-950">Documents</h3>
      {project.documents.length === 0 && !project.estimate_id ? (
        <p className="mt-1 text-sm text-slate-600">No documents: this project was created by hand.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {project.documents.map((document) => (
            <li key={document.kind}>
              <Link className="text-brand-800 underline" to={`/dashboard/estimates/${document.estimate_id}`}>
                {document.label}
              </Link>{' '}
              <span className="text-slate-500">on the estimate page</span>
            </li>
          ))}
          {project.estimate_id && (
            <li>
              <Link className="text-brand-800 underline" to={`/dashboard/estimates/${project.estimate_id}`}>
                Estimate, measurement report and proposal
              </Link>
            </li>
          )}
        </ul>
      )}
    </Card>
  );
}

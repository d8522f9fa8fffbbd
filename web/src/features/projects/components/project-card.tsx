import { Link } from 'react-router';
import { formatDate, formatMoney } from '@shared/kernel/format.js';
import type { ProjectSummary } from '@shared/jobs/schemas/projects.js';
import { Card } from '../../../components/ui/card';
import { ProjectStatusBadge } from './project-status-badge';

/** One project on the board or the list: who, where, what comes next. */
export function ProjectCard({
  project,
  showStatus = false,
}: {
  project: ProjectSummary & { missing_photos?: string[] };
  showStatus?: boolean;
}) {
  return (
    <Card className="p-4" data-testid="project-card">
      <div className="flex items-start justify-between gap-2">
        <Link
          to={`/dashboard/projects/${project.id}`}
          className="min-w-0 font-semibold text-brand-950 hover:underline focus-visible:underline"
        >
          <span className="line-clamp-2">{project.name}</span>
        </Link>
        {showStatus && <ProjectStatusBadge status={project.status} />}
      </div>
      <p className="mt-1 truncate text-sm text-slate-600">{project.address}</p>
      {project.missing_photos && project.missing_photos.length > 0 && (
        <p
          className="mt-2 rounded-md bg-red-50 px-2 py-1 text-xs font-semibold text-red-700"
          data-testid="missing-photos"
        >
          Missing required photos: {project.missing_photos.join(', ')}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
        <div>
          <dt className="text-slate-500">Signed</dt>
          <dd className="font-semibold tabular-nums text-brand-950">
            {project.signed_total === null ? '—' : formatMoney(project.signed_total)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Manager</dt>
          <dd className="truncate font-medium text-slate-800">{project.manager?.name ?? 'Unassigned'}</dd>
        </div>
        <div className="col-span-2">
          <dt className="sr-only">Next phase</dt>
          <dd className="text-slate-600">
            {project.next_phase
              ? `Next: ${project.next_phase.name}${project.next_phase.start_date ? ` · ${formatDate(project.next_phase.start_date, { utc: true })}` : ' · not scheduled'}`
              : 'All phases done'}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES, type ProjectStatus } from '@shared/jobs/projects.js';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { useProjects, useProjectsSummary } from '../api/projects';
import { PHASE_TEMPLATE_ANCHOR } from '../components/phase-template-section';
import { ProjectBoard } from '../components/project-board';
import { ProjectCard } from '../components/project-card';

type View = 'board' | 'list';

function SummaryStrip() {
  const summary = useProjectsSummary();
  if (!summary.data) return null;
  const { by_status: byStatus } = summary.data;
  const cells: [string, number][] = [
    ['Active', summary.data.active],
    ['Scheduled', byStatus.scheduled],
    ['In progress', byStatus.in_progress],
    ['Completed', byStatus.completed],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {cells.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="text-xl font-bold tabular-nums text-brand-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /dashboard/projects: every job after the sale, as a board by stage or a list, filtered and searched. */
export function ProjectsPage() {
  usePageTitle('Projects');
  const { hasPermission } = useSession();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ProjectStatus | ''>('');
  const [view, setView] = useState<View>('board');
  const projects = useProjects({ status: status || undefined, q: search.trim() || undefined });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Projects"
        description="Every job after the signature, from sold to completed."
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to="/dashboard/projects/schedule" className={buttonClasses('secondary', 'sm')}>
              Week schedule
            </Link>
            {hasPermission('projects.create') && (
              <>
                <Link
                  to={`/dashboard/settings#${PHASE_TEMPLATE_ANCHOR}`}
                  className={buttonClasses('secondary', 'sm')}
                >
                  Phase template
                </Link>
                <Link to="/dashboard/projects/new" className={buttonClasses('accent', 'sm')}>
                  New Project
                </Link>
              </>
            )}
          </div>
        }
      />
      <SummaryStrip />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Input
          label="Search projects"
          type="search"
          placeholder="Name, customer or address..."
          value={search}
          onValueChange={setSearch}
          className="sm:max-w-sm sm:flex-1"
        />
        <Select
          label="Stage"
          value={status}
          onChange={(event) => setStatus(event.target.value as ProjectStatus | '')}
          options={PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }))}
          placeholder="All stages"
          className="sm:w-48"
        />
        <div role="group" aria-label="View" className="flex rounded-lg bg-slate-100 p-1">
          {(['board', 'list'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className={cn(
                'h-9 rounded-md px-3 text-sm font-semibold capitalize',
                view === option ? 'bg-white text-brand-950 shadow-sm' : 'text-slate-600',
              )}
            >
              {option}
            </button>
          ))}
        </div>
      </div>
      {projects.isPending ? (
        <PageSpinner label="Loading projects..." />
      ) : projects.isError ? (
        <Alert variant="error">
          {errorMessage(projects.error, 'Failed to load projects. Please try again.')}
        </Alert>
      ) : projects.data.projects.length === 0 && !search && !status ? (
        <Alert>
          No projects yet. A project appears here when a homeowner signs a contract, or create one with New
          Project.
        </Alert>
      ) : view === 'board' ? (
        <ProjectBoard projects={projects.data.projects} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {projects.data.projects.map((project) => (
            <ProjectCard key={project.id} project={project} showStatus />
          ))}
          {projects.data.projects.length === 0 && <p className="text-slate-600">No projects match.</p>}
        </div>
      )}
    </div>
  );
}

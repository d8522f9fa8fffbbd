import { BOARD_STAGES, PROJECT_STATUS_LABELS } from '@shared/jobs/projects.js';
import type { ProjectSummary } from '@shared/jobs/schemas/projects.js';
import { ProjectCard } from './project-card';

/**
 * Projects in columns by stage; on a phone the columns stack, and where six columns do not fit side by
 * side (a 1280 px screen leaves about 970 px beside the sidebar) they wrap into rows instead of
 * scrolling out of sight.
 */
export function ProjectBoard({ projects }: { projects: ProjectSummary[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6" data-testid="project-board">
      {BOARD_STAGES.map((stage) => {
        const inStage = projects.filter((project) => project.status === stage);
        return (
          <section
            key={stage}
            aria-labelledby={`stage-${stage}`}
            className="min-w-0 rounded-xl bg-slate-100 p-3"
          >
            <h2
              id={`stage-${stage}`}
              className="mb-3 flex items-center justify-between text-sm font-semibold text-brand-950"
            >
              {PROJECT_STATUS_LABELS[stage]}
              <span className="rounded-full bg-white px-2 text-xs tabular-nums text-slate-600">
                {inStage.length}
              </span>
            </h2>
            <div className="space-y-3">
              {inStage.length === 0 ? (
                <p className="text-xs text-slate-500">No projects</p>
              ) : (
                inStage.map((project) => <ProjectCard key={project.id} project={project} />)
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}

import { BOARD_STAGES, PROJECT_STATUS_LABELS } from '@shared/jobs/projects.js';
import type { ProjectSummary } from '@shared/jobs/schemas/projects.js';
import { ProjectCard } from './project-card';

/** Projects in columns by stage; on a phone the columns stack. */
export function ProjectBoard({ projects }: { projects: ProjectSummary[] }) {
  return (
    <div className="grid gap-4 md:flex md:overflow-x-auto md:pb-2" data-testid="project-board">
      {BOARD_STAGES.map((stage) => {
        const inStage = projects.filter((project) => project.status === stage);
        return (
          <section
            key={stage}
            aria-labelledby={`stage-${stage}`}
            className="min-w-0 rounded-xl bg-slate-100 p-3 md:w-64 md:flex-none"
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

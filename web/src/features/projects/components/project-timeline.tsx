import { formatDateTime } from '@shared/kernel/format.js';
import type { ProjectTimelineEvent } from '@shared/jobs/schemas/projects.js';
import { Card } from '../../../components/ui/card';

/** What happened to the project, newest first. */
export function ProjectTimeline({ timeline }: { timeline: ProjectTimelineEvent[] }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-brand-950">Timeline</h2>
      <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4" data-testid="project-timeline">
        {[...timeline].reverse().map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <p className="text-sm text-slate-900">{event.detail ?? event.event}</p>
            <p className="text-xs text-slate-500">{formatDateTime(event.at)}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}

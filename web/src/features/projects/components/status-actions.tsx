import { PROJECT_STATUS_LABELS } from '@shared/jobs/projects.js';
import type { Project } from '@shared/jobs/schemas/projects.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { projectCalls, useProjectChange } from '../api/projects';

/** The moves the state machine allows from here, one button each. */
export function StatusActions({ project }: { project: Project }) {
  const move = useProjectChange(project.id, projectCalls.status);
  if (project.next_statuses.length === 0)
    return <p className="text-sm text-slate-600">This project is closed.</p>;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {project.next_statuses.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'cancelled' ? 'secondary' : status === 'on_hold' ? 'secondary' : 'primary'}
            disabled={move.isPending}
            onClick={() => move.mutate(status)}
          >
            Move to {PROJECT_STATUS_LABELS[status].toLowerCase()}
          </Button>
        ))}
      </div>
      {move.isError && (
        <Alert variant="error">{errorMessage(move.error, 'The status could not be changed.')}</Alert>
      )}
    </div>
  );
}

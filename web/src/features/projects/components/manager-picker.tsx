import type { Project } from '@shared/jobs/schemas/projects.js';
import { Alert } from '../../../components/ui/alert';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { projectCalls, useCrew, useProjectChange } from '../api/projects';

/** The project manager, picked from the account's active members. */
export function ManagerPicker({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const crew = useCrew();
  const assign = useProjectChange(project.id, projectCalls.manager);
  if (!canEdit) return <p className="text-sm text-slate-800">{project.manager?.name ?? 'Unassigned'}</p>;
  return (
    <div className="space-y-2">
      <Select
        label="Project manager"
        value={project.manager?.id ?? ''}
        placeholder="Unassigned"
        disabled={assign.isPending || !crew.data}
        options={(crew.data?.members ?? []).map((member) => ({ value: member.id, label: member.name }))}
        onChange={(event) => event.target.value && assign.mutate(event.target.value)}
      />
      {assign.isError && (
        <Alert variant="error">{errorMessage(assign.error, 'The manager could not be set.')}</Alert>
      )}
    </div>
  );
}

import { useState } from 'react';
import { MAX_JOB_NOTES } from '@shared/jobs/projects.js';
import type { Project } from '@shared/jobs/schemas/projects.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { projectCalls, useProjectChange } from '../api/projects';

/** The office's notes for the crew (gate code, dog, parking), shown on the crew's job screen; never a price. */
export function JobNotesPanel({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const [notes, setNotes] = useState(project.job_notes ?? '');
  const save = useProjectChange(project.id, projectCalls.jobNotes);
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-brand-950">Job notes for the crew</h2>
      {canEdit ? (
        <>
          <Textarea
            className="mt-2"
            label="Notes the crew sees on their phones"
            hint="For example the gate code, a dog in the yard, where to park. Leave prices out: the crew never sees them."
            rows={3}
            maxLength={MAX_JOB_NOTES}
            value={notes}
            onValueChange={setNotes}
          />
          <Button
            size="sm"
            className="mt-3"
            disabled={save.isPending || notes.trim() === (project.job_notes ?? '')}
            onClick={() => save.mutate(notes)}
          >
            Save notes
          </Button>
        </>
      ) : (
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">
          {project.job_notes ?? 'No notes for the crew.'}
        </p>
      )}
      {save.isError && (
        <Alert variant="error" className="mt-2">
          {errorMessage(save.error, 'The notes could not be saved.')}
        </Alert>
      )}
      {save.isSuccess && (
        <p className="mt-2 text-sm text-green-700" role="status">
          Notes saved. The crew sees them on their next sync.
        </p>
      )}
    </Card>
  );
}

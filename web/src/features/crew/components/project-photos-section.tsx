import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { downloadLink } from '@shared/documents/schemas/proposals.js';
import { PHOTO_CATEGORY_LABELS } from '@shared/jobs/crew.js';
import { projectPhotosResponse } from '@shared/jobs/schemas/crew.js';
import type { Project } from '@shared/jobs/schemas/projects.js';
import { formatDateTime } from '@shared/kernel/format.js';
import { Card } from '../../../components/ui/card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { downloadUrl } from '../../../lib/download';

const LABELS = PHOTO_CATEGORY_LABELS.en;

/**
 * The project screen's crew photos: a timeline by phase with each checklist's state (office, English),
 * and the photo report: tick photos, caption them, download the PDF (kept in the document library).
 */
export function ProjectPhotosSection({ project }: { project: Project; canEdit: boolean }) {
  const photos = useQuery({
    queryKey: ['projects', 'one', project.id, 'photos'],
    queryFn: ({ signal }) =>
      apiRequest(`/projects/${encodeURIComponent(project.id)}/photos`, {
        schema: projectPhotosResponse,
        signal,
      }),
  });
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const report = useMutation({
    mutationFn: () =>
      apiRequest(`/projects/${encodeURIComponent(project.id)}/photo-report`, {
        method: 'POST',
        body: { photos: [...chosen].map(([id, caption]) => ({ id, caption: caption.trim() || undefined })) },
        schema: downloadLink,
      }),
    onSuccess: (link) => downloadUrl(link.url, 'photo-report.pdf'),
  });
  if (!photos.data) return null;
  const total = photos.data.phases.reduce((sum, phase) => sum + phase.photos.length, 0);
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(id, '');
      else next.delete(id);
      return next;
    });
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-brand-950">Crew photos</h2>
        {total > 0 && (
          <Button
            size="sm"
            variant="secondary"
            disabled={chosen.size === 0 || report.isPending}
            onClick={() => report.mutate()}
          >
            Photo report (PDF){chosen.size ? ` · ${chosen.size}` : ''}
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {total === 0
          ? 'No photos from the crew yet.'
          : 'Tick photos and add captions for a report to the homeowner or the insurance carrier; it is kept in Documents.'}
      </p>
      {report.isError && (
        <Alert variant="error" className="mt-2">
          {errorMessage(report.error, 'The photo report could not be made. Please try again.')}
        </Alert>
      )}
      <div className="mt-3 space-y-5">
        {photos.data.phases.map((phase) => (
          <section key={phase.id} aria-label={`Photos: ${phase.name}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{phase.name}</h3>
              {phase.missing.length > 0 ? (
                <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">
                  Missing: {phase.missing.map((category) => LABELS[category]).join(', ')}
                </span>
              ) : (
                <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-700">
                  Required photos complete
                </span>
              )}
            </div>
            <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600">
              {phase.steps.map((step) => (
                <li key={step.id}>
                  {step.photos > 0 ? '✓' : '○'} {LABELS[step.category]}
                  {step.not_done ? ` — not done: ${step.not_done.reason.replace(/_/g, ' ')}` : ''}
                </li>
              ))}
            </ul>
            {phase.photos.length > 0 && (
              <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={`${phase.name} photos`}>
                {phase.photos.map((photo) => (
                  <li key={photo.id} data-photo-id={photo.id} className="text-xs text-slate-600">
                    <img
                      src={photo.url}
                      alt={LABELS[photo.category]}
                      className="aspect-square w-full rounded-md object-cover"
                    />
                    <p className="mt-1 font-semibold text-slate-800">{LABELS[photo.category]}</p>
                    <p>
                      {formatDateTime(photo.captured_at)} · {photo.taken_by}
                    </p>
                    <label className="mt-1 flex items-center gap-1">
                      <input
                        type="checkbox"
                        checked={chosen.has(photo.id)}
                        onChange={(event) => toggle(photo.id, event.target.checked)}
                      />
                      In report
                    </label>
                    {chosen.has(photo.id) && (
                      <input
                        aria-label={`Caption for ${LABELS[photo.category]} photo`}
                        placeholder="Caption"
                        maxLength={200}
                        value={chosen.get(photo.id)}
                        onChange={(event) =>
                          setChosen((current) => new Map(current).set(photo.id, event.target.value))
                        }
                        className="mt-1 w-full rounded border border-slate-300 px-2 py-1 text-xs"
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </Card>
  );
}

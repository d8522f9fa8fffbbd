import { useQuery } from '@tanstack/react-query';
import { PHOTO_CATEGORY_LABELS } from '@shared/jobs/crew.js';
import { projectPhotosResponse } from '@shared/jobs/schemas/crew.js';
import type { Project } from '@shared/jobs/schemas/projects.js';
import { formatDateTime } from '@shared/kernel/format.js';
import { Card } from '../../../components/ui/card';
import { apiRequest } from '../../../lib/api-client';

const LABELS = PHOTO_CATEGORY_LABELS.en;

/** The project screen's crew photos: a timeline by phase with each checklist's state (office, English). */
export function ProjectPhotosSection({ project }: { project: Project; canEdit: boolean }) {
  const photos = useQuery({
    queryKey: ['projects', 'one', project.id, 'photos'],
    queryFn: ({ signal }) =>
      apiRequest(`/projects/${encodeURIComponent(project.id)}/photos`, {
        schema: projectPhotosResponse,
        signal,
      }),
  });
  if (!photos.data) return null;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-brand-950">Crew photos</h2>
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

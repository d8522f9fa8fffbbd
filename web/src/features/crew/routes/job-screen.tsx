import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { NotDoneReason, PhotoCategory } from '@shared/jobs/crew.js';
import type { CrewJob, CrewPhase } from '@shared/jobs/schemas/crew.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { localToday, useCrewJobs } from '../api/crew';
import { useCrew } from '../components/crew-context';
import { MapLink } from '../components/map-link';
import { PhotoEditor } from '../components/photo-editor';
import { SignOffPanel } from '../components/sign-off-panel';
import { StepRow } from '../components/step-row';
import { categoryLabel, type CrewStringKey } from '../i18n/strings';
import { enqueue, phoneId, type NewQueuedItem } from '../lib/offline-queue';
import { phaseOnDay, withQueued } from '../lib/pending';
import { currentPosition, decodePhoto } from '../lib/photo';
import { useQueue } from '../lib/use-queue';

/** A photo being marked up before it is saved. */
interface Draft {
  bitmap: ImageBitmap;
  phase: CrewPhase;
  category: PhotoCategory;
  capturedAt: string;
}

/** One job: address, map link, phone if allowed, its phases with checklists, materials and the sign-off. */
export function JobScreen({ onQueued, gps }: { onQueued: () => void; gps: boolean }) {
  const { jobId } = useParams();
  const { t, language, live } = useCrew();
  const jobs = useCrewJobs(live);
  const queue = useQueue();
  const [draft, setDraft] = useState<Draft | null>(null);
  // A key, not words: the message follows a language switch.
  const [message, setMessage] = useState<{ key: CrewStringKey; error: boolean } | null>(null);

  if (jobs.isPending) return <PageSpinner label={t('loading')} />;
  const job = jobs.data?.jobs.jobs.find((candidate) => candidate.id === jobId);
  if (!job)
    return (
      <div className="p-4">
        <Alert variant="error">{t('loadFailed')}</Alert>
        <Link to="/crew" className="mt-4 inline-block font-medium text-brand-700 underline">
          {t('back')}
        </Link>
      </div>
    );

  const queued = async (item: NewQueuedItem) => {
    await enqueue(item);
    onQueued();
  };

  const takePhoto = async (phase: CrewPhase, category: PhotoCategory, file: File) => {
    setMessage(null);
    try {
      setDraft({ bitmap: await decodePhoto(file), phase, category, capturedAt: new Date().toISOString() });
    } catch {
      setMessage({ key: 'notAnImage', error: true });
    }
  };

  const savePhoto = async (jpeg: Blob) => {
    if (!draft) return;
    const position = gps ? await currentPosition() : undefined;
    await queued({
      kind: 'photo',
      id: phoneId(),
      projectId: job.id,
      phaseId: draft.phase.id,
      category: draft.category,
      capturedAt: draft.capturedAt,
      ...position,
      blob: jpeg,
    });
    setDraft(null);
    setMessage({ key: 'photoQueued', error: false });
  };

  const notDone = (
    phase: CrewPhase,
    stepId: string,
    value: { reason: NotDoneReason; note?: string } | null,
  ) => queued({ kind: 'step', id: phoneId(), projectId: job.id, phaseId: phase.id, stepId, notDone: value });

  const today = phaseOnDay(job, localToday());
  const phases = [...job.phases].sort((a, b) => Number(b.id === today?.id) - Number(a.id === today?.id));

  return (
    <div className="space-y-4 p-4">
      <Link to="/crew" className="inline-block text-sm font-medium text-brand-700 underline">
        ← {t('back')}
      </Link>
      <JobHeader job={job} />
      {message && <Alert variant={message.error ? 'error' : 'success'}>{t(message.key)}</Alert>}
      <section aria-labelledby="checklist-heading" className="space-y-3">
        <h2 id="checklist-heading" className="text-lg font-bold text-slate-900">
          {t('checklist')}
        </h2>
        {phases.map((phase) => (
          <PhaseCard
            key={phase.id}
            job={job}
            phase={withQueued(job, phase, queue)}
            isToday={phase.id === today?.id}
            onPhoto={(category, file) => void takePhoto(phase, category, file)}
            onNotDone={(stepId, value) => void notDone(phase, stepId, value)}
            onComplete={() =>
              void queued({ kind: 'complete', id: phoneId(), projectId: job.id, phaseId: phase.id })
            }
          />
        ))}
      </section>
      <section
        aria-labelledby="materials-heading"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="materials-heading" className="text-lg font-bold text-slate-900">
          {t('materials')}
        </h2>
        {job.materials.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('noMaterials')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {job.materials.map((line) => (
              <li key={line.item} className="flex justify-between gap-3 py-1.5">
                <span>{line.item}</span>
                <span className="shrink-0 font-medium">
                  {line.quantity} {line.unit}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <SignOffPanel job={job} queue={queue} onSign={(item) => queued(item)} />
      {draft && (
        <PhotoEditor
          bitmap={draft.bitmap}
          title={`${draft.phase.name} · ${categoryLabel(language, draft.category)}`}
          onSave={savePhoto}
          onCancel={() => setDraft(null)}
        />
      )}
    </div>
  );
}

/** The job's name, address with a map link, and the homeowner's phone when the admin allows it. */
export function JobHeader({ job }: { job: CrewJob }) {
  const { t } = useCrew();
  return (
    <header className="rounded-xl border border-slate-200 bg-white p-4">
      <h1 className="text-xl font-bold text-slate-900">{job.name}</h1>
      <p className="mt-1 text-slate-700">{job.address}</p>
      <p className="text-sm text-slate-600">{job.customer_name}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <MapLink job={job} className="rounded-lg bg-brand-900 px-3 py-2 text-sm font-semibold text-white" />
        {job.customer_phone && (
          <a
            href={`tel:${job.customer_phone}`}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800"
          >
            {t('callHomeowner')}: <span className="whitespace-nowrap">{job.customer_phone}</span>
          </a>
        )}
      </div>
      {job.job_notes && (
        <section aria-label={t('jobNotes')} className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-950">
          <h2 className="text-sm font-bold">{t('jobNotes')}</h2>
          <p className="mt-1 text-sm whitespace-pre-line">{job.job_notes}</p>
        </section>
      )}
    </header>
  );
}

function PhaseCard({
  phase,
  isToday,
  onPhoto,
  onNotDone,
  onComplete,
}: {
  job: CrewJob;
  phase: CrewPhase;
  isToday: boolean;
  onPhoto: (category: PhotoCategory, file: File) => void;
  onNotDone: (stepId: string, value: { reason: NotDoneReason; note?: string } | null) => void;
  onComplete: () => void;
}) {
  const { t, language } = useCrew();
  // One day reads as one date, not "2026-11-27 → 2026-11-27".
  const dates = [...new Set([phase.start_date, phase.end_date].filter(Boolean))].join(' → ');
  return (
    <article
      aria-label={phase.name}
      className={`rounded-xl border p-3 ${isToday ? 'border-accent-500 bg-amber-50/50' : 'border-slate-200 bg-slate-50'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="text-base font-bold text-slate-900">{phase.name}</h3>
          <p className="text-sm text-slate-600">
            {isToday ? `${t('phaseToday')} · ` : ''}
            {dates || '—'} · {t(`status_${phase.status}`)}
          </p>
        </div>
      </div>
      <ul className="mt-3 space-y-2">
        {phase.steps.map((step) => (
          <StepRow
            key={step.id}
            step={step}
            onPhoto={(file) => onPhoto(step.category, file)}
            onNotDone={(value) => onNotDone(step.id, value)}
          />
        ))}
      </ul>
      {phase.status === 'done' ? (
        <p className="mt-3 font-semibold text-green-700">✓ {t('phaseDone')}</p>
      ) : (
        <div className="mt-3">
          {phase.missing.length > 0 && (
            <p className="mb-2 text-sm text-slate-600">
              {t('missingPhotos', {
                list: phase.missing.map((category) => categoryLabel(language, category)).join(', '),
              })}
            </p>
          )}
          <Button className="w-full" onClick={onComplete} disabled={phase.missing.length > 0}>
            {t('completePhase')}
          </Button>
        </div>
      )}
    </article>
  );
}

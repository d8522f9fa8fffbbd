import {
  checklistOf,
  CREW_DAYS_AHEAD,
  CREW_PHOTO_MAX_BYTES,
  crewMessages,
  mapLink,
  missingPhotos,
  PHOTO_CATEGORY_LABELS,
  type CrewLanguage,
  type PhotoCategory,
} from '@shared/jobs/crew.js';
import { phaseOverlaps, PROJECT_MESSAGES } from '@shared/jobs/projects.js';
import { shiftDay, utcDay } from '@shared/kernel/time.js';
import type {
  CrewJob,
  CrewJobsResponse,
  CrewMe,
  CrewPhase,
  JobPhoto,
  PhotoUploadResponse,
  ProjectPhotos,
  SavePhotoRequest,
  SaveStepRequest,
  PhotoReportRequest,
  SignOffRequest,
} from '@shared/jobs/schemas/crew.js';
import { downloadFileName } from '@shared/kernel/download-name.js';
import { detectLogoType, LOGO_IMAGE_TYPES } from '@shared/kernel/image-type.js';
import {
  deleteStep,
  dropStagedPhoto,
  getCrewRecords,
  getPhoto,
  keepStagedPhoto,
  photoUrl,
  presignPhotoUpload,
  putPhoto,
  putSignOff,
  addPhotoType,
  putStep,
  stagedPhoto,
  type CrewRecords,
  type PhotoRecord,
} from '../data/crew.js';
import {
  getProject,
  listProjects,
  loadProject,
  saveProject,
  type PhaseRecord,
  type ProjectRecord,
} from '../data/projects.js';
import { saveUserLanguage } from '../../platform/data/users.js';
import { ulid } from 'ulid';
import { companyFor } from '../../accounts/index.js';
import { documentUrl, putUploadedDocument } from '../../documents/index.js';
import { config } from '../../platform/config.js';
import { objectKeys } from '../../platform/data/object-keys.js';
import { pdfUrl, putLibraryPdf, putPdf, readObject } from '../../platform/data/objects.js';
import { renderCompletionCertificate, renderPhotoReport, type PdfPhoto } from '../pdf/job-photos-pdf.js';
import { retryOnConflict } from '../../platform/data/versioned.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { Reply } from '../../platform/respond.js';

// The crew app (docs/product.md#crew-app): a crew member reaches only the projects with a phase they
// are assigned to; anything else answers 404 exactly like a missing project. No answer carries a price.

/** Projects the crew's list reads (one Query page of the newest, as the week schedule does). */
const CREW_PROJECTS = 200;

function languageOf(caller: Caller): CrewLanguage {
  return caller.user.language ?? 'en';
}

const isAssigned = (project: ProjectRecord, userId: string) =>
  project.phases.some((phase) => phase.crew.includes(userId));

/** A project the caller is assigned to, else 404 in their language. */
async function assignedProject(caller: Caller, projectId: string): Promise<ProjectRecord> {
  const project = await getProject(caller.accountId, projectId);
  if (!project || !isAssigned(project, caller.userId))
    throw new NotFoundError(crewMessages(languageOf(caller)).jobNotFound);
  return project;
}

function phaseOf(caller: Caller, project: ProjectRecord, phaseId: string): PhaseRecord {
  const phase = project.phases.find((candidate) => candidate.phaseId === phaseId);
  if (!phase) throw new NotFoundError(crewMessages(languageOf(caller)).phaseNotFound);
  return phase;
}

/** A phase's checklist with what the crew recorded on it, and the required photos still missing. */
function checklistState(phase: PhaseRecord, records: CrewRecords) {
  const photos = records.photos.filter((photo) => photo.phaseId === phase.phaseId);
  const checklist = checklistOf(phase.name);
  const steps = checklist.map((step) => {
    const notDone = records.steps.find(
      (record) => record.phaseId === phase.phaseId && record.stepId === step.id,
    );
    return {
      id: step.id,
      category: step.category,
      photos: photos.filter((photo) => photo.category === step.category).length,
      not_done: notDone ? { reason: notDone.reason, note: notDone.note } : null,
    };
  });
  return {
    steps,
    missing: missingPhotos(
      checklist,
      photos.map((photo) => photo.category),
    ),
  };
}

function toCrewPhase(phase: PhaseRecord, records: CrewRecords, userId: string): CrewPhase {
  return {
    id: phase.phaseId,
    name: phase.name,
    start_date: phase.startDate,
    end_date: phase.endDate,
    status: phase.status,
    assigned_to_me: phase.crew.includes(userId),
    ...checklistState(phase, records),
  };
}

/** A project as the crew sees it: address, phases, materials; the phone only when allowed; never a price. */
function toCrewJob(caller: Caller, project: ProjectRecord, records: CrewRecords): CrewJob {
  return {
    id: project.projectId,
    name: project.name,
    status: project.status,
    address: project.address,
    map_url: mapLink(project.address),
    customer_name: project.customerName,
    customer_phone: caller.user.crewSeesHomeownerPhone ? project.customerPhone : null,
    job_notes: project.jobNotes ?? null,
    phases: project.phases.map((phase) => toCrewPhase(phase, records, caller.userId)),
    materials: project.materialOrder.map(({ item, quantity, unit }) => ({ item, quantity, unit })),
    signed_off: records.signOff !== null,
  };
}

/** GET /api/crew/me: the crew member and their language. */
export function crewMeOf(caller: Caller): CrewMe {
  const { user } = caller;
  return {
    id: user.userId,
    first_name: user.firstName,
    last_name: user.lastName,
    company: user.accountName ?? null,
    language: user.language ?? 'en',
  };
}

/** PUT /api/crew/me: switch the app's language. */
export async function saveCrewLanguage(caller: Caller, language: CrewLanguage): Promise<CrewMe> {
  await saveUserLanguage(caller.userId, language);
  return crewMeOf({ ...caller, user: { ...caller.user, language } });
}

/**
 * GET /api/crew/jobs: the projects with a phase assigned to the caller in the 14 days from `from`
 * (today), soonest first; what the phone keeps for offline use.
 */
export async function crewJobsFor(
  caller: Caller,
  from: string | undefined,
  now = new Date(),
): Promise<CrewJobsResponse> {
  const first = from ?? utcDay(now);
  const last = shiftDay(first, CREW_DAYS_AHEAD - 1);
  const page = await listProjects(caller.accountId, { limit: CREW_PROJECTS });
  const mine = page.items
    .filter((project) => project.status !== 'cancelled')
    .map((project) => {
      const starts = project.phases
        .filter((phase) => phase.crew.includes(caller.userId) && phaseOverlaps(phase, first, last))
        .map((phase) => phase.startDate ?? phase.endDate ?? first);
      return { project, start: starts.sort()[0] };
    })
    .filter((entry): entry is { project: ProjectRecord; start: string } => entry.start !== undefined)
    .sort((a, b) => a.start.localeCompare(b.start));
  const jobs = await Promise.all(
    mine.map(async ({ project }) =>
      toCrewJob(caller, project, await getCrewRecords(caller.accountId, project.projectId)),
    ),
  );
  return { from: first, to: last, jobs };
}

/** GET /api/crew/jobs/{id}: one assigned job. */
export async function crewJobFor(caller: Caller, projectId: string): Promise<CrewJob> {
  const project = await assignedProject(caller, projectId);
  return toCrewJob(caller, project, await getCrewRecords(caller.accountId, projectId));
}

/** POST /api/crew/jobs/{id}/photos/upload-url: an upload form, or "already stored" for a replayed photo. */
export async function requestPhotoUpload(
  caller: Caller,
  projectId: string,
  photoId: string,
): Promise<PhotoUploadResponse> {
  await assignedProject(caller, projectId);
  if (await getPhoto(caller.accountId, projectId, photoId)) return { already_stored: true, upload: null };
  return { already_stored: false, upload: await presignPhotoUpload(caller.accountId, projectId, photoId) };
}

async function toJobPhoto(photo: PhotoRecord, now = new Date()): Promise<JobPhoto> {
  return {
    id: photo.photoId,
    phase_id: photo.phaseId,
    category: photo.category,
    caption: photo.caption,
    captured_at: photo.capturedAt,
    taken_by: photo.takenByName,
    latitude: photo.latitude,
    longitude: photo.longitude,
    url: await photoUrl(photo, now),
  };
}

/**
 * POST /api/crew/jobs/{id}/photos: keep an uploaded photo once. The bytes decide (JPEG or PNG, at most
 * the size limit); a photo already stored under the phone's id answers 200 "already stored" and
 * nothing is written twice. Refusals are in the crew member's language.
 */
export async function savePhoto(
  caller: Caller,
  projectId: string,
  input: SavePhotoRequest,
  now = new Date(),
): Promise<Reply> {
  const messages = crewMessages(languageOf(caller));
  const project = await assignedProject(caller, projectId);
  phaseOf(caller, project, input.phase_id);
  const before = await getPhoto(caller.accountId, projectId, input.photo_id);
  if (before) return alreadyStored(before, messages.alreadyStored, now);
  const staged = await stagedPhoto(caller.accountId, projectId, input.photo_id);
  if (!staged || staged.size === 0) throw new ValidationError(messages.uploadMissing);
  const type = detectLogoType(staged.head);
  if (staged.size > CREW_PHOTO_MAX_BYTES || !type) {
    await dropStagedPhoto(caller.accountId, projectId, input.photo_id);
    throw new ValidationError(type ? messages.tooLarge : messages.notAnImage);
  }
  const key = await keepStagedPhoto(caller.accountId, projectId, input.photo_id, LOGO_IMAGE_TYPES[type]);
  const photo: PhotoRecord = {
    accountId: caller.accountId,
    projectId,
    photoId: input.photo_id,
    phaseId: input.phase_id,
    category: input.category,
    caption: input.caption || null,
    capturedAt: input.captured_at,
    takenBy: caller.userId,
    takenByName: `${caller.user.firstName} ${caller.user.lastName}`.trim(),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    key,
    contentType: LOGO_IMAGE_TYPES[type].contentType,
    size: staged.size,
    storedAt: now.toISOString(),
  };
  const stored = await putPhoto(photo);
  // Also after a lost race: the summary is a set, so noting the type twice changes nothing.
  await addPhotoType(photo);
  if (!stored) {
    // Two copies of one sync raced: the first one stored it.
    const first = await getPhoto(caller.accountId, projectId, input.photo_id);
    if (first) return alreadyStored(first, messages.alreadyStored, now);
  }
  return new Reply(201, { already_stored: false, message: 'Stored', photo: await toJobPhoto(photo, now) });
}

async function alreadyStored(photo: PhotoRecord, message: string, now: Date): Promise<Reply> {
  return new Reply(200, { already_stored: true, message, photo: await toJobPhoto(photo, now) });
}

/** PUT /api/crew/jobs/{id}/phases/{phaseId}/steps/{stepId}: a step not done and why, or cleared. */
export async function saveStepFor(
  caller: Caller,
  projectId: string,
  phaseId: string,
  stepId: string,
  input: SaveStepRequest,
  now = new Date(),
): Promise<CrewPhase> {
  const project = await assignedProject(caller, projectId);
  const phase = phaseOf(caller, project, phaseId);
  if (!checklistOf(phase.name).some((step) => step.id === stepId))
    throw new NotFoundError(crewMessages(languageOf(caller)).stepNotFound);
  if (input.not_done === null) await deleteStep(caller.accountId, projectId, phaseId, stepId);
  else
    await putStep(caller.accountId, projectId, {
      phaseId,
      stepId: stepId as PhotoCategory,
      reason: input.not_done.reason,
      note: input.not_done.note || null,
      actionId: input.action_id,
      by: caller.userId,
      at: now.toISOString(),
    });
  return toCrewPhase(phase, await getCrewRecords(caller.accountId, projectId), caller.userId);
}

/**
 * POST /api/crew/jobs/{id}/phases/{phaseId}/complete: the phase is done only with a photo of every
 * required type (409 naming the missing ones); completing a done phase again changes nothing.
 */
export async function completePhaseFor(
  caller: Caller,
  projectId: string,
  phaseId: string,
  now = new Date(),
): Promise<CrewPhase> {
  const language = languageOf(caller);
  const project = await assignedProject(caller, projectId);
  const phase = phaseOf(caller, project, phaseId);
  const records = await getCrewRecords(caller.accountId, projectId);
  const { missing } = checklistState(phase, records);
  if (missing.length)
    throw new ConflictError(
      crewMessages(language).missingPhotos(
        missing.map((category) => PHOTO_CATEGORY_LABELS[language][category]).join(', '),
      ),
    );
  if (phase.status === 'done') return toCrewPhase(phase, records, caller.userId);
  const at = now.toISOString();
  const saved = await retryOnConflict(
    async () => {
      const current = await assignedProject(caller, projectId);
      const next: ProjectRecord = {
        ...current,
        phases: current.phases.map((candidate) =>
          candidate.phaseId === phaseId ? { ...candidate, status: 'done' } : candidate,
        ),
        timeline: [
          ...current.timeline,
          {
            at,
            event: 'phase',
            detail: `${phase.name}: done (crew: ${caller.user.firstName} ${caller.user.lastName})`,
          },
        ],
        version: current.version + 1,
        updatedAt: at,
      };
      await saveProject(next, current);
      return next;
    },
    (cause) => new ConflictError(PROJECT_MESSAGES.changed, { cause }),
    6,
  );
  return toCrewPhase(phaseOf(caller, saved, phaseId), records, caller.userId);
}

/** GET /api/projects/{id}/photos: the office's photo timeline by phase with each checklist. */
export async function projectPhotosFor(
  caller: Caller,
  projectId: string,
  now = new Date(),
): Promise<ProjectPhotos> {
  const project = await loadProject(caller.accountId, projectId);
  const records = await getCrewRecords(caller.accountId, projectId);
  return {
    phases: await Promise.all(
      project.phases.map(async (phase) => ({
        id: phase.phaseId,
        name: phase.name,
        status: phase.status,
        ...checklistState(phase, records),
        photos: await Promise.all(
          records.photos
            .filter((photo) => photo.phaseId === phase.phaseId)
            .map((photo) => toJobPhoto(photo, now)),
        ),
      })),
    ),
  };
}

/** Most photos a completion certificate shows (the newest of each required type come first). */
const CERTIFICATE_PHOTOS = 12;

/** The bytes of stored photos as the PDFs embed them, with their English category as title. */
async function pdfPhotos(
  photos: readonly PhotoRecord[],
  captions = new Map<string, string>(),
): Promise<PdfPhoto[]> {
  return Promise.all(
    photos.map(async (photo) => ({
      image: {
        bytes: await readObject(config.UPLOADS_BUCKET, photo.key),
        type: photo.contentType === 'image/png' ? ('png' as const) : ('jpeg' as const),
      },
      title: PHOTO_CATEGORY_LABELS.en[photo.category],
      caption: captions.get(photo.photoId) || photo.caption,
      capturedAt: photo.capturedAt,
    })),
  );
}

/**
 * POST /api/crew/jobs/{id}/sign-off: the homeowner's signature, name and notes on the crew member's
 * phone make the completion certificate (with the phase photos), which the homeowner's status link
 * then offers. A project is signed off once; a replayed sync answers with the job as it is.
 */
export async function signOffFor(
  caller: Caller,
  projectId: string,
  input: SignOffRequest,
  now = new Date(),
): Promise<CrewJob> {
  const messages = crewMessages(languageOf(caller));
  const project = await assignedProject(caller, projectId);
  const records = await getCrewRecords(caller.accountId, projectId);
  if (records.signOff) return toCrewJob(caller, project, records);
  const signaturePng = Buffer.from(input.signature_png.slice(input.signature_png.indexOf(',') + 1), 'base64');
  if (detectLogoType(signaturePng) !== 'png') throw new ValidationError(messages.badSignature);
  const company = await companyFor(caller.accountId, caller.userId, false);
  const chosen = records.photos.slice(-CERTIFICATE_PHOTOS);
  let bytes: Uint8Array;
  try {
    bytes = await renderCompletionCertificate({
      job: { companyName: company.name, projectName: project.name, address: project.address },
      phases: project.phases.map((phase) => ({ name: phase.name, status: phase.status })),
      photos: await pdfPhotos(chosen),
      signaturePng,
      signerName: input.name,
      notes: input.notes || null,
      signedAt: now,
    });
  } catch (error) {
    if (error instanceof Error && /png|image/i.test(error.message))
      throw new ValidationError(messages.badSignature, { cause: error });
    throw error;
  }
  const certificateKey = objectKeys.completionCertificate(caller.accountId, projectId);
  await putPdf(certificateKey, bytes, certificateFileName(project.address));
  const signOff = {
    signOffId: input.sign_off_id,
    name: input.name,
    notes: input.notes || null,
    signedAt: now.toISOString(),
    by: caller.userId,
    certificateKey,
  };
  await putSignOff(caller.accountId, projectId, signOff);
  return toCrewJob(caller, project, { ...records, signOff });
}

/** The download name of a project's completion certificate ("Completion certificate – 4817 Ridgewood Dr.pdf"). */
function certificateFileName(address: string): string {
  return downloadFileName({ what: 'Completion certificate', address, extension: 'pdf' });
}

/** A short-lived link to a project's completion certificate, or null before the homeowner signed off. */
export async function completionCertificateUrl(
  project: { accountId: string; projectId: string; address: string },
  now = new Date(),
): Promise<string | null> {
  const { signOff } = await getCrewRecords(project.accountId, project.projectId);
  return signOff ? pdfUrl(signOff.certificateKey, certificateFileName(project.address), now) : null;
}

/**
 * POST /api/projects/{id}/photo-report: the chosen photos with captions and capture times as a PDF,
 * kept in the document library (so an insurance claim can attach it) and answered as a link.
 */
export async function photoReportFor(
  caller: Caller,
  projectId: string,
  input: PhotoReportRequest,
  now = new Date(),
): Promise<string> {
  const project = await loadProject(caller.accountId, projectId);
  const { photos } = await getCrewRecords(caller.accountId, projectId);
  const byId = new Map(photos.map((photo) => [photo.photoId, photo]));
  const chosen = input.photos.map((entry) => byId.get(entry.id));
  if (chosen.some((photo) => !photo)) throw new NotFoundError('Photo not found');
  const captions = new Map(input.photos.map((entry) => [entry.id, entry.caption ?? '']));
  const company = await companyFor(caller.accountId, caller.userId, false);
  const bytes = await renderPhotoReport({
    job: { companyName: company.name, projectName: project.name, address: project.address },
    photos: await pdfPhotos(chosen as PhotoRecord[], captions),
    createdAt: now,
  });
  const documentId = ulid(now.getTime());
  const s3Key = await putLibraryPdf(
    caller.accountId,
    documentId,
    bytes,
    downloadFileName({ what: 'Photo report', address: project.address, extension: 'pdf' }),
  );
  await putUploadedDocument({
    accountId: caller.accountId,
    documentId,
    kind: 'upload',
    title: `Photo report — ${project.name}`.slice(0, 200),
    customerName: project.customerName,
    customerEmail: project.customerEmail,
    estimateId: project.estimateId,
    fileType: 'pdf',
    s3Key,
    bytes: bytes.length,
    uploadedBy: caller.userId,
    createdAt: now.toISOString(),
  });
  return documentUrl('uploads', s3Key, 'photo-report.pdf', 'application/pdf');
}

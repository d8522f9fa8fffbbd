// The crew app's rules (docs/product.md#crew-app): photo categories, each phase's checklist with its
// required photo types, the structured "not done, because…" reasons, when a phase may close, and the
// server's messages in the crew member's language. Pure: the service and the phone decide with these.

/** The languages of the crew app. */
export const CREW_LANGUAGES = ['en', 'es'] as const;
export type CrewLanguage = (typeof CREW_LANGUAGES)[number];

/** What a job photo shows; every required photo type is one of these (`other` is an extra photo). */
export const PHOTO_CATEGORIES = [
  'tear_off',
  'decking',
  'underlayment',
  'flashing',
  'ridge',
  'cleanup_magnet_sweep',
  'other',
] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];

/** Each category's name, in both languages (the office shows the English one). */
export const PHOTO_CATEGORY_LABELS: Record<CrewLanguage, Record<PhotoCategory, string>> = {
  en: {
    tear_off: 'Tear-off',
    decking: 'Decking',
    underlayment: 'Underlayment',
    flashing: 'Flashing',
    ridge: 'Ridge',
    cleanup_magnet_sweep: 'Clean-up with magnet sweep',
    other: 'Other',
  },
  es: {
    tear_off: 'Retiro del techo viejo',
    decking: 'Entablado',
    underlayment: 'Capa base',
    flashing: 'Tapajuntas',
    ridge: 'Cumbrera',
    cleanup_magnet_sweep: 'Limpieza con barrido magnético',
    other: 'Otra',
  },
};

/** Why a checklist step was not done: chosen from a list, so the office can count and act on them. */
export const NOT_DONE_REASONS = [
  'weather',
  'material_missing',
  'homeowner_request',
  'safety',
  'not_needed',
  'other',
] as const;
export type NotDoneReason = (typeof NOT_DONE_REASONS)[number];

/** Each reason's words, in both languages. */
export const NOT_DONE_REASON_LABELS: Record<CrewLanguage, Record<NotDoneReason, string>> = {
  en: {
    weather: 'Weather',
    material_missing: 'Material missing',
    homeowner_request: 'Homeowner asked to wait',
    safety: 'Not safe',
    not_needed: 'Not needed on this roof',
    other: 'Other',
  },
  es: {
    weather: 'Clima',
    material_missing: 'Falta material',
    homeowner_request: 'El propietario pidió esperar',
    safety: 'No es seguro',
    not_needed: 'No hace falta en este techo',
    other: 'Otra',
  },
};

/** One step of a phase's checklist: a required photo of one category (the step's id is the category). */
export interface ChecklistStep {
  id: PhotoCategory;
  category: PhotoCategory;
}

/**
 * The required photo types of a phase, by what its name says (phases are named by each account's
 * template): tear-off → tear-off and decking; dry-in → underlayment and flashing; install → flashing
 * and ridge; clean-up → the magnet sweep. Any other phase asks for one photo of the work.
 */
export function checklistOf(phaseName: string): ChecklistStep[] {
  const name = phaseName.toLowerCase();
  const categories: PhotoCategory[] = [];
  if (/tear|strip/.test(name)) categories.push('tear_off', 'decking');
  if (/dry|underlay|deck/.test(name)) categories.push('underlayment', 'flashing');
  if (/install|shingle|ridge/.test(name)) categories.push('flashing', 'ridge');
  if (/clean|final|inspect/.test(name)) categories.push('cleanup_magnet_sweep');
  const unique = [...new Set(categories.length ? categories : (['other'] as PhotoCategory[]))];
  return unique.map((category) => ({ id: category, category }));
}

/** What is known of one step: how many photos it has, and why it was not done (if said). */
export interface StepState {
  photos: number;
  notDone: { reason: NotDoneReason; note: string | null } | null;
}

/** The required photo types of a phase that have no photo yet: the phase closes only when none are left. */
export function missingPhotos(
  steps: readonly ChecklistStep[],
  photoCategories: readonly string[],
): PhotoCategory[] {
  const have = new Set(photoCategories);
  return steps.filter((step) => !have.has(step.category)).map((step) => step.category);
}

/** A phase as the board's photo check needs it. */
interface DuePhase {
  phaseId: string;
  name: string;
  status: string;
  startDate: string | null;
}

/**
 * The names of a project's phases that are due (started, done, or scheduled to start by `today`) and
 * lack a required photo type; `photoTypes` holds `phaseId#category` for every stored photo.
 */
export function phasesMissingPhotos(
  phases: readonly DuePhase[],
  photoTypes: ReadonlySet<string>,
  today: string,
): string[] {
  return phases
    .filter(
      (phase) =>
        phase.status === 'in_progress' ||
        phase.status === 'done' ||
        (phase.startDate !== null && phase.startDate <= today),
    )
    .filter((phase) =>
      checklistOf(phase.name).some((step) => !photoTypes.has(`${phase.phaseId}#${step.category}`)),
    )
    .map((phase) => phase.name);
}

/** Largest crew photo the server keeps: the phone shrinks to 400 KB, so this leaves room for markup. */
export const CREW_PHOTO_MAX_BYTES = 1024 * 1024;

/** Days ahead the crew app lists (and keeps on the phone for offline use). */
export const CREW_DAYS_AHEAD = 14;

/** The server's answers to the crew, in their language. */
export const CREW_MESSAGES: Record<
  CrewLanguage,
  {
    jobNotFound: string;
    phaseNotFound: string;
    stepNotFound: string;
    uploadMissing: string;
    notAnImage: string;
    tooLarge: string;
    missingPhotos: (categories: string) => string;
    alreadyStored: string;
    badSignature: string;
  }
> = {
  en: {
    jobNotFound: 'Job not found',
    phaseNotFound: 'Phase not found',
    stepNotFound: 'This phase has no such step',
    uploadMissing: 'The photo did not arrive. Please try again.',
    notAnImage: 'This file is not a photo. Please take a JPEG or PNG photo.',
    tooLarge: 'This photo is too large (1 MB at most). Please take it again.',
    missingPhotos: (categories) => `The phase cannot be closed yet. Missing photos: ${categories}.`,
    alreadyStored: 'Already stored',
    badSignature: 'The signature could not be read. Please sign again.',
  },
  es: {
    jobNotFound: 'Trabajo no encontrado',
    phaseNotFound: 'Fase no encontrada',
    stepNotFound: 'Esta fase no tiene ese paso',
    uploadMissing: 'La foto no llegó. Inténtelo de nuevo.',
    notAnImage: 'Este archivo no es una foto. Tome una foto JPEG o PNG.',
    tooLarge: 'Esta foto es demasiado grande (1 MB como máximo). Tómela de nuevo.',
    missingPhotos: (categories) => `La fase todavía no se puede cerrar. Faltan fotos: ${categories}.`,
    alreadyStored: 'Ya guardada',
    badSignature: 'No se pudo leer la firma. Firme de nuevo, por favor.',
  },
};

/** The message table of a language (English when unset). */
export function crewMessages(language: CrewLanguage | undefined) {
  return CREW_MESSAGES[language ?? 'en'];
}

/** A link that opens the address in the phone's maps app. */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

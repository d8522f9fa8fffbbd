import {
  NOT_DONE_REASON_LABELS,
  PHOTO_CATEGORY_LABELS,
  type CrewLanguage,
  type NotDoneReason,
  type PhotoCategory,
} from '@shared/jobs/crew.js';

// Every word of the crew app's screens, in English and Spanish (docs/product.md#crew-app). A unit test
// fails when a Spanish key is missing or empty.

const en = {
  appName: 'Ridgeline Crew',
  language: 'Language',
  english: 'English',
  spanish: 'Español',
  signOut: 'Sign out',
  loading: 'Loading…',
  loadFailed: 'Could not load your jobs. Showing what is saved on this phone.',
  offline: 'Offline: your work is saved on this phone.',
  offlineSaved: 'Offline — showing jobs from {time}',
  workSaved: 'Your work is saved on this phone.',
  savedJobs: 'Could not reach the office — showing jobs from {time}',
  signOutLosesOne: '1 item has not been uploaded yet. Signing out deletes it from this phone.',
  signOutLosesMany: '{n} items have not been uploaded yet. Signing out deletes them from this phone.',
  signOutAnyway: 'Sign out anyway',
  waitingOne: '1 item waiting to upload',
  waitingMany: '{n} items waiting to upload',
  sendNow: 'Send now',
  sending: 'Sending…',
  syncFailed: 'Not sent: {reason}',
  today: 'Today',
  thisWeek: 'This week',
  later: 'Next 14 days',
  noJobsToday: 'No job today.',
  noJobs: 'No jobs assigned in the next 14 days.',
  openMap: 'Open map',
  callHomeowner: 'Call homeowner',
  jobNotes: 'Notes from the office',
  phaseToday: 'Today’s phase',
  dates: 'Dates',
  back: 'Back to jobs',
  materials: 'Materials',
  noMaterials: 'No material list yet.',
  checklist: 'Checklist',
  requiredPhoto: 'Required photo',
  photosTaken: '{n} photo(s)',
  takePhoto: 'Take photo',
  notDone: 'Not done, because…',
  reason: 'Reason',
  note: 'Note (optional)',
  save: 'Save',
  cancel: 'Cancel',
  clear: 'Clear',
  notDoneSaved: 'Not done: {reason}',
  completePhase: 'Mark phase done',
  phaseDone: 'Phase done',
  missingPhotos: 'Missing photos: {list}',
  markup: 'Mark up the photo',
  arrow: 'Arrow',
  circle: 'Circle',
  label: 'Text',
  labelText: 'Label text',
  undo: 'Undo',
  savePhoto: 'Save photo',
  gps: 'Tag photos with my location',
  photoQueued: 'Photo saved. It will upload when there is signal.',
  notAnImage: 'This file is not a photo. Please take a JPEG or PNG photo.',
  tooLarge: 'This photo is too large (1 MB at most). Please take it again.',
  status_pending: 'Pending',
  status_scheduled: 'Scheduled',
  status_in_progress: 'In progress',
  status_done: 'Done',
  signOff: 'Homeowner sign-off',
  signOffIntro: 'Ask the homeowner to sign when the job is complete.',
  homeownerName: 'Homeowner name',
  notes: 'Notes (optional)',
  signHere: 'Sign here',
  clearSignature: 'Clear signature',
  submitSignOff: 'Save sign-off',
  signedOff: 'Signed off by the homeowner.',
  needSignature: 'Please sign and enter the name.',
} as const;

/** The keys of the dictionary. */
export type CrewStringKey = keyof typeof en;

const es: Record<CrewStringKey, string> = {
  appName: 'Ridgeline Cuadrilla',
  language: 'Idioma',
  english: 'English',
  spanish: 'Español',
  signOut: 'Cerrar sesión',
  loading: 'Cargando…',
  loadFailed: 'No se pudieron cargar sus trabajos. Se muestra lo guardado en este teléfono.',
  offline: 'Sin conexión: su trabajo queda guardado en este teléfono.',
  offlineSaved: 'Sin conexión — trabajos guardados el {time}',
  workSaved: 'Su trabajo queda guardado en este teléfono.',
  savedJobs: 'No se pudo conectar con la oficina — trabajos guardados el {time}',
  signOutLosesOne: '1 elemento aún no se ha subido. Al cerrar sesión se borra de este teléfono.',
  signOutLosesMany: '{n} elementos aún no se han subido. Al cerrar sesión se borran de este teléfono.',
  signOutAnyway: 'Cerrar sesión igualmente',
  waitingOne: '1 elemento esperando para subir',
  waitingMany: '{n} elementos esperando para subir',
  sendNow: 'Enviar ahora',
  sending: 'Enviando…',
  syncFailed: 'No enviado: {reason}',
  today: 'Hoy',
  thisWeek: 'Esta semana',
  later: 'Próximos 14 días',
  noJobsToday: 'No hay trabajo hoy.',
  noJobs: 'No tiene trabajos asignados en los próximos 14 días.',
  openMap: 'Abrir mapa',
  callHomeowner: 'Llamar al propietario',
  jobNotes: 'Notas de la oficina',
  phaseToday: 'Fase de hoy',
  dates: 'Fechas',
  back: 'Volver a trabajos',
  materials: 'Materiales',
  noMaterials: 'Todavía no hay lista de materiales.',
  checklist: 'Lista de control',
  requiredPhoto: 'Foto obligatoria',
  photosTaken: '{n} foto(s)',
  takePhoto: 'Tomar foto',
  notDone: 'No hecho, porque…',
  reason: 'Motivo',
  note: 'Nota (opcional)',
  save: 'Guardar',
  cancel: 'Cancelar',
  clear: 'Borrar',
  notDoneSaved: 'No hecho: {reason}',
  completePhase: 'Marcar fase terminada',
  phaseDone: 'Fase terminada',
  missingPhotos: 'Faltan fotos: {list}',
  markup: 'Marcar la foto',
  arrow: 'Flecha',
  circle: 'Círculo',
  label: 'Texto',
  labelText: 'Texto de la etiqueta',
  undo: 'Deshacer',
  savePhoto: 'Guardar foto',
  gps: 'Marcar las fotos con mi ubicación',
  photoQueued: 'Foto guardada. Se subirá cuando haya señal.',
  notAnImage: 'Este archivo no es una foto. Tome una foto JPEG o PNG.',
  tooLarge: 'Esta foto es demasiado grande (1 MB como máximo). Tómela de nuevo.',
  status_pending: 'Pendiente',
  status_scheduled: 'Programada',
  status_in_progress: 'En curso',
  status_done: 'Terminada',
  signOff: 'Firma del propietario',
  signOffIntro: 'Pida al propietario que firme cuando el trabajo esté terminado.',
  homeownerName: 'Nombre del propietario',
  notes: 'Notas (opcional)',
  signHere: 'Firme aquí',
  clearSignature: 'Borrar firma',
  submitSignOff: 'Guardar firma',
  signedOff: 'Firmado por el propietario.',
  needSignature: 'Firme e ingrese el nombre, por favor.',
};

/** The crew app's dictionary: every key in both languages. */
export const CREW_STRINGS: Record<CrewLanguage, Record<CrewStringKey, string>> = { en, es };

/** A translator for one language: `t('waitingMany', { n: 3 })`. */
export function translator(language: CrewLanguage) {
  const strings = CREW_STRINGS[language];
  return (key: CrewStringKey, values: Record<string, string | number> = {}) =>
    strings[key].replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name] ?? ''));
}

/** A translator function. */
export type Translate = ReturnType<typeof translator>;

/** When the phone saved its copy of the jobs, as the crew member reads a time: "Fri 7:42 AM". */
export function savedTime(language: CrewLanguage, iso: string): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A photo category's name in a language. */
export function categoryLabel(language: CrewLanguage, category: PhotoCategory): string {
  return PHOTO_CATEGORY_LABELS[language][category];
}

/** A not-done reason's words in a language. */
export function reasonLabel(language: CrewLanguage, reason: NotDoneReason): string {
  return NOT_DONE_REASON_LABELS[language][reason];
}

import { PDF, rowsOf } from './row.js';

const r = rowsOf('jobs');

/** The routes of the jobs area. */
export const jobsRoutes = [
  // Projects, phases, the crew schedule, the homeowner status link and reports.
  // Project changes may mail the homeowner (first scheduled date, stage change).
  r('GET /api/projects', 'list-projects', 'read'),
  r('POST /api/projects', 'create-project', 'rw'),
  r('GET /api/projects/dashboard/summary', 'get-projects-summary', 'read'),
  r('GET /api/projects/crew', 'get-crew', 'read'),
  r('GET /api/projects/schedule', 'get-schedule', 'read'),
  r('GET /api/projects/phase-template', 'get-phase-template', 'read'),
  r('PUT /api/projects/phase-template', 'save-phase-template', 'rw'),
  r('GET /api/projects/{id}', 'get-project', 'read'),
  r('PUT /api/projects/{id}/status', 'update-project-status', 'rw mail'),
  r('POST /api/projects/{id}/assign-manager', 'assign-manager', 'rw mail'),
  r('POST /api/projects/{id}/phases', 'add-phase', 'rw mail'),
  r('PUT /api/projects/{id}/phases/{phaseId}', 'update-phase', 'rw mail'),
  r('POST /api/projects/{id}/phases/{phaseId}/assign-worker', 'assign-worker', 'rw mail'),
  r('GET /api/projects/{id}/timeline', 'get-timeline', 'read'),
  r('POST /api/projects/{id}/weather-delay', 'weather-delay', 'rw mail'),
  r('PUT /api/projects/{id}/material-order', 'save-material-order', 'rw mail'),
  r('PUT /api/projects/{id}/job-notes', 'save-job-notes', 'rw'),
  r('GET /api/projects/{id}/material-order/pdf', 'material-order-pdf', 'rw docs:rw', { memory: 512 }),
  r('GET /api/projects/{id}/photos', 'get-project-photos', 'read uploads:r'),
  r('POST /api/projects/{id}/photo-report', 'photo-report', 'rw uploads:rw', PDF),
  r('GET /api/project-status/{token}', 'get-project-status', 'read docs:r'),
  // The crew app (docs/product.md#crew-app): only the caller's assigned projects, never a price.
  r('GET /api/crew/me', 'get-crew-me', 'read'),
  r('PUT /api/crew/me', 'update-crew-me', 'rw'),
  r('GET /api/crew/jobs', 'list-crew-jobs', 'read'),
  r('GET /api/crew/jobs/{id}', 'get-crew-job', 'read'),
  r('POST /api/crew/jobs/{id}/photos/upload-url', 'request-photo-upload', 'read uploads:w'),
  r('POST /api/crew/jobs/{id}/photos', 'save-photo', 'rw uploads:rw'),
  r('PUT /api/crew/jobs/{id}/phases/{phaseId}/steps/{stepId}', 'save-step', 'rw'),
  r('POST /api/crew/jobs/{id}/phases/{phaseId}/complete', 'complete-phase', 'rw'),
  r('POST /api/crew/jobs/{id}/sign-off', 'sign-off', 'rw uploads:r docs:rw', PDF),
  r('GET /api/reports', 'get-report', 'read'),
];

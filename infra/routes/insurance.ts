import { PDF, rowsOf } from './row.js';

const r = rowsOf('insurance');

/** The routes of the insurance area. */
export const insuranceRoutes = [
  // Claim details on projects, disputes and supplements.
  r('PUT /api/projects/{id}/insurance', 'insurance/save-project-insurance', 'rw'),
  r('GET /api/insurance/projects', 'list-insurance-projects', 'read'),
  r('GET /api/disputes', 'list-disputes', 'read'),
  r('POST /api/disputes', 'create-dispute', 'rw'),
  r('GET /api/disputes/dashboard/summary', 'get-disputes-summary', 'read'),
  r('GET /api/disputes/{id}', 'get-dispute', 'read'),
  r('PUT /api/disputes/{id}/status', 'update-dispute-status', 'rw'),
  r('POST /api/disputes/{id}/add-document', 'add-dispute-document', 'rw'),
  r('GET /api/disputes/{id}/timeline', 'get-dispute-timeline', 'read'),
  // The supplement request: rendered on the spot (a few hundred ms) and kept with the library's uploads.
  r('POST /api/projects/{id}/supplement', 'insurance/create-supplement', 'rw uploads:rw', PDF),
];

import { rowsOf } from './row.js';

const r = rowsOf('communications');

/** The routes of the communications area. */
export const communicationsRoutes = [
  // Every mail sent on an account's behalf, with delivery tracking.
  r('GET /api/communications', 'list-communications', 'read'),
  r('POST /api/communications/send', 'send-communication', 'rw mail'),
  // The compose screen's preview: the same drafting as a send, nothing stored or mailed.
  r('POST /api/communications/preview', 'preview-communication', 'read'),
  r('POST /api/communications/send-proposal', 'send-proposal', 'rw mail render'),
  r('POST /api/communications/send-status-update', 'send-status-update', 'rw mail'),
  r('GET /api/communications/templates', 'list-templates', 'read'),
  r('GET /api/communications/mail-health', 'get-mail-health', 'read'),
  r('POST /api/communications/templates', 'create-template', 'rw'),
  r('GET /api/communications/{id}/stats', 'get-communication-stats', 'read'),
];

/** What the public-site area offers the other areas: import it only through this file. */
export { getCampaign } from './data/campaign.js';
export {
  getOperatorNotificationEmail,
  saveOperatorNotificationEmail,
} from './data/operator-notifications.js';
export {
  type ContactRecord,
  countSubmissions,
  countSubmissionsSince,
  type GdprRequestRecord,
  getExistingSubmission,
  getOldestWithStatus,
  type LeadRecord,
  listSubmissions,
  type PartnerApplicationRecord,
  putGdprRequest,
  saveSubmission,
  type SubmissionKind,
} from './data/submissions.js';
export { newGdprRequest } from './service/gdpr-request.js';
export { type NewSubmission, notifyOperators } from './service/operator-notifications-service.js';

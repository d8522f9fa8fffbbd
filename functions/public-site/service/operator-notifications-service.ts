import { config } from '../../platform/config.js';
import { getOperatorNotificationEmail } from '../data/operator-notifications.js';
import { errorFields, log } from '../../platform/log.js';
import { enqueueEmail } from '../../platform/queue.js';

/** A new public submission (or an account whose customer mail was paused) operators should hear about. */
export interface NewSubmission {
  kind: 'partner' | 'contact' | 'gdpr' | 'mail-paused';
  id: string;
  from: string;
  summary: string;
}

const CRM_PAGES = {
  partner: 'crm?tab=partners',
  contact: 'crm?tab=contacts',
  gdpr: 'crm?tab=gdpr',
  'mail-paused': 'users',
} as const;

/**
 * Mail the operators' configured address about a new partner application, contact message or GDPR
 * request. A courtesy: a missing address or a queue hiccup never fails the visitor's submission.
 */
export async function notifyOperators(submission: NewSubmission): Promise<void> {
  try {
    const to = await getOperatorNotificationEmail();
    if (!to) return;
    await enqueueEmail({
      key: `operator-notice#${submission.kind}#${submission.id}`,
      to: [to],
      template: 'operator-new-submission',
      data: {
        kind: submission.kind,
        from: submission.from,
        summary: submission.summary,
        crmUrl: `${config.APP_URL}/dashboard/admin/${CRM_PAGES[submission.kind]}`,
      },
    });
  } catch (error) {
    log('warn', 'operator notice not queued', { id: submission.id, ...errorFields(error) });
  }
}

import { config } from '../../platform/config.js';
import { getCommunication } from '../data/communications.js';
import { getEstimate } from '../../estimates/index.js';
import { getProject } from '../../jobs/index.js';
import { noticeMember } from '../../accounts/index.js';

// Settings' `delivery_problems` preference (docs/product.md#communications): a hard bounce of a mail to a homeowner tells
// the member who owns its estimate (or manages its project), so they can fix the address.

/** Communication types that go to homeowners; bounces of our own notices never mail anyone. */
const HOMEOWNER_TYPES = new Set(['proposal', 'signing', 'message', 'status_update']);

/**
 * Mails the owner of a bounced homeowner mail's estimate or project, once per communication and
 * address (the notice's business key); nothing when the mail is about neither.
 */
export async function noticeBounce(accountId: string, communicationId: string, email: string): Promise<void> {
  const communication = await getCommunication(accountId, communicationId);
  if (!communication || !HOMEOWNER_TYPES.has(communication.communicationType)) return;
  const [estimate, project] = await Promise.all([
    communication.estimateId ? getEstimate(accountId, communication.estimateId) : undefined,
    communication.projectId ? getProject(accountId, communication.projectId) : undefined,
  ]);
  const memberId = estimate?.userId ?? project?.managerId ?? project?.createdBy;
  if (!memberId) return;
  const page = estimate
    ? `/dashboard/estimates/${estimate.estimateId}`
    : `/dashboard/projects/${project!.projectId}`;
  await noticeMember(accountId, memberId, 'delivery_problems', {
    key: `delivery-problem#${communicationId}#${email.toLowerCase()}`,
    subject: `A mail to ${email} bounced`,
    lines: [
      `“${communication.subject}” could not be delivered to ${email}: the address does not accept mail.`,
      'Check the address with the homeowner, correct it and send again.',
    ],
    url: `${config.APP_URL}${page}`,
    buttonLabel: estimate ? 'Open the estimate' : 'Open the project',
  });
}

import {
  firstScheduledDate,
  HOMEOWNER_LINK_DAYS,
  HOMEOWNER_NEXT_STEP,
  installDateOf,
  PROJECT_MESSAGES,
  PROJECT_STATUS_LABELS,
} from '@shared/jobs/projects.js';
import type { HomeownerProjectView } from '@shared/jobs/schemas/projects.js';
import { config } from '../../platform/config.js';
import {
  getAccount,
  getAccountSettings,
  guardSendIfAllowed,
  brandingMail,
  mailOnBehalf,
  type SendPermit,
} from '../../accounts/index.js';
import {
  getCurrentProjectLink,
  getProject,
  getProjectLink,
  putProjectLink,
  type ProjectRecord,
} from '../data/projects.js';
import { getUser } from '../../platform/data/users.js';
import { GoneError, NotFoundError } from '../../platform/errors.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import { completionCertificateUrl } from './crew-service.js';
import { addDays } from '@shared/kernel/time.js';
import { centsAsDollars } from '@shared/kernel/format.js';

// The homeowner's read-only project status link: a fresh expiring token with every mail (only its
// SHA-256 is stored), sent with the first scheduled date and on each stage change.

// Mail addresses compare case-insensitively: a link mailed to Maria@… still opens for maria@….
function sameAddress(sentTo: string, now: string | null): boolean {
  return now !== null && sentTo.toLowerCase() === now.toLowerCase();
}

/** The homeowner's status page of a token. */
export function projectStatusUrl(token: string): string {
  return `${config.APP_URL}/project/${token}`;
}

/**
 * The contact details to show: the company's own from Settings (docs/product.md#accounts), else those of the manager,
 * else of the member who created the project.
 */
async function contactOf(project: ProjectRecord): Promise<{ phone: string | null; email: string | null }> {
  const memberId = project.managerId ?? project.createdBy;
  const [found, settings] = await Promise.all([
    memberId ? getUser(memberId) : undefined,
    getAccountSettings(project.accountId),
  ]);
  const member = found && found.accountId === project.accountId && found.isActive ? found : undefined;
  return {
    phone: settings.company.phone ?? member?.phone ?? null,
    email: settings.company.email ?? member?.email ?? null,
  };
}

/**
 * Mail the homeowner a new status link for the project as it now stands, under the send guard's
 * permit (see `guardStatusMail`). `reason` keys the mail so one stage change mails once; `newDates`
 * makes it the "new dates" mail, saying why the dates moved and listing them.
 */
export async function mailHomeownerStatus(
  permit: SendPermit,
  project: ProjectRecord,
  reason: string,
  now: Date,
  newDates?: string,
): Promise<void> {
  if (!project.customerEmail) return;
  const { token, hash } = newSecureToken();
  await putProjectLink({
    tokenHash: hash,
    accountId: project.accountId,
    projectId: project.projectId,
    issuedAt: now.toISOString(),
    expiresAt: addDays(now, HOMEOWNER_LINK_DAYS).toISOString(),
    sentTo: project.customerEmail,
  });
  const [account, contact] = await Promise.all([getAccount(project.accountId), contactOf(project)]);
  const logo = brandingMail(account);
  await mailOnBehalf(permit, {
    key: `project-status#${project.projectId}#${reason}`,
    to: [project.customerEmail],
    template: 'project-status',
    replyTo: contact.email ?? undefined,
    data: {
      companyName: account?.name ?? 'Your contractor',
      customerName: project.customerName,
      address: project.address,
      statusLabel: PROJECT_STATUS_LABELS[project.status],
      nextStep: HOMEOWNER_NEXT_STEP[project.status],
      firstDate: firstScheduledDate(project.phases),
      statusUrl: projectStatusUrl(token),
      ...(newDates !== undefined && {
        newDatesReason: newDates,
        phases: project.phases
          .filter((phase) => phase.startDate !== null)
          .map((phase) => ({ name: phase.name, start: phase.startDate, end: phase.endDate })),
      }),
      ...logo.data,
    },
    attachments: logo.attachments.length ? logo.attachments : undefined,
    // Recorded as a status update on the project (and its estimate) in Communications.
    context: {
      accountId: project.accountId,
      type: 'status_update',
      projectId: project.projectId,
      ...(project.estimateId && { estimateId: project.estimateId }),
    },
  });
}

/**
 * The send guard for a project's status mail, asked before the stage changes: a reached cap refuses
 * the change (429); a suppressed address or a paused or read-only account only means no mail (null),
 * because the work on the roof must not wait on mail (docs/decisions.md).
 */
export async function guardStatusMail(
  accountId: string,
  customerEmail: string | null,
  now: Date,
): Promise<SendPermit | null> {
  return customerEmail ? guardSendIfAllowed(accountId, [customerEmail], now) : null;
}

/**
 * The project a homeowner's status token opens: 404 for an unknown token, 410 once expired,
 * replaced by a newer link or sent to an address the project no longer has.
 */
export async function projectOfStatusToken(token: string, now = new Date()): Promise<ProjectRecord> {
  const link = await getProjectLink(hashToken(token));
  if (!link) throw new NotFoundError(PROJECT_MESSAGES.linkInvalid);
  if (Date.parse(link.expiresAt) <= now.getTime()) throw new GoneError(PROJECT_MESSAGES.linkExpired);
  const [project, current] = await Promise.all([
    getProject(link.accountId, link.projectId),
    getCurrentProjectLink(link.accountId, link.projectId),
  ]);
  if (!project) throw new NotFoundError(PROJECT_MESSAGES.linkInvalid);
  if (current && current.tokenHash !== link.tokenHash) throw new GoneError(PROJECT_MESSAGES.linkReplaced);
  if (link.sentTo !== undefined && !sameAddress(link.sentTo, project.customerEmail))
    throw new GoneError(PROJECT_MESSAGES.linkReplaced);
  return project;
}

/**
 * GET /api/project-status/{token}: the homeowner's view; 404 unknown, 410 expired, replaced by a newer
 * link, or sent to an address the project no longer has (docs/decisions.md, "One homeowner status link").
 */
export async function openHomeownerProject(token: string, now = new Date()): Promise<HomeownerProjectView> {
  const project = await projectOfStatusToken(token, now);
  const [account, contact, certificate] = await Promise.all([
    getAccount(project.accountId),
    contactOf(project),
    completionCertificateUrl(project, now),
  ]);
  return {
    company_name: account?.name ?? 'Your contractor',
    company_phone: contact.phone,
    company_email: contact.email,
    customer_name: project.customerName,
    address: project.address,
    status: project.status,
    status_label: PROJECT_STATUS_LABELS[project.status],
    next_step: HOMEOWNER_NEXT_STEP[project.status],
    signed_total: centsAsDollars(project.signedCents),
    install_date: installDateOf(project.phases),
    phases: project.phases.map((phase) => ({
      name: phase.name,
      start_date: phase.startDate,
      end_date: phase.endDate,
      status: phase.status,
    })),
    updated_at: project.updatedAt,
    schedule_note: project.scheduleNote ?? null,
    completion_certificate_url: certificate,
  };
}

/**
 * The registry of every mail template: each template module keys its renderers by template name,
 * and this is the one place that joins them, so a template missing from the list fails to compile.
 */
import { accountTemplates } from './account-emails.js';
import { billingTemplates } from './billing-emails.js';
import { communicationTemplates } from './communication-emails.js';
import { documentSigningTemplates } from './document-signing-emails.js';
import type { RenderedEmail, Renderer } from './layout.js';
import { operationsTemplates } from './operations-emails.js';
import { projectTemplates } from './project-emails.js';
import { proposalTemplates } from './proposal-emails.js';
import { publicFormTemplates } from './public-form-emails.js';
import { signUpTemplates } from './signup-emails.js';
import { teamNoticeTemplates } from './team-notice-emails.js';
import type { EmailTemplate } from './template-names.js';

const templates: Record<EmailTemplate, Renderer> = {
  ...accountTemplates,
  ...signUpTemplates,
  ...publicFormTemplates,
  ...proposalTemplates,
  ...documentSigningTemplates,
  ...projectTemplates,
  ...communicationTemplates,
  ...teamNoticeTemplates,
  ...operationsTemplates,
  ...billingTemplates,
};

/** Renders an email job's template with its data. */
export function renderEmail(job: { template: EmailTemplate; data: Record<string, unknown> }): RenderedEmail {
  return templates[job.template](job.data);
}

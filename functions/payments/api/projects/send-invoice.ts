import { projectPath } from '@shared/jobs/schemas/projects.js';
import { projectPaymentsView, sendInvoiceRequest } from '@shared/payments/schemas/payments.js';
import { route } from '../../../platform/route.js';
import { sendInvoice } from '../../service/invoice-service.js';

/** POST /api/projects/{id}/invoices — invoice all or part of a stage of the schedule; mails the homeowner a pay link. */
export const handler = route(
  { auth: 'projects.create', path: projectPath, body: sendInvoiceRequest, response: projectPaymentsView },
  async ({ path, body, caller }) => sendInvoice(caller, path.id, body),
);

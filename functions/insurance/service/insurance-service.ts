import { claimStatusLabel, PROJECT_MESSAGES, type ClaimStatus } from '@shared/jobs/projects.js';
import type { InsuranceProjects, SaveProjectInsuranceRequest } from '@shared/insurance/schemas/insurance.js';
import type { Project } from '@shared/jobs/schemas/projects.js';
import {
  getProject,
  listProjects,
  saveProject,
  type ProjectRecord,
  toProject,
  toProjectInsurance,
} from '../../jobs/index.js';
import { listAllAccountMembers } from '../../platform/data/users.js';
import { retryOnConflict } from '../../platform/data/versioned.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { Caller } from '../../platform/middleware/authenticate.js';

// Claim details on projects (docs/product.md#insurance): a project with a carrier is an insurance project.

/** Most projects the insurance home reads (pages of the account's partition). */
const MAX_SCANNED_PROJECTS = 2000;

const cents = (dollars: number | null | undefined) => (dollars == null ? null : Math.round(dollars * 100));
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The stored claim from a request; null when the carrier is empty (no longer an insurance project). */
function claimOf(
  request: SaveProjectInsuranceRequest,
  previous: ProjectRecord['insurance'],
): ProjectRecord['insurance'] {
  const company = blankToNull(request.insurance_company);
  if (!company) return null;
  return {
    insuranceCompany: company,
    claimNumber: blankToNull(request.claim_number),
    adjusterName: blankToNull(request.adjuster_name),
    claimStatus: previous?.claimStatus ?? 'open',
    policyNumber: blankToNull(request.policy_number),
    dateOfLoss: request.date_of_loss ?? null,
    adjusterEmail: blankToNull(request.adjuster_email),
    adjusterPhone: blankToNull(request.adjuster_phone),
    deductibleCents: cents(request.deductible),
    rcvCents: cents(request.rcv),
    acvCents: cents(request.acv),
    depreciationCents: cents(request.recoverable_depreciation),
    finalEstimateCents: cents(request.final_estimate),
  };
}

/** PUT /api/projects/{id}/insurance: replace the project's claim details (another account's project is 404). */
export async function saveProjectInsuranceFor(
  caller: Caller,
  projectId: string,
  request: SaveProjectInsuranceRequest,
  now = new Date(),
): Promise<Project> {
  const at = now.toISOString();
  const saved = await retryOnConflict(
    async () => {
      const current = await getProject(caller.accountId, projectId);
      if (!current) throw new NotFoundError(PROJECT_MESSAGES.notFound);
      const insurance = claimOf(request, current.insurance);
      const detail = insurance
        ? `${insurance.insuranceCompany}${insurance.claimNumber ? `, claim ${insurance.claimNumber}` : ''}`
        : 'Claim details removed';
      const next: ProjectRecord = {
        ...current,
        insurance,
        version: current.version + 1,
        updatedAt: at,
        timeline: [...current.timeline, { at, event: 'insurance', detail }],
      };
      await saveProject(next, current);
      return next;
    },
    projectChanged,
    6,
  );
  const members = new Map(
    (await listAllAccountMembers(caller.accountId)).map((member) => [member.userId, member]),
  );
  return toProject(saved, members);
}

/** What a change that kept losing the race to other writers answers. */
function projectChanged(cause: Error): ConflictError {
  return new ConflictError(PROJECT_MESSAGES.changed, { cause });
}

/** GET /api/insurance/projects: the account's projects with a carrier, newest first. */
export async function insuranceProjectsFor(caller: Caller): Promise<InsuranceProjects> {
  const found: InsuranceProjects['projects'] = [];
  let cursor: string | undefined;
  let scanned = 0;
  do {
    const page = await listProjects(caller.accountId, { limit: 200, cursor });
    scanned += page.items.length;
    for (const record of page.items)
      if (record.insurance?.insuranceCompany)
        found.push({
          id: record.projectId,
          name: record.name,
          customer_name: record.customerName,
          address: record.address,
          status: record.status,
          insurance: toProjectInsurance(record.insurance),
        });
    cursor = page.nextCursor ?? undefined;
  } while (cursor && scanned < MAX_SCANNED_PROJECTS);
  return { projects: found };
}

/**
 * The claim status follows the project's disputes: it takes the status of the dispute filed or moved
 * last (a new dispute reopens a resolved claim). A project without a carrier, or already at that
 * status, is left alone.
 */
export async function followDisputeStatus(
  accountId: string,
  projectId: string,
  status: ClaimStatus,
  reason: string,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await retryOnConflict(
    async () => {
      const current = await getProject(accountId, projectId);
      if (!current?.insurance?.insuranceCompany || current.insurance.claimStatus === status) return;
      const next: ProjectRecord = {
        ...current,
        insurance: { ...current.insurance, claimStatus: status },
        version: current.version + 1,
        updatedAt: at,
        timeline: [
          ...current.timeline,
          { at, event: 'claim', detail: `Claim status ${claimStatusLabel(status)} (${reason})` },
        ],
      };
      await saveProject(next, current);
    },
    projectChanged,
    6,
  );
}

import { CLAIM_STATUSES, nextProjectStatuses, type ClaimStatus } from '@shared/jobs/projects.js';
import type { Project, ProjectInsurance, ProjectSummary } from '@shared/jobs/schemas/projects.js';
import type { ProjectRecord } from '../data/projects.js';
import type { UserRecord } from '../../platform/data/users.js';
import { centsAsDollars } from '@shared/kernel/format.js';
import { roofSquares } from '@shared/estimates/measurement/roof-area.js';

// A stored project as the API answers it: dollars at the edge, crew and manager by name.

/** Members of an account by id, for naming crew and managers. */
export type MemberNames = Map<string, UserRecord>;

/** A member as a crew chip: id and display name ("Former member" once removed). */
export function personOf(members: MemberNames, userId: string): { id: string; name: string } {
  const member = members.get(userId);
  const name = member ? `${member.firstName} ${member.lastName}`.trim() || member.email : 'Former member';
  return { id: userId, name };
}

/** The next phase not done (its name and start), for the list card. */
function nextPhase(record: ProjectRecord): ProjectSummary['next_phase'] {
  const phase = record.phases.find((candidate) => candidate.status !== 'done');
  return phase ? { name: phase.name, start_date: phase.startDate } : null;
}

/** A project as the list and the board show it. */
export function toProjectSummary(record: ProjectRecord, members: MemberNames): ProjectSummary {
  return {
    id: record.projectId,
    name: record.name,
    status: record.status,
    customer_name: record.customerName,
    address: record.address,
    signed_total: centsAsDollars(record.signedCents),
    // Read from the area, so a project stored with the planes-found squares reads what its estimate reads.
    squares: record.areaSqft === null ? record.squares : roofSquares(record.areaSqft),
    manager: record.managerId ? personOf(members, record.managerId) : null,
    next_phase: nextPhase(record),
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

function claimStatus(value: string | null): ClaimStatus | null {
  return CLAIM_STATUSES.find((status) => status === value) ?? null;
}

/** A project's stored claim as answered (money in dollars). */
export function toProjectInsurance(insurance: NonNullable<ProjectRecord['insurance']>): ProjectInsurance {
  return {
    insurance_company: insurance.insuranceCompany,
    claim_number: insurance.claimNumber,
    adjuster_name: insurance.adjusterName,
    claim_status: claimStatus(insurance.claimStatus),
    policy_number: insurance.policyNumber ?? null,
    date_of_loss: insurance.dateOfLoss ?? null,
    adjuster_email: insurance.adjusterEmail ?? null,
    adjuster_phone: insurance.adjusterPhone ?? null,
    deductible: centsAsDollars(insurance.deductibleCents),
    rcv: centsAsDollars(insurance.rcvCents),
    acv: centsAsDollars(insurance.acvCents),
    recoverable_depreciation: centsAsDollars(insurance.depreciationCents),
    final_estimate: centsAsDollars(insurance.finalEstimateCents),
  };
}

/** A project in full. */
export function toProject(record: ProjectRecord, members: MemberNames): Project {
  const crewIds = [...new Set(record.phases.flatMap((phase) => phase.crew))];
  return {
    ...toProjectSummary(record, members),
    next_statuses: [...nextProjectStatuses(record.status)],
    customer_email: record.customerEmail,
    customer_phone: record.customerPhone,
    estimate_id: record.estimateId,
    proposal_id: record.proposalId,
    signed_at: record.signedAt,
    area_sqft: record.areaSqft,
    pitch: record.pitch,
    roof_type: record.roofType,
    complexity: record.complexity,
    suggested_waste_percent: record.suggestedWastePercent,
    material_order: record.materialOrder,
    job_notes: record.jobNotes ?? null,
    phases: record.phases.map((phase) => ({
      id: phase.phaseId,
      name: phase.name,
      start_date: phase.startDate,
      end_date: phase.endDate,
      status: phase.status,
      crew: phase.crew.map((userId) => personOf(members, userId)),
    })),
    crew: crewIds.map((userId) => personOf(members, userId)),
    documents:
      record.estimateId && record.signedAt
        ? [{ kind: 'signed_contract', label: 'Signed contract (PDF)', estimate_id: record.estimateId }]
        : [],
    timeline: record.timeline,
    insurance: record.insurance && toProjectInsurance(record.insurance),
    version: record.version,
  };
}

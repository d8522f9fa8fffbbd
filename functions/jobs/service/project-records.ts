import { ulid } from 'ulid';
import { chosenMaterialOrder } from '@shared/estimates/measurement/chosen-materials.js';
import { roofSquares } from '@shared/estimates/measurement/roof-area.js';
import { DEFAULT_PHASE_TEMPLATE } from '@shared/jobs/projects.js';
import type { EstimateRecord } from '../../estimates/index.js';
import { getPhaseTemplate, type ProjectRecord } from '../data/projects.js';
import type { ProposalRecord } from '../../documents/index.js';

// How a new project is filled: from a signed proposal's frozen snapshot, from an estimate, or by hand;
// its phases from the account's template.

/** The facts a new project starts with. */
export type ProjectFacts = Pick<
  ProjectRecord,
  | 'name'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'address'
  | 'estimateId'
  | 'proposalId'
  | 'signedCents'
  | 'signedAt'
  | 'areaSqft'
  | 'squares'
  | 'pitch'
  | 'roofType'
  | 'complexity'
  | 'suggestedWastePercent'
  | 'materialOrder'
>;

/** The roof facts of a project with no measurement. */
function blankRoof() {
  return {
    areaSqft: null,
    squares: null,
    pitch: null,
    roofType: null,
    complexity: null,
    suggestedWastePercent: null,
    materialOrder: [],
  };
}

/** A project's name: the customer and the street. */
function projectName(customerName: string, address: string): string {
  return `${customerName} — ${address.split(',')[0]}`.slice(0, 200);
}

/** The order of a signed proposal: the measured list, or the chosen line's (docs/decisions.md, "The material order follows the choice"). */
function orderOfProposal(proposal: ProposalRecord): ProjectFacts['materialOrder'] {
  const { materials, edges } = proposal.snapshot.measurement;
  const { choice } = proposal;
  if (!choice) return materials.map(({ item, quantity, unit }) => ({ item, quantity, unit }));
  return chosenMaterialOrder({ materials, edges }, choice);
}

/** Facts of a signed proposal: what the homeowner signed for, as frozen when it was sent. */
export function factsOfProposal(proposal: ProposalRecord, signedAt: string): ProjectFacts {
  const { snapshot } = proposal;
  const measurement = snapshot.measurement;
  return {
    name: projectName(proposal.customerName, snapshot.propertyAddress),
    customerName: proposal.customerName,
    customerEmail: proposal.customerEmail,
    customerPhone: snapshot.customer.phone,
    address: snapshot.propertyAddress,
    estimateId: proposal.estimateId,
    proposalId: proposal.proposalId,
    signedCents: proposal.totalCents,
    signedAt,
    areaSqft: measurement.adjustedAreaSqft,
    squares: roofSquares(measurement.adjustedAreaSqft),
    pitch: measurement.predominantPitch,
    roofType: measurement.roofType,
    complexity: proposal.complexity,
    suggestedWastePercent: measurement.suggestedWastePercent,
    materialOrder: orderOfProposal(proposal),
  };
}

/** Facts of an estimate (a project started by hand from it): its price, not yet signed. */
export function factsOfEstimate(estimate: EstimateRecord): ProjectFacts {
  const customerName =
    [estimate.customerFirstName, estimate.customerLastName].filter(Boolean).join(' ') || 'Customer';
  const measurement = estimate.measurement;
  return {
    name: projectName(customerName, estimate.address),
    customerName,
    customerEmail: estimate.customerEmail,
    customerPhone: estimate.customerPhone,
    address: estimate.location?.formattedAddress ?? estimate.address,
    estimateId: estimate.estimateId,
    proposalId: null,
    signedCents: estimate.finalCents,
    signedAt: null,
    ...(measurement
      ? {
          areaSqft: measurement.adjustedAreaSqft,
          squares: roofSquares(measurement.adjustedAreaSqft),
          pitch: measurement.predominantPitch,
          roofType: measurement.roofType,
          complexity: measurement.complexity,
          suggestedWastePercent: measurement.suggestedWastePercent,
          materialOrder: measurement.materials.map(({ item, quantity, unit }) => ({ item, quantity, unit })),
        }
      : blankRoof()),
  };
}

/** Facts typed by hand. */
export function factsByHand(input: {
  name?: string;
  customer_name: string;
  customer_email?: string;
  customer_phone?: string;
  address: string;
}): ProjectFacts {
  return {
    name: input.name ?? projectName(input.customer_name, input.address),
    customerName: input.customer_name,
    customerEmail: input.customer_email ?? null,
    customerPhone: input.customer_phone || null,
    address: input.address,
    estimateId: null,
    proposalId: null,
    signedCents: null,
    signedAt: null,
    ...blankRoof(),
  };
}

/** A new project (status sold) with the account's phase template, created by `createdBy` (null: by signing). */
export async function newProject(
  accountId: string,
  facts: ProjectFacts,
  createdBy: string | null,
  now: Date,
  detail: string,
): Promise<ProjectRecord> {
  const at = now.toISOString();
  const template = (await getPhaseTemplate(accountId)) ?? DEFAULT_PHASE_TEMPLATE;
  return {
    accountId,
    projectId: ulid(now.getTime()),
    version: 1,
    status: 'sold',
    ...facts,
    managerId: null,
    phases: template.map((name) => ({
      phaseId: ulid(now.getTime()),
      name,
      startDate: null,
      endDate: null,
      status: 'pending',
      crew: [],
    })),
    timeline: [{ at, event: 'created', detail }],
    startedAt: null,
    firstDateSent: false,
    insurance: null,
    createdBy,
    createdAt: at,
    updatedAt: at,
  };
}

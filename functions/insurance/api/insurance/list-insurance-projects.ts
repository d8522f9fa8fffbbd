import { insuranceProjects } from '@shared/insurance/schemas/insurance.js';
import { route } from '../../../platform/route.js';
import { insuranceProjectsFor } from '../../service/insurance-service.js';

/** GET /api/insurance/projects — the account's projects with a carrier and their claim details. */
export const handler = route({ auth: 'disputes.read', response: insuranceProjects }, async ({ caller }) =>
  insuranceProjectsFor(caller),
);

import { insuranceProjects } from '../../../shared/schemas/insurance.js';
import { route } from '../../lib/route.js';
import { insuranceProjectsFor } from '../../lib/services/insurance-service.js';

/** GET /api/insurance/projects — the account's projects with a carrier and their claim details. */
export const handler = route({ auth: 'disputes.read', response: insuranceProjects }, async ({ caller }) =>
  insuranceProjectsFor(caller),
);

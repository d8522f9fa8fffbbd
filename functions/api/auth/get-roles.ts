import { rolesResponse } from '../../../shared/schemas/auth.js';
import { route } from '../../lib/route.js';
import { listRoles } from '../../lib/services/auth-service.js';

/** GET /api/auth/roles — every role and the permissions it grants. */
export const handler = route({ auth: 'user', response: rolesResponse }, async () => listRoles());

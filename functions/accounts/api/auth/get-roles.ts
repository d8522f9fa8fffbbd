import { rolesResponse } from '@shared/accounts/schemas/auth.js';
import { route } from '../../../platform/route.js';
import { listRoles } from '../../service/auth-service.js';

/** GET /api/auth/roles — every role and the permissions it grants. */
export const handler = route({ auth: 'user', response: rolesResponse }, async () => listRoles());

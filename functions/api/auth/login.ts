import { loginRequest } from '../../../shared/schemas/auth.js';
import { route } from '../../lib/route.js';
import { logIn } from '../../lib/services/auth-service.js';

/** POST /api/auth/login — email and password to `{access_token, user}`. */
export const handler = route({ auth: 'public', body: loginRequest }, async ({ body }) => logIn(body.email, body.password));

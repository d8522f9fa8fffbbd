import { authResponse, loginRequest } from '../../../shared/schemas/auth.js';
import { clientAddress } from '../../lib/client-address.js';
import { assertDemoLoginAllowed } from '../../lib/demo-mode.js';
import { publicRoute } from '../../lib/route.js';
import { logIn } from '../../lib/services/auth-service.js';

/** POST /api/auth/login — email and password to `{access_token, user}`; failures are throttled per email and client address. */
export const handler = publicRoute(
  { body: loginRequest, response: authResponse },
  async ({ body, event }) => {
    assertDemoLoginAllowed(body.email);
    return logIn(body.email, body.password, clientAddress(event));
  },
);

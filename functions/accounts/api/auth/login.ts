import { loginRequest, loginResponse } from '@shared/accounts/schemas/auth.js';
import { clientAddress } from '../../../platform/client-address.js';
import { assertDemoLoginAllowed } from '../../../platform/demo-mode.js';
import { publicRoute } from '../../../platform/route.js';
import { logIn } from '../../service/auth-service.js';

/** POST /api/auth/login — email and password to `{access_token, user}` (an operator: to the code step); failures are throttled per email and client address. */
export const handler = publicRoute(
  { body: loginRequest, response: loginResponse },
  async ({ body, event }) => {
    assertDemoLoginAllowed(body.email);
    return logIn(body.email, body.password, clientAddress(event));
  },
);

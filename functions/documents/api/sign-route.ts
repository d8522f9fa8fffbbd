import type { z } from '@shared/kernel/zod.js';
import { MAX_SIGN_BODY_BYTES, signRequest, tokenPath } from '@shared/documents/schemas/proposals.js';
import { clientAddress } from '../../platform/client-address.js';
import { publicRoute, type RouteAnswer } from '../../platform/route.js';
import type { SignerContext, SignInput } from '../service/sign-once.js';

/**
 * The public route of a signing link (contract or library document): the token in the path, the
 * typed name and drawn signature in the body, and who signed from where taken from the request.
 */
export function signRoute<R extends z.ZodMiniType>(
  response: R,
  sign: (token: string, input: SignInput, signer: SignerContext) => Promise<RouteAnswer<R>>,
) {
  return publicRoute(
    { response, path: tokenPath, body: signRequest, maxBodyBytes: MAX_SIGN_BODY_BYTES },
    async ({ path, body, event }) =>
      sign(path.token, body, {
        clientAddress: clientAddress(event),
        userAgent: event.headers?.['user-agent'] ?? event.requestContext?.http?.userAgent ?? '',
      }),
  );
}

import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ORIGIN_REFUSED_MESSAGE } from '@shared/kernel/edge.js';
import { carriesOriginSecret } from '../client-address.js';
import { ForbiddenError } from '../errors.js';
import { originCheckRequired, originSecret } from '../origin-secret.js';

/**
 * Refuses (403) a request without CloudFront's origin secret, before anything else runs: the API is
 * reachable only through the distribution, so limits and the viewer address cannot be dodged by
 * calling API Gateway directly. Fails closed: when the secret cannot be read (on AWS, from Secrets
 * Manager once per cold start) the request is a 500, never let through. A 500 rather than a 403,
 * because the fault is ours, not the caller's: it is logged as an error and alarms like one, and the
 * next request reads again. Off only where no secret is configured (unit tests).
 */
export function originCheck(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    name: 'origin-check',
    before: async (request) => {
      if (!originCheckRequired()) return;
      const secret = await originSecret();
      if (!carriesOriginSecret(request.event, secret)) throw new ForbiddenError(ORIGIN_REFUSED_MESSAGE);
    },
  };
}

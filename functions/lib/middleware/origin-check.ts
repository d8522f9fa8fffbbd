import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ORIGIN_REFUSED_MESSAGE } from '../../../shared/domain/edge.js';
import { cameThroughEdge } from '../client-address.js';
import { config } from '../config.js';
import { ForbiddenError } from '../errors.js';

/**
 * Refuses (403) a request without CloudFront's origin secret, before anything else runs: the API is
 * reachable only through the distribution, so limits and the viewer address cannot be dodged by
 * calling API Gateway directly. Off only where no secret is configured (unit tests).
 */
export function originCheck(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    name: 'origin-check',
    before: (request) => {
      if (config.ORIGIN_VERIFY_SECRET && !cameThroughEdge(request.event))
        throw new ForbiddenError(ORIGIN_REFUSED_MESSAGE);
    },
  };
}

import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DEMO_READ_ONLY_MESSAGE } from '@shared/kernel/schemas/public-config.js';
import { ForbiddenError } from '../errors.js';
import { isReadOnlyDemo } from '../demo-mode.js';
import type { AuthedEvent } from './authenticate.js';

/** What the read-only demo account may still do besides reading. */
const DEMO_ALLOWED_WRITES = new Set(['POST /api/auth/logout']);

/**
 * Refuses (403) every change made from the demo account of a read-only demo tenant (AWS, operator's
 * flag): visitors share it, so none may alter what the next one sees or send mail from it.
 */
export function demoReadOnly(): MiddlewareObj<AuthedEvent, APIGatewayProxyStructuredResultV2> {
  return {
    name: 'demo-read-only',
    before: (request) => {
      const { caller, requestContext, routeKey } = request.event;
      const method = requestContext?.http?.method ?? routeKey.split(' ')[0];
      if (!caller || method === 'GET' || method === 'HEAD' || DEMO_ALLOWED_WRITES.has(routeKey)) return;
      if (isReadOnlyDemo(caller.user.email)) throw new ForbiddenError(DEMO_READ_ONLY_MESSAGE);
    },
  };
}

import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ErrorBody } from '@shared/kernel/schemas/common.js';
import { HttpError } from '../errors.js';
import { errorFields, log } from '../log.js';
import { jsonResult } from '../respond.js';

/** Maps typed errors to `{detail, errors?, ...body}` in one place; anything else is a 500 that leaks nothing. */
export function httpErrors(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    name: 'http-errors',
    onError: (request) => {
      const { error } = request;
      if (error instanceof HttpError) {
        // Extra fields first, so they can never replace `detail` or `errors`.
        const body: ErrorBody = {
          ...error.body,
          detail: error.message,
          ...(error.errors && { errors: error.errors }),
        };
        const retry = error.retryAfterSeconds;
        request.response = jsonResult(
          error.statusCode,
          body,
          retry === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil(retry))) },
        );
        return;
      }
      log('error', 'unhandled error', {
        requestId: request.context.awsRequestId,
        route: request.event.routeKey,
        ...errorFields(error),
      });
      request.response = jsonResult(500, { detail: 'Something went wrong on our side. Please try again.' });
    },
  };
}

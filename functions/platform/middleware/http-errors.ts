import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { apiErrorCode } from '@shared/kernel/api-keys.js';
import type { ErrorBody } from '@shared/kernel/schemas/common.js';
import { HttpError } from '../errors.js';
import { errorFields, log } from '../log.js';
import { jsonResult } from '../respond.js';

/** How a family of routes answers errors: the public API adds a stable `code` and its rate-limit headers. */
export interface ErrorStyle<E extends APIGatewayProxyEventV2 = APIGatewayProxyEventV2> {
  /** Add `code` (shared/kernel/api-keys.ts `API_ERROR_CODES`, or the error's own `body.code`). */
  coded?: boolean;
  /** Headers every error answer of these routes carries. */
  headers?: (event: E) => Record<string, string>;
  /** The `WWW-Authenticate` challenge a 401 answers (RFC 9110 §11.6.1), e.g. `Bearer realm="…"`. */
  challenge?: string;
}

/** Maps typed errors to `{detail, errors?, ...body}` in one place; anything else is a 500 that leaks nothing. */
export function httpErrors<E extends APIGatewayProxyEventV2 = APIGatewayProxyEventV2>(
  style: ErrorStyle<E> = {},
): MiddlewareObj<E, APIGatewayProxyStructuredResultV2> {
  return {
    name: 'http-errors',
    onError: (request) => {
      const { error } = request;
      const extra = style.headers?.(request.event) ?? {};
      if (error instanceof HttpError) {
        // Extra fields first, so they can never replace `detail` or `errors`.
        const body: ErrorBody = {
          ...(style.coded && { code: apiErrorCode(error.statusCode) }),
          ...error.body,
          detail: error.message,
          ...(error.errors && { errors: error.errors }),
        };
        const retry = error.retryAfterSeconds;
        request.response = jsonResult(error.statusCode, body, {
          ...extra,
          ...(error.statusCode === 401 && style.challenge && { 'www-authenticate': style.challenge }),
          ...(retry === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil(retry))) }),
        });
        return;
      }
      log('error', 'unhandled error', {
        requestId: request.context.awsRequestId,
        route: request.event.routeKey,
        ...errorFields(error),
      });
      request.response = jsonResult(
        500,
        {
          ...(style.coded && { code: apiErrorCode(500) }),
          detail: 'Something went wrong on our side. Please try again.',
        },
        extra,
      );
    },
  };
}

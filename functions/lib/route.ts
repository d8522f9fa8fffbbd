import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { MAX_JSON_BODY_BYTES } from '../../shared/domain/constants.js';
import type { Permission } from '../../shared/domain/permissions.js';
import { authenticate, type AuthedEvent, type Caller } from './middleware/authenticate.js';
import { httpErrors } from './middleware/http-errors.js';
import { parseRequest, type ParsedEvent } from './middleware/parse-request.js';
import { log } from './log.js';
import { jsonResult, Reply } from './respond.js';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

/** How a route is protected: open to anyone, any signed-in member, or a permission. */
export type RouteAuth = 'public' | 'user' | Permission;

/** Options of an HTTP route: its input schemas, protection and body limit. */
export interface RouteOptions<B, Q, P> {
  auth: RouteAuth;
  body?: B;
  query?: Q;
  path?: P;
  maxBodyBytes?: number;
}

/** What a route handler receives. */
export interface RouteInput<B, Q, P, A extends RouteAuth> {
  body: Infer<B>;
  query: Infer<Q>;
  path: Infer<P>;
  caller: A extends 'public' ? undefined : Caller;
  event: APIGatewayProxyEventV2;
  context: Context;
}

type Event = ParsedEvent & AuthedEvent;

function requestLog(): middy.MiddlewareObj<Event, APIGatewayProxyStructuredResultV2> {
  let started = 0;
  const done = (request: middy.Request<Event, APIGatewayProxyStructuredResultV2>) => {
    log('info', 'request', {
      requestId: request.context.awsRequestId,
      route: request.event.routeKey,
      status: request.response?.statusCode,
      ms: Date.now() - started,
      userId: request.event.caller?.userId,
    });
  };
  return {
    name: 'request-log',
    before: () => {
      started = Date.now();
    },
    after: done,
    onError: (request) => {
      if (request.response) done(request);
    },
  };
}

/**
 * Builds an HTTP route handler: parse (zod) → authenticate and authorise → your function → JSON.
 * Return a plain value for 200, or a `Reply` for another status.
 */
export function route<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  A extends RouteAuth = RouteAuth,
>(options: RouteOptions<B, Q, P> & { auth: A }, fn: (input: RouteInput<B, Q, P, A>) => Promise<unknown>) {
  const handler = middy<Event, APIGatewayProxyStructuredResultV2>().use(requestLog()).use(httpErrors());
  if (options.auth !== 'public')
    handler.use(authenticate(options.auth === 'user' ? undefined : options.auth));
  handler.use(
    parseRequest(
      { body: options.body, query: options.query, path: options.path },
      options.maxBodyBytes ?? MAX_JSON_BODY_BYTES,
    ),
  );
  return handler.handler(async (event, context) => {
    const result = await fn({
      body: event.parsed?.body as Infer<B>,
      query: event.parsed?.query as Infer<Q>,
      path: event.parsed?.path as Infer<P>,
      caller: event.caller as RouteInput<B, Q, P, A>['caller'],
      event,
      context,
    });
    if (result instanceof Reply) return jsonResultOrRaw(result);
    return jsonResult(200, result);
  });
}

function jsonResultOrRaw(reply: Reply): APIGatewayProxyStructuredResultV2 {
  if (reply.body === undefined)
    return {
      statusCode: reply.statusCode,
      headers: { 'cache-control': 'no-store', ...reply.headers },
      body: '',
    };
  return jsonResult(reply.statusCode, reply.body, reply.headers);
}

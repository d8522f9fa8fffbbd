import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from '@shared/kernel/zod.js';
import { MAX_JSON_BODY_BYTES } from '@shared/kernel/constants.js';
import type { Permission } from '@shared/kernel/permissions.js';
import { errorBody } from '@shared/kernel/schemas/common.js';
import { config } from './config.js';
import { HttpError } from './errors.js';
import { API_KEY_CHALLENGE, type ApiScope } from '@shared/kernel/api-keys.js';
import { authenticate, type Caller } from './middleware/authenticate.js';
import {
  authenticateKey,
  rateLimitHeaders,
  type KeyCaller,
  type KeyEvent,
} from './middleware/authenticate-key.js';
import { demoReadOnly } from './middleware/demo-read-only.js';
import { httpErrors, type ErrorStyle } from './middleware/http-errors.js';
import { originCheck } from './middleware/origin-check.js';
import { parseRequest, type ParsedEvent } from './middleware/parse-request.js';
import { log } from './log.js';
import { HtmlReply, htmlResult, jsonResult, Reply } from './respond.js';
import { responseProblems } from './response-check.js';

type Infer<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
/** A route's body, query, path or answer schema, if it has one. */
type Schema = z.ZodMiniType | undefined;

/**
 * How a signed-in route is protected: any office member (`user`; crew members are refused), any
 * member including crew (`member`: the session's own routes), or a permission.
 */
export type RouteAuth = 'user' | 'member' | Permission;

/** Options of an HTTP route: its input and answer schemas and body limit. */
export interface RouteOptions<B, Q, P, R> {
  body?: B;
  query?: Q;
  path?: P;
  /**
   * The schema of the JSON answer (from shared/schemas, the one the web client validates with).
   * Every route that answers JSON declares one; redirects and empty answers do not.
   */
  response?: R;
  maxBodyBytes?: number;
}

/** A signed-in route's own options: who may call it, and whether an operator must have typed a fresh code. */
export interface SignedInOptions {
  auth: RouteAuth;
  /** User administration and exports: an operator confirms with an authenticator code every 15 minutes. */
  stepUp?: boolean;
}

/** What a route handler receives: `caller` is the verified member on a signed-in route. */
export interface RouteInput<B, Q, P, C extends Caller | undefined = Caller> {
  body: Infer<B>;
  query: Infer<Q>;
  path: Infer<P>;
  caller: C;
  event: APIGatewayProxyEventV2;
  context: Context;
}

/** What a route handler returns: its declared answer for 200, or a `Reply` for another status. */
export type RouteAnswer<R> = Reply | (R extends z.ZodMiniType ? z.input<R> : unknown);

type Event = ParsedEvent & KeyEvent;
type RequestLogInternal = { startedAt?: number };

/** A JSON answer that does not match the route's response schema (only checked when the switch is on). */
class ResponseSchemaError extends HttpError {
  constructor(routeKey: string, problems: string[]) {
    super(500, `The answer of ${routeKey} does not match its response schema: ${problems.join('; ')}`);
  }
}

/**
 * One log line per request with its duration. The start time lives on the request itself: the
 * local runtime serves concurrent requests with one module instance, so a module-level start would
 * be overwritten by the next request.
 */
function requestLog(): middy.MiddlewareObj<Event, APIGatewayProxyStructuredResultV2> {
  const internal = (request: middy.Request) => request.internal as RequestLogInternal;
  const done = (request: middy.Request<Event, APIGatewayProxyStructuredResultV2>) => {
    const startedAt = internal(request).startedAt ?? Date.now();
    log('info', 'request', {
      requestId: request.context.awsRequestId,
      route: request.event.routeKey,
      status: request.response?.statusCode,
      ms: Date.now() - startedAt,
      userId: request.event.caller?.userId,
    });
  };
  return {
    name: 'request-log',
    before: (request) => {
      internal(request).startedAt = Date.now();
    },
    after: done,
    onError: (request) => {
      if (request.response) done(request);
    },
  };
}

const declaredResponses = new WeakMap<object, z.ZodMiniType>();

/** The response schema a route handler declared, if any (the route table's test reads it). */
export function responseSchemaOf(handler: unknown): z.ZodMiniType | undefined {
  return typeof handler === 'function' ? declaredResponses.get(handler) : undefined;
}

/**
 * With the check switched on, a 2xx JSON answer must match the route's response schema exactly and
 * an error answer must carry at least `{detail, errors?}`; a mismatch becomes a loud 500.
 */
function checkAnswer(schema: z.ZodMiniType | undefined, event: Event, reply: Reply): void {
  if (!config.RIDGELINE_CHECK_RESPONSES || reply.body === undefined || reply instanceof HtmlReply) return;
  let problems: string[];
  if (reply.statusCode >= 400) problems = responseProblems(errorBody, reply.body, true);
  else if (schema && reply.statusCode >= 200 && reply.statusCode < 300)
    problems = responseProblems(schema, reply.body);
  else return;
  if (problems.length === 0) return;
  log('error', 'response does not match its schema', { route: event.routeKey, problems });
  throw new ResponseSchemaError(event.routeKey, problems);
}

/** A route's own function: what it was given → its answer. */
type Handler<B, Q, P, R, C extends Caller | undefined> = (
  input: RouteInput<B, Q, P, C>,
) => Promise<RouteAnswer<R>>;

/**
 * A route for signed-in members: parse (zod) → verify the token, load the membership and check
 * `auth` → your function → JSON. Return a plain value for 200, or a `Reply` for another status.
 */
export function route<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  R extends Schema = undefined,
>(options: RouteOptions<B, Q, P, R> & SignedInOptions, fn: Handler<B, Q, P, R, Caller>) {
  const { auth, stepUp } = options;
  const permission = auth === 'user' || auth === 'member' ? undefined : auth;
  const guard = authenticate({ permission, crewAllowed: auth === 'member', stepUp });
  return buildRoute(options, fn, [guard, demoReadOnly()]);
}

/**
 * A route open to anyone (public forms, sign-in, token links, webhooks). It never reaches the token
 * verifier, so its bundle carries none of it.
 */
export function publicRoute<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  R extends Schema = undefined,
>(options: RouteOptions<B, Q, P, R>, fn: Handler<B, Q, P, R, undefined>) {
  return buildRoute(options, fn, []);
}

/**
 * A route of the public API (`/api/v1/*`, docs/product.md#public-api): authenticated by an API key
 * (`Authorization: Bearer rk_live_…`) that must hold `scope`, on an account entitled to the API, and
 * metered by the key's rate limit. Errors answer `{code, detail, errors?}` and every answer past the
 * key check carries the RateLimit-* headers.
 */
export function keyRoute<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  R extends Schema = undefined,
>(options: RouteOptions<B, Q, P, R> & { scope: ApiScope }, fn: Handler<B, Q, P, R, KeyCaller>) {
  return buildRoute(options, fn, [authenticateKey(options.scope)], {
    coded: true,
    headers: (event: KeyEvent) => rateLimitHeaders(event),
    challenge: API_KEY_CHALLENGE,
  });
}

/** The chain every route shares; `guards` (token and permission checks) run before the input is parsed. */
function buildRoute<
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  R extends Schema,
  C extends Caller | undefined,
>(
  options: RouteOptions<B, Q, P, R>,
  fn: Handler<B, Q, P, R, C>,
  guards: middy.MiddlewareObj<Event, APIGatewayProxyStructuredResultV2>[],
  errorStyle: ErrorStyle<Event> = {},
) {
  const handler = middy<Event, APIGatewayProxyStructuredResultV2>()
    .use(requestLog())
    .use(httpErrors(errorStyle))
    .use(originCheck());
  for (const guard of guards) handler.use(guard);
  handler.use(
    parseRequest(
      { body: options.body, query: options.query, path: options.path },
      options.maxBodyBytes ?? MAX_JSON_BODY_BYTES,
    ),
  );
  const { response } = options;
  const routed = handler.handler(async (event, context) => {
    const result = await fn({
      body: event.parsed?.body as Infer<B>,
      query: event.parsed?.query as Infer<Q>,
      path: event.parsed?.path as Infer<P>,
      caller: event.caller as C,
      event,
      context,
    });
    if (result instanceof Reply) {
      checkAnswer(response, event, result);
      return resultOf(result);
    }
    checkAnswer(response, event, new Reply(200, result));
    return jsonResult(200, result);
  });
  if (response) declaredResponses.set(routed, response);
  return routed;
}

function resultOf(reply: Reply): APIGatewayProxyStructuredResultV2 {
  if (reply instanceof HtmlReply) return htmlResult(reply);
  if (reply.body === undefined)
    return {
      statusCode: reply.statusCode,
      headers: { 'cache-control': 'no-store', ...reply.headers },
      body: '',
    };
  return jsonResult(reply.statusCode, reply.body, reply.headers);
}

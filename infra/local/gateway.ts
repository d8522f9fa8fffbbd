import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../shared/kernel/edge.js';
import { prerenderedFile, publicPageAt, SPA_SHELL_FILE } from '../../shared/public-site/public-pages.js';
import { handlerFile, routes, type RouteDef } from '../routes.js';
import { withGrants } from './grants.js';

/** API Gateway's own payload limit. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  params: string[];
}

/** Compiles API Gateway path syntax (`/a/{id}`, `/a/{proxy+}`) into a matcher; a trailing slash is accepted. */
function compile(route: RouteDef): CompiledRoute {
  const params: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const match = segment.match(/^\{(\w+)(\+)?\}$/);
      if (!match) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(match[1]);
      return match[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), params };
}

/** Segment ranks: a literal beats `{param}`, which beats `{proxy+}` (API Gateway picks the most specific route). */
function specificity(route: RouteDef): number[] {
  return route.path
    .split('/')
    .map((segment) => (segment.endsWith('+}') ? 2 : segment.startsWith('{') ? 1 : 0));
}

function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  const [x, y] = [specificity(a.route), specificity(b.route)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

type RouteMatch =
  { route: RouteDef; pathParameters: Record<string, string> } | { methodNotAllowed: true } | undefined;

/** A matcher over some rows; their order does not matter, as on AWS: the most specific match wins. */
export function routeMatcher(rows: RouteDef[]): (method: string, path: string) => RouteMatch {
  const compiled = rows.map(compile).sort(bySpecificity);
  return (method, path) => firstMatch(compiled, method, path);
}

/** Finds the route row for a method and path, with decoded path parameters. */
export const matchRoute = routeMatcher(routes);

function firstMatch(compiled: CompiledRoute[], method: string, path: string): RouteMatch {
  let pathMatched = false;
  for (const candidate of compiled) {
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    pathMatched = true;
    if (candidate.route.method !== method) continue;
    const pathParameters: Record<string, string> = {};
    candidate.params.forEach((name, index) => (pathParameters[name] = decodeURIComponent(match[index + 1])));
    return { route: candidate.route, pathParameters };
  }
  return pathMatched ? { methodNotAllowed: true } : undefined;
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/**
 * Builds the API Gateway HTTP API (payload 2.0) event a Lambda behind it would receive. `url`: the
 * request's URL when the caller parsed it already (it runs on every request).
 */
export function toApiGatewayEvent(
  req: IncomingMessage,
  body: Buffer,
  route: RouteDef,
  pathParameters: Record<string, string>,
  url = new URL(req.url ?? '/', 'http://localhost'),
): APIGatewayProxyEventV2 {
  // Node gives header names in lower case already, as API Gateway does.
  const headers: Record<string, string> = {};
  for (const name in req.headers) {
    const value = req.headers[name];
    if (value !== undefined && name !== 'cookie')
      headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  if (url.search)
    for (const [name, value] of url.searchParams)
      query[name] = name in query ? `${query[name]},${value}` : value;
  const isText = body.length === 0 || TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  const cookies = req.headers.cookie
    ?.split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}

/** A Lambda context for a local invocation with the function's timeout. */
export function lambdaContext(name: string, timeoutSeconds: number): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

const modules = new Map<string, Promise<{ handler: unknown }>>();

/** Imports a handler module once, like a warm Lambda container. */
export async function loadHandler<T>(handler: string): Promise<T> {
  let loaded = modules.get(handler);
  if (!loaded) {
    loaded = import(resolve(handlerFile(handler)));
    modules.set(handler, loaded);
  }
  return (await loaded).handler as T;
}

/** A request's body, or `undefined` once it passes API Gateway's payload limit. */
export function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAYLOAD_BYTES) {
        resolveBody(undefined);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Answers with a JSON body. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** Where the local runtime takes CloudFront's viewer address from (`RIDGELINE_VIEWER_ADDRESS`). */
export type ViewerAddressSource = 'socket' | 'client-header';

/**
 * How a request reaches the API: through the CloudFront stand-in (the app port), which adds the
 * origin secret and the viewer address, or straight to the API Gateway origin (`undefined`), which
 * passes the client's headers as they came.
 */
export interface EdgeOptions {
  secret: string;
  /**
   * `socket`: the viewer address is the connection's, and a client's own `cloudfront-viewer-address`
   * is overwritten, as CloudFront does. `client-header`: a test runtime's stand-in for "CloudFront saw
   * this address", so tests can spread requests over many clients; the socket's when none is sent.
   */
  viewerAddress: ViewerAddressSource;
}

/** The viewer-address source named by the local runtime's environment (`socket` unless it says `client-header`). */
export function viewerAddressSource(env: NodeJS.ProcessEnv = process.env): ViewerAddressSource {
  return env.RIDGELINE_VIEWER_ADDRESS === 'client-header' ? 'client-header' : 'socket';
}

/** Adds what CloudFront adds to a request it forwards: the origin secret and the viewer address. */
function asCloudFront(event: APIGatewayProxyEventV2, req: IncomingMessage, edge: EdgeOptions): void {
  const headers = event.headers;
  headers[ORIGIN_VERIFY_HEADER] = edge.secret;
  const socketAddress = `${req.socket.remoteAddress ?? '127.0.0.1'}:${req.socket.remotePort ?? 0}`;
  if (edge.viewerAddress === 'socket' || !headers[VIEWER_ADDRESS_HEADER])
    headers[VIEWER_ADDRESS_HEADER] = socketAddress;
}

/** Handles one `/api/*` request through the route table, exactly as (CloudFront +) API Gateway + Lambda would. */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  edge: EdgeOptions | undefined,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const match = matchRoute(req.method ?? 'GET', url.pathname);
  if (!match) return sendJson(res, 404, { detail: 'Not Found' });
  if ('methodNotAllowed' in match) return sendJson(res, 405, { detail: 'Method Not Allowed' });
  const body = await readBody(req);
  if (!body) return sendJson(res, 413, { detail: 'Request body is too large' });
  const event = toApiGatewayEvent(req, body, match.route, match.pathParameters, url);
  if (edge) asCloudFront(event, req, edge);
  const handler = await loadHandler<LambdaHandler>(match.route.handler);
  let result: APIGatewayProxyStructuredResultV2;
  try {
    // Under the row's grants, as its role on AWS (docs/decisions.md, "Grants checked locally").
    result = await withGrants(match.route, () =>
      handler(event, lambdaContext(match.route.handler, match.route.timeout ?? 10)),
    );
  } catch (error) {
    // On AWS an uncaught Lambda error becomes API Gateway's bare 500.
    console.error(error);
    return sendJson(res, 500, { detail: 'Internal Server Error' });
  }
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built SPA like CloudFront: a prerendered public page from its HTML file, other files as
 * they are, anything else falls back to index.html (the client-rendered shell).
 */
export function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const requested = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
  const page = publicPageAt(url.pathname);
  let file = join(root, page ? prerenderedFile(page) : requested);
  const isFile = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
  if (!isFile) file = join(root, SPA_SHELL_FILE);
  if (!existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain' });
    res.end('The web app is not built yet. Run npm run build:web.');
    return;
  }
  const immutable = isFile && requested.startsWith('/assets/');
  const contentType = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  // CloudFront compresses text assets on AWS; do the same so local page weight is realistic.
  const gzip =
    /text|javascript|json|svg/.test(contentType) &&
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    'content-type': contentType,
    ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  });
  if (gzip) createReadStream(file).pipe(createGzip()).pipe(res);
  else createReadStream(file).pipe(res);
}

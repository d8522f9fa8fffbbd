import { AsyncLocalStorage } from 'node:async_hooks';
import { permissionsOf, type Permission } from '../permissions.js';
import { queues } from '../queues.js';
import { routes, type Access } from '../routes.js';
import { schedules } from '../schedules.js';
import { accessDenied } from './access-denied.js';
import { firstDenied, iamRequestsOf, type CheckedService, type ResourceNames } from './grant-check.js';

/**
 * The local runtime's stand-in for the functions' IAM roles (docs/decisions.md, "Grants checked locally"):
 * every handler runs under its row's access list (`withGrants`), and a middleware on the handlers'
 * module-scope SDK clients refuses any call outside it the way AWS does. Calls made outside an
 * invocation (seeding, tests calling services directly) are not checked.
 */

/** One local invocation: the handler module run and the access list of its route row, queue or schedule. */
export interface Invocation {
  handler: string;
  access: readonly Access[];
}

/** A call the check refused. */
export interface Denial {
  handler: string;
  action: string;
  resource: string;
  /** Whether the handler ran with grants a test took away (an expected refusal). */
  reduced: boolean;
}

interface Running {
  handler: string;
  permissions: Permission[];
  reduced: boolean;
}

const running = new AsyncLocalStorage<Running>();
/** Grants a test took away from a handler (`POST /__grants`): its access list until restored. */
const reductions = new Map<string, readonly Access[]>();
const denials: Denial[] = [];
const MAX_DENIALS = 200;

/** Runs one handler invocation under its access list (less what a test took away). */
export function withGrants<T>(invocation: Invocation, run: () => Promise<T>): Promise<T> {
  const reduced = reductions.get(invocation.handler);
  const permissions = permissionsOf(reduced ?? invocation.access);
  return running.run({ handler: invocation.handler, permissions, reduced: reduced !== undefined }, run);
}

/** The access list the tables give a handler: its route row's, queue's or schedule's. */
function grantedAccess(handler: string): readonly Access[] | undefined {
  return (
    routes.find((row) => row.handler === handler)?.access ??
    queues.find((queue) => queue.consumer === handler)?.access ??
    schedules.find((job) => job.handler === handler)?.access
  );
}

/**
 * Runs a handler with fewer grants than its row gives, to prove a missing grant fails (tests only). It
 * can only take grants away, so it can never hide a grant a row lacks.
 */
export function reduceGrants(handler: string, access: readonly Access[]): void {
  const granted = grantedAccess(handler);
  if (!granted) throw new Error(`No route, queue or schedule runs '${handler}'`);
  const added = access.filter((item) => !granted.includes(item));
  if (added.length)
    throw new Error(`A reduction only takes grants away; '${handler}' has no ${added.join(', ')}`);
  reductions.set(handler, [...access]);
}

/** Gives every handler its full grants back (the refusals stay on record, marked as under a reduction). */
export function restoreGrants(): void {
  reductions.clear();
}

/** Which handlers run with fewer grants, and what the check has refused (the latest {@link MAX_DENIALS}). */
export function grantState(): { reduced: Record<string, readonly Access[]>; denied: Denial[] } {
  return { reduced: Object.fromEntries(reductions), denied: [...denials] };
}

/** The function name a handler would have on AWS, for the refusal's principal. */
function functionName(handler: string): string {
  return `ridgeline-${handler.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

type Next = (args: { input?: unknown }) => Promise<unknown>;

function checkCalls(service: CheckedService, names: ResourceNames) {
  return (next: Next, context: { commandName?: string }) => async (args: { input?: unknown }) => {
    const current = running.getStore();
    if (!current) return next(args);
    const operation = (context.commandName ?? '').replace(/Command$/, '');
    const input = (args.input ?? {}) as Record<string, unknown>;
    const denied = firstDenied(current.permissions, iamRequestsOf(service, operation, input, names));
    if (!denied) return next(args);
    const { handler, reduced } = current;
    denials.push({ handler, action: denied.action, resource: denied.resource, reduced });
    if (denials.length > MAX_DENIALS) denials.shift();
    console.warn(
      `[grants] ${current.handler}: ${denied.action} on ${denied.arn} refused, as IAM would; grant it in its row (infra/routes/, queues.ts, schedules.ts)`,
    );
    throw accessDenied(service, operation, denied, functionName(current.handler));
  };
}

/** The part of an SDK v3 client the check needs. */
interface WithMiddlewareStack {
  middlewareStack: {
    add(middleware: never, options: { step: 'initialize'; priority: 'high'; name: string }): void;
  };
}

/**
 * Adds the grant check to one SDK client, in the initialize step: before the request is built, outside
 * the retry loop (a refusal is not retried), and also before a URL is presigned, which AWS would refuse
 * only when it is used.
 */
export function checkGrantsOn(
  client: WithMiddlewareStack,
  service: CheckedService,
  names: ResourceNames,
): void {
  client.middlewareStack.add(checkCalls(service, names) as never, {
    step: 'initialize',
    priority: 'high',
    name: 'ridgelineGrantCheck',
  });
}

let enforced = false;

/** Checks every call of the handlers' module-scope clients (`functions/platform/clients/`) from now on. */
export async function enforceGrants(names: ResourceNames): Promise<void> {
  if (enforced) return;
  enforced = true;
  // Imported once the environment is set: the client modules parse the handler config when they load.
  const [{ ddb }, { s3 }, { sqs }, { cognito }, { ses }] = await Promise.all([
    import('../../functions/platform/clients/dynamodb.js'),
    import('../../functions/platform/clients/s3.js'),
    import('../../functions/platform/clients/sqs.js'),
    import('../../functions/platform/clients/cognito.js'),
    import('../../functions/platform/clients/ses.js'),
  ]);
  checkGrantsOn(ddb, 'dynamodb', names);
  checkGrantsOn(s3, 's3', names);
  checkGrantsOn(sqs, 'sqs', names);
  checkGrantsOn(cognito, 'cognito-idp', names);
  checkGrantsOn(ses, 'ses', names);
}

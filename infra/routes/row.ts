import type { Area } from '../areas.js';
import type { Access, HttpMethod, RouteDef } from '../routes.js';

/** The short words a route row grants with, and the accesses each stands for. */
const GRANTS = {
  read: ['table:read'],
  rw: ['table:read', 'table:write'],
  cognito: ['cognito:auth'],
  'cognito-admin': ['cognito:admin'],
  'uploads:r': ['uploads:read'],
  'uploads:w': ['uploads:write'],
  'uploads:rw': ['uploads:read', 'uploads:write'],
  'docs:r': ['documents:read'],
  'docs:w': ['documents:write'],
  'docs:rw': ['documents:read', 'documents:write'],
  mail: ['queue:send-email'],
  measure: ['queue:measure-roof'],
  render: ['queue:render-pdf'],
  contract: ['queue:generate-contract'],
  export: ['queue:account-export'],
  hooks: ['queue:webhook-delivery'],
} satisfies Record<string, Access[]>;

type Grant = keyof typeof GRANTS;

/** A space-separated list of grant words, checked word by word by the compiler. */
export type Grants<S extends string> = S extends `${infer Head} ${infer Tail}`
  ? Head extends Grant
    ? `${Head} ${Grants<Tail>}`
    : never
  : S extends Grant | ''
    ? S
    : never;

/** What a space-separated list of grant words allows, e.g. 'rw mail'. */
export function accessOf(grants: string): Access[] {
  return grants ? grants.split(' ').flatMap((word) => GRANTS[word as Grant]) : [];
}

/** A route that may render a PDF on the spot: more memory and time. */
export const PDF = { timeout: 30, memory: 1024 } as const;

/**
 * The row builder of one area, so each row is one short line: `r('GET /api/x/{id}', 'get-x', 'read')`
 * is a route whose handler is `functions/<area>/api/x/get-x.ts` (the folder of the path's first
 * segment) and that may only read the table. A handler in another folder names it: `'y/get-x'`, or
 * `'../webhooks/z'` outside `api/`.
 */
export function rowsOf(area: Area) {
  return <S extends string>(
    route: `${HttpMethod} /api/${string}`,
    handler: string,
    grants: S & Grants<S>,
    limits: { timeout?: number; memory?: number } = {},
  ): RouteDef => {
    const [method, path] = route.split(' ') as [HttpMethod, string];
    const folder = handler.includes('/') ? '' : `${path.split('/')[2]}/`;
    const file = `${area}/api/${folder}${handler}`.replace('/api/../', '/');
    return { area, method, path, handler: file, access: accessOf(grants), ...limits };
  };
}

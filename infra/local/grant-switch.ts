import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Access } from '../routes.js';
import { readBody, sendJson } from './gateway.js';
import { grantState, reduceGrants, restoreGrants } from './grants.js';

/**
 * The grant switch of the local runtime (loopback, for tests): `POST /__grants {handler, access}` runs
 * that handler with only `access` (a subset of its row's grants), `DELETE` restores every grant, `GET`
 * answers the reductions and the calls refused so far (docs/decisions.md, "Grants checked locally").
 */
export async function answerGrants(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'GET') return sendJson(res, 200, grantState());
  if (req.method === 'DELETE') {
    restoreGrants();
    return sendJson(res, 200, grantState());
  }
  if (req.method !== 'POST') return sendJson(res, 405, { detail: 'GET, POST or DELETE' });
  try {
    const { handler, access } = JSON.parse(String(await readBody(req))) as {
      handler: string;
      access: Access[];
    };
    reduceGrants(handler, access);
    sendJson(res, 200, grantState());
  } catch (error) {
    sendJson(res, 400, { detail: (error as Error).message });
  }
}

import type { Access } from '../../infra/routes.js';

/** A call the runtime's grant check refused (docs/decisions.md, "Grants checked locally"). */
export interface Denial {
  handler: string;
  action: string;
  resource: string;
  /** Refused while a test had taken grants away from the handler: expected. */
  reduced: boolean;
}

/** What `/__grants` answers: the handlers running with fewer grants, and the calls refused so far. */
export interface GrantState {
  reduced: Record<string, Access[]>;
  denied: Denial[];
  detail?: string;
}

/**
 * The local runtime's grant switch: `GET` reads the state, `POST {handler, access}` runs a handler with
 * only those of its grants, `DELETE` restores every grant.
 */
export async function grantSwitch(
  baseUrl: string,
  method: 'GET' | 'POST' | 'DELETE',
  body?: { handler: string; access: Access[] },
): Promise<{ status: number; body: GrantState }> {
  const response = await fetch(`${baseUrl.replace(/\/$/, '')}/__grants`, {
    method,
    body: body && JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as GrantState };
}

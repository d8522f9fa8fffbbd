import { DEMO_ACCOUNT } from '../../shared/kernel/constants.js';
import { weekStart } from '../../shared/jobs/projects.js';
import { shiftDay, utcDay } from '../../shared/kernel/time.js';

// Sample projects for the demo account, made through the API from its measured sample estimates:
// one scheduled for next week, one still sold. Only when the demo account has no projects yet; a
// failure is logged and never stops the runtime.

async function call(appUrl: string, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** Creates the demo account's sample projects if it has none. */
export async function seedProjects(appUrl: string, log: (line: string) => void): Promise<void> {
  try {
    const login = await fetch(`${appUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const existing = await call(appUrl, 'GET', '/api/projects?limit=1', token);
    if ((existing.json.projects as unknown[] | undefined)?.length) return;
    const deadline = Date.now() + 15_000;
    let measured: { id: string }[] = [];
    while (measured.length < 2 && Date.now() < deadline) {
      const list = await call(appUrl, 'GET', '/api/estimates?limit=10', token);
      measured = ((list.json.estimates as { id: string; measurement_status: string }[]) ?? []).filter(
        (estimate) => estimate.measurement_status === 'measured',
      );
      if (measured.length < 2) await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const monday = shiftDay(weekStart(utcDay(new Date())), 7);
    for (const [index, estimate] of measured.slice(0, 2).entries()) {
      const created = await call(appUrl, 'POST', '/api/projects', token, { estimate_id: estimate.id });
      if (created.status !== 201 || index > 0) continue;
      const project = created.json as { id: string; phases: { id: string }[] };
      const [tearOff, dryIn] = project.phases;
      await call(appUrl, 'PUT', `/api/projects/${project.id}/phases/${tearOff.id}`, token, {
        start_date: monday,
        end_date: monday,
      });
      await call(appUrl, 'PUT', `/api/projects/${project.id}/phases/${dryIn.id}`, token, {
        start_date: shiftDay(monday, 1),
        end_date: shiftDay(monday, 2),
      });
      await call(appUrl, 'PUT', `/api/projects/${project.id}/status?status=scheduled`, token);
    }
    log(`seeded sample projects for ${DEMO_ACCOUNT.email}`);
  } catch (error) {
    log(`sample projects not seeded: ${(error as Error).message}`);
  }
}

import { api, eventually } from './api.js';

/** A customer and address for a new estimate; the simulator measures any ordinary address. */
export function estimateBody(overrides: Record<string, unknown> = {}) {
  return {
    address: `${100 + Math.floor(Math.random() * 9000)} Cedar Ridge Drive, Carmel, IN 46032`,
    customer_first_name: 'Maria',
    customer_last_name: 'Lopez',
    customer_email: 'maria.lopez@example.com',
    customer_phone: '(317) 555-0142',
    scheduled_install_date: '2027-07-14',
    ...overrides,
  };
}

/** Creates an estimate through the API and returns it (201 expected). */
export async function createEstimate(token: string, overrides: Record<string, unknown> = {}) {
  const answer = await api('POST', '/api/estimates', { token, body: estimateBody(overrides) });
  if (answer.status !== 201)
    throw new Error(`create estimate failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Waits until the estimate's measurement has finished (measured or failed) and returns it. */
export async function settled(token: string, id: string, timeoutMs = 15_000) {
  return eventually(async () => {
    const answer = await api('GET', `/api/estimates/${id}`, { token });
    return answer.status === 200 &&
      (answer.body.measurement_status === 'measured' || answer.body.measurement_status === 'failed')
      ? answer.body
      : undefined;
  }, timeoutMs);
}

/** Creates an estimate and waits for it to be measured and priced. */
export async function measuredEstimate(token: string, overrides: Record<string, unknown> = {}) {
  const created = await createEstimate(token, overrides);
  const done = await settled(token, created.id);
  if (done.measurement_status !== 'measured')
    throw new Error(`measurement failed: ${done.measurement_error}`);
  return done;
}

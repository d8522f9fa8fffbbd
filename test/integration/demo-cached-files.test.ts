import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../shared/kernel/constants.js';
import { api, signUp } from '../support/api.js';
import { useRuntimeEnvironment } from '../support/operator.js';

// The read-only demo account is shared by every visitor: a GET that renders and stores a file serves
// the file already stored instead of rendering anew (docs/decisions.md "Demo GETs serve stored files").

useRuntimeEnvironment();
const { PutObjectCommand } = await import('@aws-sdk/client-s3');
const { config } = await import('../../functions/platform/config.js');
const { s3 } = await import('../../functions/platform/clients/s3.js');
const { objectKeys } = await import('../../functions/platform/data/object-keys.js');
const { materialOrderPdfFor } = await import('../../functions/jobs/service/material-order-service.js');
type Caller = Parameters<typeof materialOrderPdfFor>[0];

afterEach(() => {
  config.DEMO_LOGIN = 'on';
});

const MARKER = 'stored earlier, not rendered now';
const bytesAt = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer()).toString('latin1');

describe('GET /api/projects/{id}/material-order/pdf for the read-only demo account', () => {
  it('serves the file stored for the project version; others (and a new version) render it', async () => {
    const owner = await signUp();
    const created = await api('POST', '/api/projects', {
      token: owner.token,
      body: { name: 'Demo re-roof', customer_name: 'Pat Doe', address: '12 Elm Street, Carmel, IN 46032' },
    });
    expect(created.status).toBe(201);
    const project = created.body;
    // The first download renders and stores it (and lists it in the library).
    expect(
      (await api('GET', `/api/projects/${project.id}/material-order/pdf`, { token: owner.token })).status,
    ).toBe(302);
    // What is stored is now recognisable: a render would replace it with a PDF again.
    const key = objectKeys.materialOrderPdf(owner.user.account_id as string, project.id, project.version);
    await s3.send(new PutObjectCommand({ Bucket: config.DOCUMENTS_BUCKET, Key: key, Body: MARKER }));

    // The demo user of this account (its address is what makes a caller the demo).
    const demo = {
      accountId: owner.user.account_id,
      userId: owner.user.id,
      user: { ...owner.user, email: DEMO_ACCOUNT.email, firstName: 'Demo', lastName: 'User' },
    } as unknown as Caller;
    config.DEMO_LOGIN = 'read-only';
    expect(await bytesAt(await materialOrderPdfFor(demo, project.id))).toBe(MARKER);
    expect(await bytesAt(await materialOrderPdfFor(demo, project.id))).toBe(MARKER);

    // Where the demo is not read-only (locally), and for everyone else, the order is rendered now.
    config.DEMO_LOGIN = 'on';
    expect((await bytesAt(await materialOrderPdfFor(demo, project.id))).startsWith('%PDF')).toBe(true);
    await s3.send(new PutObjectCommand({ Bucket: config.DOCUMENTS_BUCKET, Key: key, Body: MARKER }));
    const owners = await api('GET', `/api/projects/${project.id}/material-order/pdf`, { token: owner.token });
    expect((await bytesAt(owners.headers.get('location')!)).startsWith('%PDF')).toBe(true);

    // A version with no stored file yet is rendered for the demo too (once; later calls reuse it).
    const saved = await api('PUT', `/api/projects/${project.id}/material-order`, {
      token: owner.token,
      body: { lines: [{ item: 'Laminated shingles', quantity: 81, unit: 'bundles' }] },
    });
    expect(saved.body.version).toBeGreaterThan(project.version);
    config.DEMO_LOGIN = 'read-only';
    expect((await bytesAt(await materialOrderPdfFor(demo, project.id))).startsWith('%PDF')).toBe(true);
  });
});

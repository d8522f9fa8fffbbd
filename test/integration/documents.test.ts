import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signUp } from '../support/api.js';
import { measuredEstimate } from '../support/estimates.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { logoPng } from '../support/png.js';

// The documents library (docs/product.md#documents) through the local gateway: a presigned upload checked by its
// bytes (PDF, PNG, JPEG, HEIC, ≤ 20 MB) with nothing stored when refused; the list, one document and
// its download; tenancy.

useRuntimeEnvironment();
const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
const { s3 } = await import('../../functions/platform/clients/s3.js');
const { config } = await import('../../functions/platform/config.js');

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
  bob = await signUp({ first_name: 'Bob', company: 'Bob Roofing' });
});

async function samplePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 300]).drawText('Supplement');
  return pdf.save();
}

/** Both upload steps: the presigned form, the POST to storage, the confirmation. */
async function upload(account: Account, bytes: Uint8Array, body: Record<string, unknown> = {}) {
  const form = await api('POST', '/api/documents', {
    token: account.token,
    body: { title: 'Supplement', ...body },
  });
  expect(form.status, JSON.stringify(form.body)).toBe(200);
  const data = new FormData();
  for (const [name, value] of Object.entries(form.body.upload.fields as Record<string, string>))
    data.set(name, value);
  data.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'anything.png');
  const storage = await fetch(form.body.upload.url, { method: 'POST', body: data });
  const confirm = await api('POST', '/api/documents', {
    token: account.token,
    body: { title: 'Supplement', ...body, upload_key: form.body.upload.key },
  });
  return { form, storage: storage.status, confirm };
}

async function storedKeys(prefix: string): Promise<string[]> {
  const { Contents = [] } = await s3.send(
    new ListObjectsV2Command({ Bucket: config.UPLOADS_BUCKET, Prefix: prefix }),
  );
  return Contents.map((item) => item.Key!);
}

describe('POST /api/documents, GET /api/documents, GET /api/documents/{id}, GET /api/documents/{id}/download', () => {
  it('stores a PDF checked by its bytes under a key we generate and lists it', async () => {
    const estimate = await measuredEstimate(alice.token);
    const { form, confirm } = await upload(alice, await samplePdf(), {
      kind: 'supplement',
      customer_name: 'Maria Lopez',
      estimate_id: estimate.id,
    });
    expect(form.body.upload.max_bytes).toBe(20 * 1024 * 1024);
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const document = confirm.body.document;
    expect(document).toMatchObject({
      kind: 'supplement',
      title: 'Supplement',
      content_type: 'application/pdf',
      estimate_id: estimate.id,
    });
    expect(await storedKeys(`incoming/accounts/${alice.user.account_id}/documents/`)).toEqual([]);

    const list = await api('GET', '/api/documents', { token: alice.token });
    expect(list.status).toBe(200);
    expect(list.body.documents.map((d: { id: string }) => d.id)).toContain(document.id);
    const supplements = await api('GET', '/api/documents?kind=supplement&customer=maria', {
      token: alice.token,
    });
    expect(supplements.body.documents.map((d: { id: string }) => d.id)).toEqual([document.id]);
    const none = await api('GET', '/api/documents?kind=supplement&from=2099-01-01', { token: alice.token });
    expect(none.body.documents).toEqual([]);

    const one = await api('GET', `/api/documents/${document.id}`, { token: alice.token });
    expect(one.body).toEqual(document);
    const link = await api('GET', `/api/documents/${document.id}/download`, { token: alice.token });
    const url = new URL(link.body.url);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    expect(decodeURIComponent(url.pathname)).toContain(
      `/accounts/${alice.user.account_id}/documents/${document.id}.pdf`,
    );
    const file = await fetch(url);
    // Named by its title and the street of its estimate's property (en dash: RFC 6266 filename*).
    const name = `Supplement – ${estimate.address.split(',')[0]}.pdf`;
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="${name.replace('–', '-')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    // Bob sees none of it.
    expect((await api('GET', `/api/documents/${document.id}`, { token: bob.token })).status).toBe(404);
    expect((await api('GET', `/api/documents/${document.id}/download`, { token: bob.token })).status).toBe(
      404,
    );
    expect((await api('GET', '/api/documents', { token: bob.token })).body.documents).toEqual([]);
    const foreign = await api('POST', '/api/documents', {
      token: bob.token,
      body: { title: 'x', upload_key: form.body.upload.key },
    });
    expect(foreign.status).toBe(404);
    const foreignEstimate = await api('POST', '/api/documents', {
      token: bob.token,
      body: { title: 'x', estimate_id: estimate.id },
    });
    expect(foreignEstimate.status).toBe(404);
  });

  it('accepts PNG and HEIC; refuses other bytes whatever the name, storing nothing', async () => {
    expect((await upload(alice, logoPng())).confirm.body.document.content_type).toBe('image/png');
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);
    expect((await upload(alice, heic)).confirm.body.document.content_type).toBe('image/heic');
    const before = (await api('GET', '/api/documents', { token: alice.token })).body.documents.length;
    for (const bytes of [
      new TextEncoder().encode('GIF89a....'),
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      new TextEncoder().encode('<!doctype html><script>alert(1)</script>'),
    ]) {
      const { confirm } = await upload(alice, bytes);
      expect(confirm.status).toBe(400);
      expect(confirm.body.detail).toBe('Only PDF, PNG, JPEG or HEIC files can be uploaded');
    }
    expect((await api('GET', '/api/documents', { token: alice.token })).body.documents).toHaveLength(before);
    expect(await storedKeys(`incoming/accounts/${alice.user.account_id}/documents/`)).toEqual([]);
  });

  it('refuses a file over 20 MB (storage or check), storing nothing', async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.7'));
    const before = (await api('GET', '/api/documents', { token: alice.token })).body.documents.length;
    const { storage, confirm } = await upload(alice, big);
    expect(storage >= 400 || confirm.status === 413).toBe(true);
    expect([404, 413]).toContain(confirm.status);
    expect((await api('GET', '/api/documents', { token: alice.token })).body.documents).toHaveLength(before);
    expect(await storedKeys(`incoming/accounts/${alice.user.account_id}/documents/`)).toEqual([]);
  });

  it('lists the generated proposal PDF of a sent proposal as a proposal', async () => {
    const estimate = await measuredEstimate(alice.token);
    const sent = await api('POST', '/api/customer-portal/send-proposal-link', {
      token: alice.token,
      body: {
        estimate_id: estimate.id,
        customer_email: `lib.${Date.now()}@homeowner.example`,
        customer_name: 'Maria Lopez',
      },
    });
    expect(sent.status).toBe(200);
    const { eventually } = await import('../support/api.js');
    const proposal = await eventually(async () => {
      const list = await api('GET', '/api/documents?kind=proposal', { token: alice.token });
      return list.body.documents.find((d: { estimate_id: string }) => d.estimate_id === estimate.id);
    }, 20_000);
    expect(proposal.customer_name).toBe('Maria Lopez');
    const link = await api('GET', `/api/documents/${proposal.id}/download`, { token: alice.token });
    expect((await fetch(link.body.url)).headers.get('content-type')).toBe('application/pdf');
  });
});

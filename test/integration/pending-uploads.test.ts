import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { api, signUp } from '../support/api.js';
import { useRuntimeEnvironment } from '../support/operator.js';

// Open uploads are capped (docs/decisions.md): POST /api/documents step 1 hands out at most 20 upload forms an
// account has not confirmed and that have not expired; the 21st is 429 with a clear detail and Retry-After.
// Confirming one frees its place; expired forms stop counting; parallel requests never pass the cap together.

useRuntimeEnvironment();
const { holdPendingUpload } = await import('../../functions/documents/data/pending-uploads.js');

const FULL =
  'At most 20 uploads can be in progress at once. Finish those, or wait a few minutes for unfinished ones to expire, then try again.';

const form = (token: string) => api('POST', '/api/documents', { token, body: { title: 'Photo' } });

async function confirm(token: string, upload: { url: string; fields: Record<string, string>; key: string }) {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]);
  const data = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) data.set(name, value);
  data.set('file', new Blob([(await pdf.save()) as Uint8Array<ArrayBuffer>]), 'file.bin');
  await fetch(upload.url, { method: 'POST', body: data });
  return api('POST', '/api/documents', { token, body: { title: 'Photo', upload_key: upload.key } });
}

describe('POST /api/documents: at most 20 open uploads per account', () => {
  it('the 21st open form is 429; a confirmed upload frees its place; other accounts are not affected', async () => {
    const alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
    const bob = await signUp({ first_name: 'Bob', company: 'Bob Roofing' });
    const forms = [];
    for (let index = 0; index < 20; index += 1) {
      const answer = await form(alice.token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      forms.push(answer.body.upload);
    }
    const refused = await form(alice.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: FULL });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect((await form(bob.token)).status).toBe(200);

    const confirmed = await confirm(alice.token, forms[0]);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await form(alice.token)).status).toBe(200);
    expect((await form(alice.token)).status).toBe(429);

    // Five minutes on, every form has expired and no longer counts.
    const later = new Date(Date.now() + 301_000);
    await expect(
      holdPendingUpload(alice.user.account_id, 'later', new Date(later.getTime() + 300_000), later),
    ).resolves.toBeUndefined();
  });

  it('25 parallel requests: exactly 20 forms, 5 refusals', async () => {
    const carol = await signUp({ first_name: 'Carol', company: 'Carol Roofing' });
    const answers = await Promise.all(Array.from({ length: 25 }, () => form(carol.token)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});

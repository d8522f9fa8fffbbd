import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { logoPng, signaturePng } from '../support/png.js';
import { pdfTextByPage } from '../support/pdf-text.js';

// Send for signature for any PDF of the documents library (docs/product.md#documents) through the local gateway:
// the lifecycle sent -> viewed -> signed / declined / expired, the signed PDF as a new document with
// the certificate page, 410 for used, replaced and expired links, tenancy 404s, and one reminder.

useRuntimeEnvironment();
const { sendDueSignatureReminders, openDocumentSigning } =
  await import('../../functions/documents/service/document-signing-service.js');

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;
let bob: Account;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
  bob = await signUp({ first_name: 'Bob', company: 'Bob Roofing' });
});

async function samplePdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText(text, { x: 72, y: 700 });
  return pdf.save();
}

async function upload(account: Account, bytes: Uint8Array, title = 'Change order'): Promise<string> {
  const form = await api('POST', '/api/documents', { token: account.token, body: { title } });
  const data = new FormData();
  for (const [name, value] of Object.entries(form.body.upload.fields as Record<string, string>))
    data.set(name, value);
  data.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'file.bin');
  await fetch(form.body.upload.url, { method: 'POST', body: data });
  const confirm = await api('POST', '/api/documents', {
    token: account.token,
    body: { title, upload_key: form.body.upload.key },
  });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  return confirm.body.document.id;
}

async function send(account: Account, id: string, email = uniqueEmail('signer')) {
  return api('POST', `/api/documents/${id}/send-for-signature`, {
    token: account.token,
    body: { signer_name: 'Maria Lopez', signer_email: email },
  });
}

const tokenOf = (url: string) => url.split('/').pop()!;
const signBody = () => ({
  full_name: 'Maria Lopez',
  signature_png: `data:image/png;base64,${signaturePng().toString('base64')}`,
  agree: true,
});

describe('POST /api/documents/{id}/send-for-signature, GET /api/documents/{id}/signature-status and the signer’s link: GET /api/document-signing/{token}, GET /api/document-signing/{token}/pdf, POST /api/document-signing/{token}, POST /api/document-signing/{token}/decline', () => {
  it('goes sent -> viewed -> signed, stores the signed PDF with its certificate as a new document, and the link is then 410', async () => {
    const id = await upload(alice, await samplePdf('Change order for the garage roof'));
    const email = uniqueEmail('maria');
    const sent = await send(alice, id, email);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent', sent_to: email });
    const token = tokenOf(sent.body.signing_url);
    const mail = await eventually(async () => (await sentMails()).find((m) => m.to.includes(email)));
    expect(mail.subject).toContain('Change order');
    expect(mail.text).toContain(sent.body.signing_url);

    let status = await api('GET', `/api/documents/${id}/signature-status`, { token: alice.token });
    expect(status.body).toMatchObject({ status: 'sent', viewed_at: null, signer_email: email });

    const view = await api('GET', `/api/document-signing/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ title: 'Change order', signer_name: 'Maria Lopez' });
    // Alice saved no company details: the same block as the portal's, with those fields empty.
    expect(view.body.company).toMatchObject({
      company_name: 'Alice Roofing',
      address: null,
      license_number: null,
      brand_colour: null,
    });
    const pdf = await api('GET', `/api/document-signing/${token}/pdf`);
    expect(pdf.status).toBe(302);
    status = await api('GET', `/api/documents/${id}/signature-status`, { token: alice.token });
    expect(status.body.status).toBe('viewed');

    const bad = await api('POST', `/api/document-signing/${token}`, {
      body: { ...signBody(), signature_png: 'data:image/png;base64,AAAA' },
    });
    expect(bad.status).toBe(400);
    const signed = await api('POST', `/api/document-signing/${token}`, { body: signBody() });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const bytes = new Uint8Array(await (await fetch(signed.body.signed_pdf_url)).arrayBuffer());
    const pages = await pdfTextByPage(bytes);
    expect(pages).toHaveLength(2);
    const certificate = pages[1]!.join(' ');
    expect(certificate).toContain('Certificate of electronic signature');
    expect(certificate).toContain('Maria Lopez');
    expect(certificate).toContain(email);
    expect(pages[0]!.join(' ')).toContain('Change order for the garage roof');

    // Alice, who sent it, is told (Settings' contract_signed notice, queued under the row's mail grant).
    await eventually(async () =>
      (await sentMails()).find(
        (m) => m.to.includes(alice.email) && m.subject === 'Maria Lopez signed “Change order”',
      ),
    );

    status = await api('GET', `/api/documents/${id}/signature-status`, { token: alice.token });
    expect(status.body).toMatchObject({ status: 'signed' });
    const signedId = status.body.signed_document_id;
    const signedDoc = await api('GET', `/api/documents/${signedId}`, { token: alice.token });
    expect(signedDoc.body).toMatchObject({ kind: 'signed', title: 'Change order (signed)' });
    const list = await api('GET', '/api/documents', { token: alice.token });
    const original = list.body.documents.find((d: { id: string }) => d.id === id);
    expect(original.signature_status).toBe('signed');

    expect((await api('GET', `/api/document-signing/${token}`)).status).toBe(410);
    expect((await api('POST', `/api/document-signing/${token}`, { body: signBody() })).status).toBe(410);
    expect((await api('POST', `/api/document-signing/${token}/decline`, { body: {} })).status).toBe(410);
    expect((await send(alice, id)).status).toBe(409);
    expect((await send(alice, signedId)).status).toBe(409);
  });

  it('records a decline, after which the link is used up', async () => {
    const id = await upload(alice, await samplePdf('Warranty'), 'Warranty');
    const token = tokenOf((await send(alice, id)).body.signing_url);
    const declined = await api('POST', `/api/document-signing/${token}/decline`, {
      body: { reason: 'Wrong address' },
    });
    expect(declined.status).toBe(200);
    const status = await api('GET', `/api/documents/${id}/signature-status`, { token: alice.token });
    expect(status.body.status).toBe('declined');
    const notice = await eventually(async () =>
      (await sentMails()).find(
        (m) => m.to.includes(alice.email) && m.subject === 'Maria Lopez declined “Warranty”',
      ),
    );
    expect(notice.text).toContain('Their reason: Wrong address');
    expect((await api('POST', `/api/document-signing/${token}`, { body: signBody() })).status).toBe(410);
  });

  it('reads expired once its link’s 14 days are over (410); a resend replaces the older link', async () => {
    const id = await upload(alice, await samplePdf('Inspection'), 'Inspection');
    const first = tokenOf((await send(alice, id)).body.signing_url);
    await expect(openDocumentSigning(first, new Date(Date.now() + 31 * DAY))).rejects.toMatchObject({
      statusCode: 410,
    });
    const second = tokenOf((await send(alice, id)).body.signing_url);
    expect((await api('GET', `/api/document-signing/${first}`)).status).toBe(410);
    expect((await api('GET', `/api/document-signing/${second}`)).status).toBe(200);
  });

  it('refuses bad input, non-PDF files, unknown links and another account’s document', async () => {
    const id = await upload(alice, await samplePdf('Scope'), 'Scope');
    const noEmail = await api('POST', `/api/documents/${id}/send-for-signature`, {
      token: alice.token,
      body: { signer_name: 'Maria', signer_email: 'not-an-email' },
    });
    expect(noEmail.status).toBe(400);
    const image = await upload(alice, logoPng(), 'Photo');
    expect((await send(alice, image)).status).toBe(400);
    expect((await send(bob, id)).status).toBe(404);
    expect((await api('GET', `/api/documents/${id}/signature-status`, { token: bob.token })).status).toBe(
      404,
    );
    expect((await api('GET', `/api/documents/${id}/signature-status`, { token: alice.token })).status).toBe(
      404,
    );
    expect((await api('GET', '/api/document-signing/unknown-token')).status).toBe(404);
    expect((await api('POST', `/api/documents/${id}/send-for-signature`, { body: {} })).status).toBe(401);
  });
});

describe('the 3-day reminder', () => {
  it('mails one reminder with a fresh link, once; the first link is then replaced (410)', async () => {
    const id = await upload(alice, await samplePdf('Reminder'), 'Reminder doc');
    const email = uniqueEmail('remind');
    const first = tokenOf((await send(alice, id, email)).body.signing_url);
    expect(await sendDueSignatureReminders(new Date(Date.now() + 2 * DAY))).toBe(0);
    const later = new Date(Date.now() + 3 * DAY + 60_000);
    expect(await sendDueSignatureReminders(later)).toBeGreaterThanOrEqual(1);
    expect(await sendDueSignatureReminders(later)).toBe(0);
    const reminder = await eventually(async () =>
      (await sentMails()).find((m) => m.to.includes(email) && m.subject.startsWith('Reminder')),
    );
    const status = await api('GET', `/api/documents/${id}/signature-status`, { token: alice.token });
    expect(status.body.reminder_sent_at).toBe(later.toISOString());
    const fresh = reminder.text.match(/\/sign-document\/([\w-]+)/)![1]!;
    expect((await api('GET', `/api/document-signing/${first}`)).status).toBe(410);
    expect((await api('GET', `/api/document-signing/${fresh}`)).status).toBe(200);
    const reminders = (await sentMails()).filter(
      (m) => m.to.includes(email) && m.subject.startsWith('Reminder'),
    );
    expect(reminders).toHaveLength(1);
  });
});

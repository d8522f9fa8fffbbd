import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { pdfTextByPage } from '../support/pdf-text.js';
import { signaturePng } from '../support/png.js';
import { decide, sentProposalOf, signContract, waitForToken } from '../support/projects.js';

// The signed PDF's fingerprint (docs/decisions.md, "The signed PDF's fingerprint"): the certificate page is
// an incremental update appended to the document as signed, and prints that document's SHA-256 and length.
// From the downloaded file alone, the first N bytes hash to the printed digest, which is also the stored one.

useRuntimeEnvironment();
const { getContract } = await import('../../functions/documents/data/contracts.js');
const { getDocumentSignature } = await import('../../functions/documents/data/document-signatures.js');

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
});

/** The digest and length printed on the certificate (last page), and what the file's prefix hashes to. */
async function fingerprintOf(bytes: Uint8Array) {
  const pages = await pdfTextByPage(bytes);
  const certificate = pages[pages.length - 1]!.join(' ');
  expect(certificate).toContain('Certificate of electronic signature');
  const printed = /SHA-256 of the signed document\s+([0-9a-f]{64}) \(the first (\d+) bytes of this file/.exec(
    certificate,
  );
  expect(printed, certificate).not.toBeNull();
  const [, sha256, length] = printed!;
  const prefix = bytes.subarray(0, Number(length));
  return {
    printed: sha256,
    prefixSha256: createHash('sha256').update(prefix).digest('hex'),
    prefixPages: (await PDFDocument.load(prefix)).getPageCount(),
    pages: pages.length,
  };
}

const download = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

describe('the SHA-256 of the signed PDF on the certificate and the signing record', () => {
  it('a signed contract: the printed digest is the stored one and that of the file before its certificate page', async () => {
    const sale = await sentProposalOf(alice.token);
    await decide(sale.proposalToken, 'accept');
    const sent = await api('POST', `/api/estimates/${sale.estimate.id}/send-for-signing`, {
      token: alice.token,
    });
    expect(sent.status).toBe(200);
    const signed = await signContract(await waitForToken(sale.email, 'sign'));
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    const fingerprint = await fingerprintOf(await download(signed.body.signed_pdf_url));
    expect(fingerprint.prefixSha256).toBe(fingerprint.printed);
    // The prefix is the signed contract itself, a PDF of its own without the certificate page.
    expect(fingerprint.prefixPages).toBe(fingerprint.pages - 1);
    const contract = await getContract(alice.user.account_id, sale.estimate.id, sale.proposalId);
    expect(contract?.signedSha256).toBe(fingerprint.printed);
    // Different from the unsigned contract's digest, which the certificate still prints too.
    expect(contract?.sha256).not.toBe(fingerprint.printed);
  });

  it('a signed library document: the same, on its signature request', async () => {
    const source = await PDFDocument.create();
    source.addPage([612, 792]).drawText('Change order for the porch roof', { x: 72, y: 700 });
    const form = await api('POST', '/api/documents', { token: alice.token, body: { title: 'Change order' } });
    const data = new FormData();
    for (const [name, value] of Object.entries(form.body.upload.fields as Record<string, string>))
      data.set(name, value);
    data.set('file', new Blob([(await source.save()) as Uint8Array<ArrayBuffer>]), 'file.bin');
    await fetch(form.body.upload.url, { method: 'POST', body: data });
    const confirmed = await api('POST', '/api/documents', {
      token: alice.token,
      body: { title: 'Change order', upload_key: form.body.upload.key },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const id = confirmed.body.document.id as string;
    const sent = await api('POST', `/api/documents/${id}/send-for-signature`, {
      token: alice.token,
      body: { signer_name: 'Maria Lopez', signer_email: uniqueEmail('signer') },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const signed = await api('POST', `/api/document-signing/${sent.body.signing_url.split('/').pop()}`, {
      body: {
        full_name: 'Maria Lopez',
        signature_png: `data:image/png;base64,${signaturePng().toString('base64')}`,
        agree: true,
      },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    const fingerprint = await fingerprintOf(await download(signed.body.signed_pdf_url));
    expect(fingerprint.prefixSha256).toBe(fingerprint.printed);
    expect(fingerprint).toMatchObject({ prefixPages: 1, pages: 2 });
    const request = await getDocumentSignature(alice.user.account_id, id);
    expect(request?.signedSha256).toBe(fingerprint.printed);
  });
});

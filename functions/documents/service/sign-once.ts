import { CONTRACT_MESSAGES } from '@shared/documents/proposals.js';
import type { SignatureCertificate } from '@shared/documents/proposal-document.js';
import type { SignedPdf } from '../pdf/signed-contract-pdf.js';
import { InProgressError, runOnce } from '../../platform/data/dedupe.js';
import { ConflictError, GoneError, ValidationError } from '../../platform/errors.js';
import { sha256Hex } from '../../platform/digest.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG bytes of a drawn signature; 400 unless it really is a PNG of a plausible size. */
export function signatureBytes(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const valid =
    bytes.length > 33 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.subarray(12, 16).toString('ascii') === 'IHDR';
  if (!valid) throw new ValidationError(CONTRACT_MESSAGES.badSignature);
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < 50 || height < 20 || width > 4000 || height > 4000)
    throw new ValidationError(CONTRACT_MESSAGES.badSignature);
  return bytes;
}

/** Who signed from where, as the certificate records it. */
export interface SignerContext {
  clientAddress: string;
  userAgent: string;
}

/** What the signer sends: the typed name and the drawn signature as a PNG data URL. */
export interface SignInput {
  full_name: string;
  signature_png: string;
}

/** Who signed when, the size of the signed PDF and the SHA-256 its certificate prints. */
export interface Signed {
  signerName: string;
  signedAt: string;
  bytes: number;
  /** Hex SHA-256 of the document as signed, before the certificate page (a prefix of the PDF). */
  signedSha256: string;
}

/** One signing of a contract or a library document: what differs between the two. */
export interface SigningSteps {
  /** The once-only lock: its scope and the key of this request (one signature per key, ever). */
  lock: { scope: string; key: string };
  /** The stored unsigned PDF, the SHA-256 recorded when it was sent out, and its name for errors. */
  unsigned: { load: () => Promise<Uint8Array>; sha256: string; name: string };
  /** The certificate fields the caller knows (the ceremony adds name, time, address, agent, digest). */
  certificate: Pick<SignatureCertificate, 'contractId' | 'signerEmail' | 'linkIssuedAt' | 'inPersonIssuedBy'>;
  /** The signed PDF of the unsigned one, the signature PNG and the full certificate, with its digest. */
  render: (
    unsigned: Uint8Array,
    signaturePng: Buffer,
    certificate: SignatureCertificate,
  ) => Promise<SignedPdf>;
  /** Stores the signed PDF where the record will point. */
  store: (signed: Uint8Array) => Promise<void>;
  /** Records the signature under a condition that fails (with an `isConflict` error) once it is used. */
  record: (signed: Signed) => Promise<void>;
  /** Whether an error of `record` means the link was used meanwhile. */
  isConflict: (error: unknown) => boolean;
  /** What follows inside the lock once recorded (flags, the project, the signer's mail). */
  afterRecord?: (signed: Signed) => Promise<void>;
  /** 409 while another signing of the same request runs; 410 once it is used. */
  messages: { busy: string; used: string };
}

/**
 * The signing ceremony both contracts and library documents share: the drawn signature is checked,
 * then under a once-only lock the unsigned PDF is checked against its recorded digest, rendered with
 * the certificate, stored and recorded. Answers when it was signed. A repeat after success is 410,
 * a concurrent one 409, so a link signs exactly one PDF.
 */
export async function signOnce(
  steps: SigningSteps,
  input: SignInput,
  signer: SignerContext,
  now: Date,
): Promise<string> {
  const signature = signatureBytes(input.signature_png);
  const signedAt = now.toISOString();
  const signerName = input.full_name;
  let done: boolean;
  try {
    done = await runOnce(steps.lock.scope, steps.lock.key, async () => {
      const unsigned = await steps.unsigned.load();
      const sha256 = sha256Hex(unsigned);
      if (sha256 !== steps.unsigned.sha256)
        throw new Error(`${steps.unsigned.name} does not match its recorded SHA-256`);
      const signed = await steps.render(unsigned, signature, {
        ...steps.certificate,
        signerName,
        signedAt,
        clientAddress: signer.clientAddress,
        userAgent: signer.userAgent,
        unsignedSha256: sha256,
      });
      await steps.store(signed.pdf);
      const outcome: Signed = {
        signerName,
        signedAt,
        bytes: signed.pdf.length,
        signedSha256: signed.signedSha256,
      };
      try {
        await steps.record(outcome);
      } catch (error) {
        if (steps.isConflict(error)) throw new GoneError(steps.messages.used, { cause: error });
        throw error;
      }
      await steps.afterRecord?.(outcome);
    });
  } catch (error) {
    if (error instanceof InProgressError) throw new ConflictError(steps.messages.busy, { cause: error });
    throw error;
  }
  if (!done) throw new GoneError(steps.messages.used);
  return signedAt;
}

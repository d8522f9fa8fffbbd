import { createHmac, timingSafeEqual } from 'node:crypto';
import { escapeHtml } from '../../shared/kernel/html.js';

/** Why S3 would refuse a browser POST upload: its status, error code and message. */
export interface PostRefusal {
  status: number;
  code: string;
  message: string;
}

/** A browser POST upload to one bucket: its text fields (form names as sent) and the file's size. */
export interface PostUpload {
  bucket: string;
  fields: Record<string, string>;
  fileSize: number;
}

type Condition = Record<string, string> | [string, string | number, string | number];

const denied = (message: string): PostRefusal => ({ status: 403, code: 'AccessDenied', message });
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** Fields every POST may carry without a condition (AWS "Creating a POST policy"). */
function exempt(name: string): boolean {
  return ['policy', 'x-amz-signature', 'file'].includes(name) || name.startsWith('x-ignore-');
}

/**
 * What S3 checks of a presigned POST before it stores anything, for the local stand-in (s3rver accepts
 * any POST): the SigV4 signature of the policy, its expiry, that every form field is covered by a
 * condition and every condition holds, and the file size against `content-length-range`. Returns the
 * refusal S3 would answer, or undefined when S3 would store the file. docs/decisions.md "Uploads are
 * checked locally as S3 checks them".
 */
export function postPolicyRefusal(
  upload: PostUpload,
  secretAccessKey: string,
  now = new Date(),
): PostRefusal | undefined {
  const fields = new Map(Object.entries(upload.fields).map(([name, value]) => [name.toLowerCase(), value]));
  fields.set('bucket', upload.bucket);
  const policyText = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  const credential = fields.get('x-amz-credential');
  if (!policyText || !signature || !credential)
    return denied('Bucket POST must contain a policy and its signature.');
  const [, date, region, service] = credential.split('/');
  if (!date || !region || !service) return denied('The credential of the POST is malformed.');
  const key = [date, region, service, 'aws4_request'].reduce<Buffer | string>(
    (signingKey, part) => hmac(signingKey, part),
    `AWS4${secretAccessKey}`,
  );
  const expected = hmac(key as Buffer, policyText);
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return denied('The request signature we calculated does not match the signature you provided.');

  let policy: { expiration?: string; conditions?: Condition[] };
  try {
    policy = JSON.parse(Buffer.from(policyText, 'base64').toString('utf8')) as typeof policy;
  } catch {
    return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  }
  if (!policy.expiration || !(Date.parse(policy.expiration) > now.getTime()))
    return denied('Invalid according to Policy: Policy expired.');

  const covered = new Set<string>();
  for (const condition of policy.conditions ?? []) {
    if (!Array.isArray(condition)) {
      for (const [name, value] of Object.entries(condition)) {
        covered.add(name.toLowerCase());
        if (fields.get(name.toLowerCase()) !== value)
          return denied(
            `Invalid according to Policy: Policy Condition failed: ["eq", "$${name}", "${value}"]`,
          );
      }
      continue;
    }
    const [operator, first, second] = condition;
    if (operator === 'content-length-range') {
      if (upload.fileSize < Number(first))
        return {
          status: 400,
          code: 'EntityTooSmall',
          message: 'Your proposed upload is smaller than the minimum allowed size',
        };
      if (upload.fileSize > Number(second))
        return {
          status: 400,
          code: 'EntityTooLarge',
          message: 'Your proposed upload exceeds the maximum allowed size',
        };
      continue;
    }
    const name = String(first).replace(/^\$/, '').toLowerCase();
    covered.add(name);
    const value = fields.get(name) ?? '';
    const holds = operator === 'starts-with' ? value.startsWith(String(second)) : value === String(second);
    if (!holds)
      return denied(
        `Invalid according to Policy: Policy Condition failed: ["${operator}", "${String(first)}", "${String(second)}"]`,
      );
  }
  for (const name of fields.keys())
    if (!exempt(name) && !covered.has(name))
      return denied(`Invalid according to Policy: Extra input fields: ${name}`);
  return undefined;
}

/** S3's XML error body. */
export function s3ErrorXml(refusal: PostRefusal): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escapeHtml(refusal.message)}</Message></Error>`;
}

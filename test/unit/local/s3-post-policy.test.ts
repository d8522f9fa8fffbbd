import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { postPolicyRefusal } from '../../../infra/local/s3-post-policy';

const SECRET = 'S3RVER';
const s3 = new S3Client({
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:4569',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: SECRET },
});
const KEY = 'incoming/accounts/A1/logos/01JD0000000000000000000000';

/** A form exactly as our upload routes hand it out: one key, 1..100 bytes, 15 minutes. */
async function form() {
  const { fields } = await createPresignedPost(s3, {
    Bucket: 'uploads',
    Key: KEY,
    Conditions: [['content-length-range', 1, 100]],
    Expires: 900,
  });
  return fields;
}

describe('postPolicyRefusal (what S3 checks of a browser POST upload)', () => {
  it('lets through the form as signed, with a file within the range', async () => {
    expect(
      postPolicyRefusal({ bucket: 'uploads', fields: await form(), fileSize: 10 }, SECRET),
    ).toBeUndefined();
  });

  it('refuses another key, another bucket and an unsigned extra field (key confinement)', async () => {
    const fields = await form();
    const other = postPolicyRefusal(
      { bucket: 'uploads', fields: { ...fields, key: 'accounts/B2/logos/x.png' }, fileSize: 10 },
      SECRET,
    );
    expect(other).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(other?.message).toContain('$key');
    expect(postPolicyRefusal({ bucket: 'documents', fields, fileSize: 10 }, SECRET)).toMatchObject({
      status: 403,
    });
    expect(
      postPolicyRefusal(
        { bucket: 'uploads', fields: { ...fields, acl: 'public-read' }, fileSize: 10 },
        SECRET,
      )?.message,
    ).toBe('Invalid according to Policy: Extra input fields: acl');
  });

  it('refuses files outside the content-length range', async () => {
    const fields = await form();
    expect(postPolicyRefusal({ bucket: 'uploads', fields, fileSize: 0 }, SECRET)?.code).toBe(
      'EntityTooSmall',
    );
    expect(postPolicyRefusal({ bucket: 'uploads', fields, fileSize: 101 }, SECRET)?.code).toBe(
      'EntityTooLarge',
    );
  });

  it('refuses an expired policy, a changed policy and a wrong secret', async () => {
    const fields = await form();
    const later = new Date(Date.now() + 901_000);
    expect(postPolicyRefusal({ bucket: 'uploads', fields, fileSize: 10 }, SECRET, later)?.message).toBe(
      'Invalid according to Policy: Policy expired.',
    );
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8'));
    policy.conditions = policy.conditions.filter((condition: unknown) => !Array.isArray(condition));
    const widened = { ...fields, Policy: Buffer.from(JSON.stringify(policy)).toString('base64') };
    expect(postPolicyRefusal({ bucket: 'uploads', fields: widened, fileSize: 10 }, SECRET)?.message).toMatch(
      /signature/,
    );
    expect(postPolicyRefusal({ bucket: 'uploads', fields, fileSize: 10 }, 'other-secret')?.status).toBe(403);
  });
});

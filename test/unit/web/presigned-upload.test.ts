import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadRefusedError, uploadToPresignedPost } from '../../../web/src/lib/presigned-upload';

describe('uploadToPresignedPost', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the presigned fields first and the file last', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const file = new File(['logo'], 'logo.png', { type: 'image/png' });
    await uploadToPresignedPost({ url: 'https://bucket.test/', fields: { key: 'k/1', policy: 'p' } }, file);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://bucket.test/');
    expect(init?.method).toBe('POST');
    expect([...(init?.body as FormData).keys()]).toEqual(['key', 'policy', 'file']);
  });

  it("rejects with storage's status and S3 error code when the upload is refused", async () => {
    const xml = '<Error><Code>EntityTooLarge</Code></Error>';
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(xml, { status: 400 })));
    const refused = await uploadToPresignedPost(
      { url: 'https://bucket.test/', fields: {} },
      new File(['x'], 'x'),
    )
      .then(() => null)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UploadRefusedError);
    expect(refused).toMatchObject({ status: 400, code: 'EntityTooLarge' });
  });
});

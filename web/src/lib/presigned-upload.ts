/** A presigned S3 POST form from the API: where the file goes and the fields that must go with it. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/** Storage refused an upload: its HTTP status and S3's error code ('' when the answer had none). */
export class UploadRefusedError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string) {
    super(`storage refused the upload: ${code || status}`);
    this.name = 'UploadRefusedError';
    this.status = status;
    this.code = code;
  }
}

/**
 * Sends a file from the browser straight to storage with a presigned POST form (the file never passes
 * through the API, whose Lambda caps request bodies at 6 MB). Rejects with UploadRefusedError when
 * storage says no; a network failure rejects as fetch's own error.
 */
export async function uploadToPresignedPost(target: PresignedPost, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.set(name, value);
  // S3 reads the fields before the file, so the file goes last.
  form.set('file', file);
  const response = await fetch(target.url, { method: 'POST', body: form });
  if (response.ok) return;
  const code = /<Code>([^<]+)<\/Code>/.exec(await response.text().catch(() => ''))?.[1] ?? '';
  throw new UploadRefusedError(response.status, code);
}

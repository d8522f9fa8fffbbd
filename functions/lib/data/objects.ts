import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../clients/s3.js';

/** The bytes of one stored object (an object without a body is a broken upload: fail loudly). */
export async function readObject(bucket: string, key: string): Promise<Uint8Array> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!Body) throw new Error(`object ${key} has no body`);
  return Body.transformToByteArray();
}

/** A presigned GET link that downloads an object as an attachment named `fileName`. */
export function downloadUrl(link: {
  bucket: string;
  key: string;
  fileName: string;
  contentType?: string;
  seconds: number;
  now: Date;
}): Promise<string> {
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: link.bucket,
      Key: link.key,
      ResponseContentDisposition: `attachment; filename="${link.fileName}"`,
      ResponseContentType: link.contentType,
    }),
    { expiresIn: link.seconds, signingDate: link.now },
  );
}

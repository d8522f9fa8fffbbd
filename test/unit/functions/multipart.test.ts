import { describe, expect, it } from 'vitest';
import { eventBodyBytes, parseMultipart } from '../../../functions/platform/multipart.js';
import { ValidationError } from '../../../functions/platform/errors.js';

const BOUNDARY = '----WebKitFormBoundaryX3k9';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function form(parts: { headers: string[]; body: Buffer | string }[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts)
    chunks.push(
      Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`),
      Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const binary = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x0d, 0x0a, 0x2d, 0x2d, 0x00,
]);

describe('parseMultipart', () => {
  it('reads text fields and binary files byte for byte (CRLF and dashes inside the file included)', () => {
    const body = form([
      { headers: ['Content-Disposition: form-data; name="user_id"'], body: 'user-1' },
      {
        headers: [
          'Content-Disposition: form-data; name="file"; filename="logo.png"',
          'Content-Type: image/png',
        ],
        body: binary,
      },
    ]);
    const parsed = parseMultipart(body, TYPE);
    expect(parsed.fields.user_id).toBe('user-1');
    expect(parsed.files.file.filename).toBe('logo.png');
    expect(parsed.files.file.contentType).toBe('image/png');
    expect(parsed.files.file.data.equals(binary)).toBe(true);
  });

  it('accepts a quoted boundary and an empty file', () => {
    const body = form(
      [{ headers: ['Content-Disposition: form-data; name="file"; filename=""'], body: '' }],
      'abc',
    );
    const parsed = parseMultipart(body, 'multipart/form-data; boundary="abc"');
    expect(parsed.files.file.data.length).toBe(0);
  });

  it('treats __proto__ and constructor as ordinary field names', () => {
    const body = form([
      { headers: ['Content-Disposition: form-data; name="__proto__"'], body: 'x' },
      { headers: ['Content-Disposition: form-data; name="constructor"'], body: 'y' },
    ]);
    const parsed = parseMultipart(body, TYPE);
    expect(Object.keys(parsed.fields)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it.each([
    [
      'not multipart',
      form([{ headers: ['Content-Disposition: form-data; name="a"'], body: 'b' }]),
      'application/json',
    ],
    [
      'no boundary',
      form([{ headers: ['Content-Disposition: form-data; name="a"'], body: 'b' }]),
      'multipart/form-data',
    ],
    [
      'another boundary',
      form([{ headers: ['Content-Disposition: form-data; name="a"'], body: 'b' }], 'other'),
      TYPE,
    ],
    [
      'no closing delimiter',
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb`),
      TYPE,
    ],
    [
      'a repeated field',
      form([
        { headers: ['Content-Disposition: form-data; name="a"'], body: '1' },
        { headers: ['Content-Disposition: form-data; name="a"'], body: '2' },
      ]),
      TYPE,
    ],
    ['a part without a name', form([{ headers: ['Content-Disposition: form-data'], body: '1' }]), TYPE],
    [
      'a header line without a colon',
      form([{ headers: ['Content-Disposition: form-data; name="a"', 'garbage'], body: '1' }]),
      TYPE,
    ],
    [
      'an oversized text field',
      form([{ headers: ['Content-Disposition: form-data; name="a"'], body: 'x'.repeat(5000) }]),
      TYPE,
    ],
    [
      'too many parts',
      form(
        Array.from({ length: 11 }, (_, index) => ({
          headers: [`Content-Disposition: form-data; name="f${index}"`],
          body: 'x',
        })),
      ),
      TYPE,
    ],
  ])('refuses %s with a 400', (_name, body, contentType) => {
    expect(() => parseMultipart(body, contentType)).toThrow(ValidationError);
  });

  it('decodes a base64 API Gateway body to the exact bytes', () => {
    const event = { body: binary.toString('base64'), isBase64Encoded: true } as Parameters<
      typeof eventBodyBytes
    >[0];
    expect(eventBodyBytes(event).equals(binary)).toBe(true);
  });
});

import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from '@shared/kernel/zod.js';
import { PayloadTooLargeError, ValidationError } from '../errors.js';

/** The zod schemas a route parses its input with (all optional). */
export interface RequestSchemas {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  path?: z.ZodMiniType;
}

/** Parsed input, attached to the event by `parseRequest`. */
export interface ParsedInput {
  body: unknown;
  query: unknown;
  path: unknown;
}

/** Event with the parsed input attached. */
export type ParsedEvent = APIGatewayProxyEventV2 & { parsed?: ParsedInput };

function issuesOf(error: z.core.$ZodError, prefix: string) {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message:
      issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
  }));
}

function check(schema: z.ZodMiniType | undefined, value: unknown, prefix: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = issuesOf(result.error, prefix);
  throw new ValidationError(errors[0]?.message ?? 'Invalid request', { errors, cause: result.error });
}

/** The raw body as text, decoding API Gateway's base64 form. */
export function rawBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** Size-checks and JSON-parses the body, then validates body, query and path parameters with zod. */
export function parseRequest(schemas: RequestSchemas, maxBodyBytes: number): MiddlewareObj<ParsedEvent> {
  return {
    name: 'parse-request',
    before: ({ event }) => {
      // Measure the bytes that arrived: decoding a binary (base64) body as UTF-8 first would inflate it.
      const size = event.body ? Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : 0;
      if (size > maxBodyBytes) throw new PayloadTooLargeError();
      let body: unknown;
      if (schemas.body) {
        const text = rawBody(event);
        if (!text.trim()) throw new ValidationError('Request body is required');
        try {
          body = JSON.parse(text);
        } catch (error) {
          throw new ValidationError('Request body must be valid JSON', { cause: error });
        }
      }
      event.parsed = {
        body: check(schemas.body, body, ''),
        query: check(schemas.query, event.queryStringParameters ?? {}, 'query'),
        path: check(schemas.path, event.pathParameters ?? {}, 'path'),
      };
    },
  };
}

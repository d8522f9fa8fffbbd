import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

const SECURITY_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** A JSON API Gateway result. */
export function jsonResult(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { ...SECURITY_HEADERS, ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

/** What a route handler returns when 200 with a JSON body is not what it means. */
export class Reply {
  constructor(
    readonly statusCode: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** An HTML page as the answer (the widget's iframe page): `body` is the page, sent as it is. */
export class HtmlReply extends Reply {
  constructor(statusCode: number, body: string, headers: Record<string, string> = {}) {
    super(statusCode, body, headers);
  }
}

/** An HTML API Gateway result. */
export function htmlResult(reply: HtmlReply): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: reply.statusCode,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...reply.headers,
    },
    body: String(reply.body),
  };
}

/** 201 Created with a body. */
export function created(body: unknown): Reply {
  return new Reply(201, body);
}

/** 202 Accepted: the request was taken, its outcome arrives another way (e.g. by mail). */
export function accepted(body: unknown): Reply {
  return new Reply(202, body);
}

/** A redirect (e.g. to a presigned download URL). */
export function redirect(location: string): Reply {
  return new Reply(302, undefined, { location });
}

import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@shared/kernel/edge.js';
import { knownOriginSecret } from './origin-secret.js';

/** Whether the request's `x-origin-verify` equals `secret` (compared in constant time). */
export function carriesOriginSecret(event: APIGatewayProxyEventV2, secret: string): boolean {
  const sent = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!secret || !sent) return false;
  const expected = Buffer.from(secret, 'utf8');
  const given = Buffer.from(sent, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Whether the request came through CloudFront: it carries the origin secret CloudFront adds (the
 * client's own copy of that header is overwritten at the edge). False when no secret is configured
 * or it has not been read yet (route()'s origin check reads it before any handler runs).
 */
export function cameThroughEdge(event: APIGatewayProxyEventV2): boolean {
  const secret = knownOriginSecret();
  return secret !== undefined && carriesOriginSecret(event, secret);
}

/**
 * The visitor's IP address. Behind CloudFront, API Gateway's sourceIp is the edge's address, so
 * CloudFront's `cloudfront-viewer-address` (ip:port) wins — but only on a request that carried the
 * origin secret, where CloudFront itself set it; anywhere else it is the client's word and ignored.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = cameThroughEdge(event) ? event.headers?.[VIEWER_ADDRESS_HEADER] : undefined;
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

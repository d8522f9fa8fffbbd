import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../shared/domain/edge.js';
import { config } from './config.js';

/**
 * Whether the request came through CloudFront: it carries the origin secret CloudFront adds (the
 * client's own copy of that header is overwritten at the edge). False when no secret is configured.
 */
export function cameThroughEdge(event: APIGatewayProxyEventV2): boolean {
  const secret = config.ORIGIN_VERIFY_SECRET;
  const sent = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!secret || !sent) return false;
  const expected = Buffer.from(secret, 'utf8');
  const given = Buffer.from(sent, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
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

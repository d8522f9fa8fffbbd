import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The visitor's IP address. Behind CloudFront, API Gateway's sourceIp is the edge's address, so
 * CloudFront's own `cloudfront-viewer-address` header (ip:port, not settable by the client) wins.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/** An HTTP API (payload 2.0) event for a handler test: `GET /api/things` unless `extra` says otherwise. */
export function httpEvent(extra: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'GET /api/things',
    rawPath: '/api/things',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {} as never,
    ...extra,
  };
}

/** The Lambda context a handler test passes. */
export function lambdaContext(requestId = 'req-1'): Context {
  return { awsRequestId: requestId, getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
}

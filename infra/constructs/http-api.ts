import { Aws } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { routeId, type RouteDef } from '../routes.js';

/**
 * Default-stage throttling: a guard against floods, above the modelled peak of 10,000 accounts
 * (~300 requests/s, docs/scaling.md); 100/s was the first thing to break at that size.
 */
export const API_THROTTLE = { burstLimit: 2000, rateLimit: 1000 } as const;

/** The HTTP API (API Gateway v2) with a throttled `$default` stage; routes are added per row, in any stack. */
export class HttpApiGateway extends Construct {
  /** The API. */
  readonly api: HttpApi;
  /** The throttled `$default` stage. */
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // No default stage from HttpApi: it cannot take throttle settings, so we create our own.
    this.api = new HttpApi(this, 'Api', { createDefaultStage: false });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
    });
  }

  /** The execute-api host name, for CloudFront's origin (built from the API id only, so no cycle). */
  get domainName(): string {
    return `${this.api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }

  /** The stage URL (`https://…/`). */
  get url(): string {
    return this.stage.url;
  }

  /**
   * Mounts one `routes.ts` row on its function. The route, its integration and the invoke permission
   * are created under `scope`, so they live in the stack of the function (an area's nested stack)
   * rather than next to the API.
   */
  addRoute(scope: Construct, route: RouteDef, fn: IFunction): void {
    new HttpRoute(scope, 'HttpRoute', {
      httpApi: this.api,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration(`${routeId(route)}-integration`, fn),
    });
  }
}

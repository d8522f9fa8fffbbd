import { Aws, CfnOutput } from 'aws-cdk-lib';
import {
  ApiMapping,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { routeId, type RouteDef } from '../routes.js';

/**
 * Default-stage throttling: a guard against floods, above the modelled peak of 10,000 accounts
 * (~300 requests/s, docs/scaling.md); 100/s was the first thing to break at that size.
 */
export const API_THROTTLE = { burstLimit: 2000, rateLimit: 1000 } as const;

/** A custom domain for the API that CloudFront uses as its origin (context `apiOriginDomain` + `apiOriginCertificateArn`). */
export interface ApiOriginDomain {
  /** e.g. `api-origin.example.com`; its DNS points at the `ApiOriginTarget` output. */
  name: string;
  /** A regional ACM certificate for `name`, in the stack's region. */
  certificateArn: string;
}

/** The origin domain named by the app's context, if an operator configured one. */
export function apiOriginDomainFromContext(scope: Construct): ApiOriginDomain | undefined {
  const name = scope.node.tryGetContext('apiOriginDomain') as string | undefined;
  const certificateArn = scope.node.tryGetContext('apiOriginCertificateArn') as string | undefined;
  return name && certificateArn ? { name, certificateArn } : undefined;
}

/**
 * The HTTP API (API Gateway v2) with a throttled `$default` stage; routes are added per row, in any
 * stack. With an origin domain, the default `execute-api` endpoint is switched off and CloudFront
 * reaches the API through that domain only; either way every route refuses a request without
 * CloudFront's origin secret.
 */
export class HttpApiGateway extends Construct {
  /** The API. */
  readonly api: HttpApi;
  /** The throttled `$default` stage. */
  readonly stage: HttpStage;
  private readonly originDomain?: ApiOriginDomain;

  constructor(scope: Construct, id: string, props: { originDomain?: ApiOriginDomain } = {}) {
    super(scope, id);
    this.originDomain = props.originDomain;
    // No default stage from HttpApi: it cannot take throttle settings, so we create our own.
    // CloudFront needs a host to reach: execute-api goes off only when a custom domain replaces it.
    this.api = new HttpApi(this, 'Api', {
      createDefaultStage: false,
      disableExecuteApiEndpoint: Boolean(props.originDomain),
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
    });
    if (props.originDomain) {
      const domain = new DomainName(this, 'OriginDomain', {
        domainName: props.originDomain.name,
        certificate: Certificate.fromCertificateArn(
          this,
          'OriginCertificate',
          props.originDomain.certificateArn,
        ),
      });
      new ApiMapping(this, 'OriginMapping', { api: this.api, domainName: domain, stage: this.stage });
      new CfnOutput(this, 'ApiOriginTarget', {
        value: domain.regionalDomainName,
        description: `CNAME target of ${props.originDomain.name} (CloudFront's origin for /api/*)`,
      });
    }
  }

  /**
   * The host CloudFront forwards `/api/*` to: the origin domain when configured, else the execute-api
   * host (built from the API id only, so no cycle).
   */
  get domainName(): string {
    return this.originDomain?.name ?? `${this.api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
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

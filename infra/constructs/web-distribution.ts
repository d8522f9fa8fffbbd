import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { prerenderedFile, PUBLIC_PAGES, SPA_SHELL_FILE } from '../../shared/domain/public-pages.js';
import { privateBucketProps } from './storage-buckets.js';

/** Props of {@link WebDistribution}. */
export interface WebDistributionProps {
  /** Host name of the HTTP API (no scheme, no path); served under `/api/*`. */
  apiDomainName: string;
  /** The built SPA; deployed only if it holds an `index.html` (so synth works before the web is built). */
  webDistPath: string;
  /** The data buckets' hosts the CSP allows (`dataBucketHosts`). */
  s3Hosts: readonly string[];
  /** A CloudFront-scope WAF web ACL (its ARN) to attach, when the rate rule is enabled. */
  webAclArn?: string;
}

/**
 * The CSP. `s3Hosts`: our own data buckets' hosts (presigned logo and PDF URLs, the browser's logo
 * upload form), by name, so a page can reach no other bucket.
 */
function contentSecurityPolicy(s3Hosts: readonly string[]): string {
  const buckets = s3Hosts.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React and Tailwind set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${buckets}`,
    "font-src 'self' data:",
    // Browsers POST logos straight to S3 with presigned forms.
    `connect-src 'self' ${buckets}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// The spec's client calls e.g. `/api/estimates/`; HTTP API routes do not match a trailing slash, so
// drop it at the edge (the local gateway accepts both too).
const API_TRAILING_SLASH_CODE = `
function handler(event) {
  var uri = event.request.uri;
  if (uri.length > 5 && uri.charAt(uri.length - 1) === '/') event.request.uri = uri.slice(0, -1);
  return event.request;
}`;

// Viewer-request rewrite on the web behaviour only: a prerendered public page (shared list) is served
// from its HTML file, with or without a trailing slash; anything else that does not look like a static
// file is a client route and gets the SPA shell. Distribution-wide error responses (403/404 →
// /index.html) would also swallow the API's own 403/404 JSON answers under `/api/*` and turn them into
// 200 HTML. Proposal tokens may contain dots, so test for known extensions rather than "has a dot".
const PRERENDERED = Object.fromEntries(PUBLIC_PAGES.map((page) => [page.path, prerenderedFile(page)]));
const SPA_REWRITE_CODE = `
var PRERENDERED = ${JSON.stringify(PRERENDERED)};
var STATIC_FILE = /\\.(?:html|js|mjs|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|pdf)$/i;
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  var page = PRERENDERED[path];
  if (page) {
    request.uri = page;
  } else if (!STATIC_FILE.test(uri)) {
    request.uri = '${SPA_SHELL_FILE}';
  }
  return request;
}
`;

/** The CloudFront front door: the SPA from a private bucket, `/api/*` to the HTTP API. */
export class WebDistribution extends Construct {
  /** Private bucket holding the built SPA; only CloudFront (OAC) reads it. */
  readonly bucket: Bucket;
  /** The distribution. */
  readonly distribution: Distribution;
  /** Whether `web/dist` existed at synth time and is deployed. */
  readonly deploysWeb: boolean;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'WebBucket', privateBucketProps);

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.s3Hosts),
          override: true,
        },
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve prerendered pages from their files and index.html for client-side routes',
    });

    const apiTrailingSlash = new CloudFrontFunction(this, 'ApiTrailingSlash', {
      code: FunctionCode.fromInline(API_TRAILING_SLASH_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Accept a trailing slash on API paths',
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Ridgeline web app and API',
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          // A redirect would turn a POST into a GET; refuse plain HTTP instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Forwards Authorization, query and body; API Gateway rejects CloudFront's Host header.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: apiTrailingSlash, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });

    this.deploysWeb = existsSync(join(props.webDistPath, 'index.html'));
    if (this.deploysWeb) this.deployWeb(props.webDistPath);
  }

  /** `https://<distribution domain>`. */
  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  private deployWeb(webDistPath: string): void {
    // Hashed build output never changes under its name; old chunks stay (no prune) so open tabs can
    // still lazy-load the routes of the version they started with.
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(webDistPath)],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.days(365)),
        CacheControl.immutable(),
      ],
      memoryLimit: 512,
    });
    // index.html and the unhashed public files are revalidated on every visit; deployed after the
    // assets so a new index.html never points at chunks that are not there yet.
    const site = new BucketDeployment(this, 'DeploySite', {
      sources: [Source.asset(webDistPath)],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    site.node.addDependency(assets);
  }
}

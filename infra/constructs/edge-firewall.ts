import { Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/**
 * Context key for the WAF in front: on by default in a stack pinned to us-east-1 (the only region a
 * CloudFront ACL can live in); `-c wafRateLimit=2000` (or `true` for the default) asks for it, `false`
 * turns it off. See docs/decisions.md ("The WAF rate rule is on by default").
 */
export const WAF_CONTEXT_KEY = 'wafRateLimit';

/** Requests per IP in any 5-minute window before WAF blocks that IP, when the flag is just `true`. */
export const DEFAULT_WAF_RATE_LIMIT = 2000;

/** Whether the construct's stack is pinned to us-east-1 (false outside a stack or environment-agnostic). */
function pinnedToUsEast1(scope: Construct): boolean {
  const stack = scope.node.scopes.find((candidate) => Stack.isStack(candidate));
  return stack !== undefined && !Token.isUnresolved(stack.region) && stack.region === 'us-east-1';
}

/** The rate limit the context asks for (by default the default limit where the region allows it), or undefined when the WAF is off. */
export function wafRateLimit(scope: Construct): number | undefined {
  const value: unknown = scope.node.tryGetContext(WAF_CONTEXT_KEY);
  // An environment-agnostic stack could deploy anywhere, where a CloudFront ACL would fail: off there.
  if (value === undefined) return pinnedToUsEast1(scope) ? DEFAULT_WAF_RATE_LIMIT : undefined;
  if (value === false || value === 'false' || value === '') return undefined;
  if (value === true || value === 'true') return DEFAULT_WAF_RATE_LIMIT;
  const limit = Number(value);
  // WAF's own bounds for a rate-based rule.
  if (!Number.isInteger(limit) || limit < 10 || limit > 2_000_000_000)
    throw new Error(
      `${WAF_CONTEXT_KEY} must be true or an integer from 10 to 2000000000, got '${String(value)}'`,
    );
  return limit;
}

/**
 * A CloudFront-scope WAF web ACL (on by default in us-east-1) with one rate-based rule per client IP, a second line
 * behind the API stage's throttle and our per-address limits. CloudFront-scope ACLs can only be
 * created in us-east-1, so this needs the stack deployed there: a stack pinned elsewhere fails at
 * synth with a clear message; an environment-agnostic stack leaves the check to CloudFormation.
 */
export class EdgeFirewall extends Construct {
  /** The web ACL; its ARN is the distribution's `webAclId`. */
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, { rateLimit }: { rateLimit: number }) {
    super(scope, id);
    const region = Stack.of(this).region;
    if (!Token.isUnresolved(region) && region !== 'us-east-1') {
      throw new Error(
        `${WAF_CONTEXT_KEY}: a CloudFront WAF must live in us-east-1, but this stack deploys to ${region}. ` +
          'Deploy the stack to us-east-1 or leave the flag off.',
      );
    }
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: `Ridgeline edge rate limit: ${rateLimit} requests per IP per 5 minutes`,
      defaultAction: { allow: {} },
      visibilityConfig: visibility('RidgelineEdge'),
      rules: [
        {
          name: 'RatePerIp',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: rateLimit, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('RidgelineRatePerIp'),
        },
      ],
    });
  }
}

import {
  Validations,
  type App,
  type IPolicyValidationPlugin,
  type PolicyValidationPluginReport,
} from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** One accepted cdk-nag AwsSolutions finding: its rule id, where it may occur, and why it is acceptable. */
export interface NagAcknowledgement {
  /** The finding's id, e.g. `AwsSolutions-IAM5[Resource::…]`. */
  rule: RegExp;
  /** The construct path of the resources it is accepted on. */
  path: RegExp;
  /** One line: why this is right for Ridgeline. */
  reason: string;
  /** Only some configurations have the finding (e.g. only with a web build to deploy). */
  conditional?: true;
}

/**
 * Every finding we accept, each justified in one line; anything else fails `npm run synth` and the
 * infra tests. cdk-nag 3 acknowledges exact finding ids only, so these patterns are matched against
 * the findings of a first check and each match is acknowledged on its resource.
 */
export const NAG_ACKNOWLEDGEMENTS: readonly NagAcknowledgement[] = [
  {
    rule: /^AwsSolutions-APIG4$/,
    path: /^Ridgeline\/\w+Area\/Route-[^/]+\/HttpRoute\/Resource$/,
    reason:
      'Every handler authorises itself (route.ts verifies the Cognito token and loads the membership per request), so AWS and the local gateway behave alike; public routes are public by the spec.',
  },
  {
    rule: /^AwsSolutions-L1$/,
    path: /^Ridgeline\/(\w+Area\/(Route|Consumer|Schedule)-[^/]+\/Function|Identity\/PreTokenGeneration)\/Resource$/,
    reason:
      'nodejs22.x on purpose: the newest runtime our Node 20 local runtime and tests keep parity with (local-stack-notes.md); moved together with the toolchain.',
  },
  {
    rule: /^AwsSolutions-IAM5\[Resource::<(DataTable\w+\.Arn|referencetoRidgelineDataTable\w+Arn)>\/index\/\*\]$/,
    path: /^Ridgeline\/\w+Area\/[^/]+Role[^/]*(\/Role-\d+)?\/DefaultPolicy\/Resource$/,
    reason: "CDK's table grant covers the GSIs of our one table (index/*); no other table is reachable.",
  },
  {
    rule: /^AwsSolutions-IAM5\[(Action::s3:(GetObject|GetBucket|List|Abort|DeleteObject)\*|Resource::<(Storage(Uploads|Documents)\w+\.Arn|referencetoRidgelineStorage(Uploads|Documents)\w+Arn)>\/\*)\]$/,
    path: /^Ridgeline\/\w+Area\/[^/]+Role[^/]*(\/Role-\d+)?\/DefaultPolicy\/Resource$/,
    reason:
      "CDK's read/put/delete grants on exactly one of our buckets, as the access list says: objects are keyed per account, so object-level wildcards are inherent.",
  },
  {
    rule: /^AwsSolutions-IAM5\[Resource::\*\]$/,
    path: /^Ridgeline\/CommunicationsArea\/Consumer-send-email-Role\/DefaultPolicy\/Resource$/,
    reason:
      'ses:SendEmail for the send-email consumer only; the sender identity (EmailFrom) is verified in SES out of band, so its ARN is not known to the stack.',
  },
  {
    rule: /^AwsSolutions-S1$/,
    path: /^Ridgeline\/(Web\/WebBucket|Storage\/(Uploads|Documents))\/Resource$/,
    reason:
      'Server access logs would need a further bucket; browsers only reach these buckets through CloudFront (web) or presigned URLs our Lambdas mint and log.',
  },
  {
    rule: /^AwsSolutions-CFR1$/,
    path: /^Ridgeline\/Web\/Distribution\/Resource$/,
    reason: 'No geo restriction: homeowners open proposal links from wherever they are.',
  },
  {
    rule: /^AwsSolutions-CFR2$/,
    path: /^Ridgeline\/Web\/Distribution\/Resource$/,
    reason:
      'WAF is on by default only in a stack pinned to us-east-1 (context wafRateLimit); elsewhere the API stage throttle, our per-address limits and the daily budgets hold.',
  },
  {
    rule: /^AwsSolutions-CFR3$/,
    path: /^Ridgeline\/Web\/Distribution\/Resource$/,
    reason:
      'CloudFront standard logs need an ACL-enabled bucket; the API stage access log (CloudWatch) already records every dynamic request.',
  },
  {
    rule: /^AwsSolutions-CFR4$/,
    path: /^Ridgeline\/Web\/Distribution\/Resource$/,
    reason:
      'The default *.cloudfront.net certificate cannot pin a TLS policy; a custom domain brings its certificate and TLSv1.2_2021.',
  },
  {
    rule: /^AwsSolutions-COG1$/,
    path: /^Ridgeline\/Identity\/UserPool\/Resource$/,
    reason: 'At least 8 characters and no composition rules (NIST SP 800-63B), see identity.ts.',
  },
  {
    rule: /^AwsSolutions-COG2$/,
    path: /^Ridgeline\/Identity\/UserPool\/Resource$/,
    reason: 'The spec has no MFA; sign-in is throttled by our login handler.',
  },
  {
    rule: /^AwsSolutions-COG8$/,
    path: /^Ridgeline\/Identity\/UserPool\/Resource$/,
    reason:
      'Lite feature plan by decision: we use no Plus feature; login throttling and lockout are our own.',
  },
  {
    rule: /^AwsSolutions-(IAM4|IAM5|L1)(\[.*\])?$/,
    path: /^Ridgeline\/Custom::CDKBucketDeployment\w+\/(Resource|ServiceRole\/(DefaultPolicy\/)?Resource)$/,
    reason:
      "CDK's own BucketDeployment helper (runs at deploy only, copies the web build from CDK's asset bucket): its runtime and grants are CDK's.",
    conditional: true,
  },
  {
    rule: /^AwsSolutions-SMG4$/,
    path: /^Ridgeline\/ApiKeys\/Secret\/Resource$/,
    reason:
      'Stripe and Google keys are rotated at the provider and then put here; no rotation Lambda can issue them.',
  },
  {
    rule: /^AwsSolutions-SMG4$/,
    path: /^Ridgeline\/Web\/OriginSecret\/Resource$/,
    reason:
      "CloudFront's origin header is static configuration, so the origin secret is rotated by a redeploy, not by a rotation Lambda.",
  },
];

/** Runs the AwsSolutions checks over `scope` as they stand now; returns the unacknowledged findings. */
export function nagFindings(scope: IConstruct): { rule: string; path: string; severity: string }[] {
  const report = new AwsSolutionsChecks(scope).validateScope(scope);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => ({
      rule: violation.ruleName,
      path: resource.constructPath ?? '',
      severity: violation.severity ?? 'error',
    })),
  );
}

/** Acknowledges, on each resource, the findings {@link NAG_ACKNOWLEDGEMENTS} accepts; returns how many. */
export function acknowledgeNagFindings(scope: IConstruct): number {
  const byPath = new Map(scope.node.findAll().map((construct) => [construct.node.path, construct]));
  let acknowledged = 0;
  for (const finding of nagFindings(scope)) {
    const accepted = NAG_ACKNOWLEDGEMENTS.find(
      (entry) => entry.rule.test(finding.rule) && entry.path.test(finding.path),
    );
    const construct = byPath.get(finding.path);
    if (!accepted || !construct) continue;
    Validations.of(construct).acknowledge({ id: finding.rule, reason: accepted.reason });
    acknowledged += 1;
  }
  return acknowledged;
}

/**
 * Acknowledges the accepted findings as they read after synthesis, when cross-stack references have
 * become nested-stack parameters (`<referencetoRidgeline…Arn>`) and finding ids changed with them.
 */
class NagAcknowledger implements IPolicyValidationPlugin {
  readonly name = 'ridgeline-nag-acknowledgements';

  constructor(private readonly app: App) {}

  validate(): PolicyValidationPluginReport {
    acknowledgeNagFindings(this.app);
    return { success: true, violations: [] };
  }
}

/** Makes synthesis fail on any unacknowledged AwsSolutions finding (`npm run synth`). */
export function addNagChecks(app: App): void {
  Validations.of(app).addPlugins(new NagAcknowledger(app), new AwsSolutionsChecks(app));
}

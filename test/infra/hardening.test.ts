import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { testApp } from '../support/ridgeline-stack.js';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { COGNITO_ADMIN_ACTIONS } from '../../infra/permissions.js';
import { BUDGET_METRIC, BudgetAlarm } from '../../infra/constructs/budget-alarm.js';
import {
  DEFAULT_WAF_RATE_LIMIT,
  EdgeFirewall,
  wafRateLimit,
  WAF_CONTEXT_KEY,
} from '../../infra/constructs/edge-firewall.js';
import { repoPath } from '../../infra/constructs/paths.js';
import { dataBucketHosts } from '../../infra/constructs/storage-buckets.js';
import { WebDistribution } from '../../infra/constructs/web-distribution.js';

// Small stacks of single constructs: no handler bundling, so this file runs in seconds.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

function distributionStack(context: Record<string, unknown> = {}, region?: string) {
  const app = testApp(context);
  const stack = new Stack(app, 'Edge', region ? { env: { region, account: '123456789012' } } : {});
  const rateLimit = wafRateLimit(stack);
  const firewall = rateLimit ? new EdgeFirewall(stack, 'EdgeFirewall', { rateLimit }) : undefined;
  new WebDistribution(stack, 'Web', {
    apiDomainName: 'api.example.com',
    webDistPath: join(repoPath(), 'no-such-web-build'),
    s3Hosts: dataBucketHosts(stack),
    webAclArn: firewall?.webAcl.attrArn,
  });
  return Template.fromStack(stack);
}

describe('Cognito grants', () => {
  it('grant exactly the admin calls the functions make, no wildcard', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(repoPath('functions'))) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/\b(Admin\w+)Command\b/g)) {
        used.add(`cognito-idp:${name}`);
      }
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...COGNITO_ADMIN_ACTIONS].sort()).toEqual([...used].sort());
    for (const action of COGNITO_ADMIN_ACTIONS) expect(action).not.toContain('*');
  });
});

describe('content security policy', () => {
  it('names our two data buckets instead of any S3 bucket', () => {
    const json = JSON.stringify(distributionStack().findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(json).not.toContain('*.s3');
    for (const kind of ['uploads', 'documents']) {
      expect(json).toContain(`https://edge-${kind}-`);
    }
    expect(json).toMatch(/connect-src 'self' https:\/\/edge-uploads-/);
  });
});

describe('WAF rate rule', () => {
  it('is off without the context flag in an environment-agnostic stack (it could deploy anywhere)', () => {
    const template = distributionStack();
    template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    expect(JSON.stringify(distribution)).not.toContain('WebACLId');
  });

  it('puts a CloudFront-scope rate rule per IP in front of the distribution when the flag is set', () => {
    const template = distributionStack({ [WAF_CONTEXT_KEY]: '500' }, 'us-east-1');
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        {
          Name: 'RatePerIp',
          Action: { Block: {} },
          Statement: { RateBasedStatement: { Limit: 500, AggregateKeyType: 'IP' } },
        },
      ],
    });
    const [aclId] = Object.keys(template.findResources('AWS::WAFv2::WebACL'));
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { WebACLId: { 'Fn::GetAtt': [aclId, 'Arn'] } },
    });
  });

  it('is on by default, at the default limit, in a stack pinned to us-east-1; `false` turns it off', () => {
    const template = distributionStack({}, 'us-east-1');
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: [
        { Statement: { RateBasedStatement: { Limit: DEFAULT_WAF_RATE_LIMIT, AggregateKeyType: 'IP' } } },
      ],
    });
    distributionStack({ [WAF_CONTEXT_KEY]: false }, 'us-east-1').resourceCountIs('AWS::WAFv2::WebACL', 0);
  });

  it('is off by default, without an error, in a stack pinned to a region where CloudFront WAF cannot live', () => {
    distributionStack({}, 'eu-west-1').resourceCountIs('AWS::WAFv2::WebACL', 0);
  });

  it('takes `true` as the default limit and refuses nonsense', () => {
    const scope = (value: unknown) => testApp({ [WAF_CONTEXT_KEY]: value });
    expect(wafRateLimit(scope(true))).toBe(DEFAULT_WAF_RATE_LIMIT);
    expect(wafRateLimit(scope('true'))).toBe(DEFAULT_WAF_RATE_LIMIT);
    expect(wafRateLimit(scope('false'))).toBeUndefined();
    expect(() => wafRateLimit(scope('lots'))).toThrow(/wafRateLimit must be/);
    expect(() => wafRateLimit(scope(5))).toThrow(/wafRateLimit must be/);
  });

  it('refuses a stack pinned outside us-east-1, where CloudFront WAF cannot live', () => {
    expect(() => distributionStack({ [WAF_CONTEXT_KEY]: true }, 'eu-west-1')).toThrow(/us-east-1/);
  });
});

describe('daily budget alarm', () => {
  it('counts the `budget exhausted` log lines of the functions and alarms on the first', () => {
    const stack = new Stack(testApp(), 'Budget');
    new BudgetAlarm(stack, 'DailyBudget', { logGroup: new LogGroup(stack, 'Logs') });
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.message = "budget exhausted" }',
      MetricTransformations: [
        { MetricNamespace: BUDGET_METRIC.namespace, MetricName: BUDGET_METRIC.name, MetricValue: '1' },
      ],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: BUDGET_METRIC.namespace,
      MetricName: BUDGET_METRIC.name,
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });
});

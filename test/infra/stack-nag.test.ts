import { Validations } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { acknowledgeNagFindings, NAG_ACKNOWLEDGEMENTS, nagFindings } from '../../infra/nag.js';
import { ridgelineApp, ofType, lambda, handlerFunctions, actionsOf } from '../support/ridgeline-stack.js';

const { stack, resources } = ridgelineApp();

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged finding, error or warning', () => {
    // As `npm run synth` does: acknowledge again on the synthesised tree (references are parameters now).
    acknowledgeNagFindings(stack.node.root);
    expect(nagFindings(stack.node.root)).toEqual([]);
  });

  it('justifies each acknowledgement in one line, and each one still matches a finding', () => {
    const acknowledged = stack.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.keys(entry.data as Record<string, unknown>))
      .map((id) => id.replace(/^annotation::/i, ''));
    for (const entry of NAG_ACKNOWLEDGEMENTS) {
      expect(entry.reason.length, String(entry.rule)).toBeGreaterThan(30);
      expect(entry.reason, String(entry.rule)).not.toMatch(/\n/);
      // This app has no web build to deploy, so the deployment helper's findings are absent here.
      if (entry.conditional) continue;
      expect(
        acknowledged.some((id) => entry.rule.test(id)),
        `${String(entry.rule)} matches no finding: remove it`,
      ).toBe(true);
    }
  });

  it('logs every API request to the shared log group', () => {
    const [[, stage]] = ofType<{ AccessLogSettings: { DestinationArn: unknown; Format: string } }>(
      'AWS::ApiGatewayV2::Stage',
    );
    const [[groupId]] = ofType('AWS::Logs::LogGroup');
    expect(stage.Properties.AccessLogSettings.DestinationArn).toEqual({ 'Fn::GetAtt': [groupId, 'Arn'] });
    expect(JSON.parse(stage.Properties.AccessLogSettings.Format)).toMatchObject({
      requestId: '$context.requestId',
      status: '$context.status',
    });
  });

  it('lets functions write their logs to the shared log group only (no AWS managed policy)', () => {
    for (const [id] of handlerFunctions()) {
      const [roleId] = lambda(id).Role['Fn::GetAtt'];
      expect(resources[roleId].Properties.ManagedPolicyArns, id).toBeUndefined();
      expect(actionsOf(id), id).toEqual(
        expect.arrayContaining(['logs:CreateLogStream', 'logs:PutLogEvents']),
      );
    }
  });
});

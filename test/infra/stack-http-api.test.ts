import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routes } from '../../infra/routes.js';
import { flatId } from '../support/cdk-templates.js';
import {
  ridgelineApp,
  type RouteProps,
  type StageProps,
  ofType,
  routeFunctionId,
} from '../support/ridgeline-stack.js';

const { stack, template, resources } = ridgelineApp();

describe('HTTP API', () => {
  it('has one route per row, integrated with that row’s function', () => {
    expect(ofType('AWS::ApiGatewayV2::Route')).toHaveLength(routes.length);
    const apiId = {
      Ref: flatId(stack.node.findChild('Http').node.findChild('Api').node.defaultChild as CfnElement),
    };
    for (const route of routes) {
      const routeKey = `${route.method} ${route.path}`;
      const found = ofType<RouteProps>('AWS::ApiGatewayV2::Route').find(
        ([, r]) => r.Properties.RouteKey === routeKey,
      );
      expect(found, routeKey).toBeDefined();
      expect(found![1].Properties, routeKey).toMatchObject({ ApiId: apiId });
      const integrationId = found![1].Properties.Target['Fn::Join'][1][1].Ref;
      expect(resources[integrationId].Properties).toMatchObject({
        ApiId: apiId,
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [routeFunctionId(route), 'Arn'] },
      });
    }
  });

  it('throttles the $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
    });
    const [, stage] = ofType<StageProps>('AWS::ApiGatewayV2::Stage')[0];
    expect(stage.Properties.DefaultRouteSettings.ThrottlingBurstLimit).toBeGreaterThan(0);
    expect(stage.Properties.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
  });
});

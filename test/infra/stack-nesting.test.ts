import { describe, expect, it } from 'vitest';
import { AREAS, type Area } from '../../infra/areas.js';
import { queues } from '../../infra/queues.js';
import { routes } from '../../infra/routes.js';
import { flatId, type TemplateJson } from '../support/cdk-templates.js';
import {
  ridgelineApp,
  type RouteProps,
  ofType,
  handlerFunctions,
  routeFunctionId,
  consumerFunctionId,
  areaStackResource,
  referencesOf,
} from '../support/ridgeline-stack.js';

const { stack, template, nestedTemplates, resources } = ridgelineApp();

describe('stack', () => {
  it("keeps every stack well inside CloudFormation's 500-resource limit (past 400, split an area)", () => {
    const counts = [template, ...nestedTemplates.values()].map(
      (t) => Object.keys((t.toJSON() as TemplateJson).Resources).length,
    );
    for (const count of counts) expect(count).toBeLessThan(400);
    // The flattened view lost nothing: every stack's resources are in it exactly once.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(Object.keys(resources).length);
  });

  it('has a nested stack for each area with route rows or consumers, and none for an area without', () => {
    const used = AREAS.filter(
      (area) => routes.some((r) => r.area === area) || queues.some((q) => q.area === area),
    );
    expect([...stack.areaStacks.keys()]).toEqual(used);
    expect([...nestedTemplates.keys()]).toEqual(used);
    template.resourceCountIs('AWS::CloudFormation::Stack', used.length);
    for (const area of used) expect(areaStackResource(area).Type, area).toBe('AWS::CloudFormation::Stack');
  });

  it("puts each row's and consumer's function, route and event source in its area's nested stack", () => {
    const inArea = (area: Area, id: string) => id.startsWith(`${stack.areaStacks.get(area)?.node.id}/`);
    for (const route of routes) {
      const fnId = routeFunctionId(route);
      expect(inArea(route.area, fnId), `${route.method} ${route.path}`).toBe(true);
      const [routeResourceId] = ofType<RouteProps>('AWS::ApiGatewayV2::Route').find(
        ([, r]) => r.Properties.RouteKey === `${route.method} ${route.path}`,
      )!;
      expect(inArea(route.area, routeResourceId), `${route.method} ${route.path} route`).toBe(true);
    }
    for (const def of queues) {
      expect(inArea(def.area, consumerFunctionId(def)), def.name).toBe(true);
      const [mappingId] = ofType('AWS::Lambda::EventSourceMapping').find(
        ([, m]) =>
          JSON.stringify(m.Properties.FunctionName) === JSON.stringify({ Ref: consumerFunctionId(def) }),
      )!;
      expect(inArea(def.area, mappingId), `${def.name} event source`).toBe(true);
    }
  });

  it('keeps the shared resources in the root stack', () => {
    const shared = [
      'AWS::DynamoDB::GlobalTable',
      'AWS::S3::Bucket',
      'AWS::SQS::Queue',
      'AWS::Cognito::UserPool',
      'AWS::ApiGatewayV2::Api',
      'AWS::ApiGatewayV2::Stage',
      'AWS::CloudFront::Distribution',
      'AWS::Logs::LogGroup',
    ];
    for (const type of shared) {
      expect(ofType(type).length, type).toBeGreaterThan(0);
      for (const [id] of ofType(type)) expect(id, type).not.toContain('/');
    }
  });

  it('writes every function to one log group with a retention', () => {
    const groups = ofType<{ RetentionInDays: number }>('AWS::Logs::LogGroup');
    expect(groups).toHaveLength(1);
    expect(groups[0][1].Properties.RetentionInDays).toBe(30);
    for (const [, fn] of handlerFunctions())
      expect(fn.Properties.LoggingConfig.LogGroup).toEqual({ Ref: groups[0][0] });
  });

  it('exports the URLs and Cognito ids', () => {
    for (const name of ['Url', 'ApiUrl', 'UserPoolId', 'UserPoolClientId']) template.hasOutput(name, {});
  });

  it('has no dependency cycle', () => {
    const graph = new Map(
      Object.entries(resources).map(([id, r]) => [
        id,
        [...referencesOf(r)].filter((ref) => ref in resources),
      ]),
    );
    // A nested stack is complete once everything in it is: a root resource that needs one of its
    // outputs while one of its resources needs that root resource would be a cycle.
    for (const [area, areaStack] of stack.areaStacks) {
      const prefix = `${areaStack.node.id}/`;
      const contents = Object.keys(resources).filter((id) => id.startsWith(prefix));
      expect(contents.length, area).toBeGreaterThan(0);
      graph.get(flatId(areaStack.nestedStackResource!))!.push(...contents);
    }
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (id: string, path: string[]): void => {
      if (state.get(id) === 'done') return;
      if (state.get(id) === 'visiting') throw new Error(`cycle: ${[...path, id].join(' → ')}`);
      state.set(id, 'visiting');
      for (const next of graph.get(id) ?? []) visit(next, [...path, id]);
      state.set(id, 'done');
    };
    for (const id of graph.keys()) expect(() => visit(id, [])).not.toThrow();
  });
});

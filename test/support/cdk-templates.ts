import { Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { Area } from '../../infra/areas.js';
import type { RidgelineStack } from '../../infra/stack.js';

/** One CloudFormation resource as synthesized; `P` types the properties a test reads. */
export interface Resource<P = Record<string, unknown>> {
  Type: string;
  Properties: P;
  DependsOn?: string | string[];
  DeletionPolicy?: string;
}

/** A template parameter. */
export interface Parameter {
  Type: string;
  NoEcho?: boolean;
  Default?: string;
}

/** A synthesized template, as far as the tests read it. */
export interface TemplateJson {
  Resources: Record<string, Resource>;
  Parameters?: Record<string, Parameter>;
}

/** The templates of the app: the root stack, each area's nested stack, and one flattened view. */
export interface AppTemplates {
  root: Template;
  /** Each area stack's own template. */
  nested: Map<Area, Template>;
  /**
   * Every resource of every stack under one id each ({@link flatId}). A nested resource's references
   * to its own stack's resources use flat ids too, and its references to the nested stack's
   * parameters are replaced by the value the root passes in, so a grant on a root queue reads
   * `{ 'Fn::GetAtt': [<queue id>, 'Arn'] }` wherever the function lives.
   */
  resources: Record<string, Resource>;
}

/** A resource's id in {@link AppTemplates.resources}: the logical id, prefixed `<area stack id>/` in a nested stack. */
export function flatId(element: CfnElement): string {
  const stack = Stack.of(element);
  const logicalId = stack.getLogicalId(element);
  return stack.nestedStackParent ? `${stack.node.id}/${logicalId}` : logicalId;
}

/** Reads (and synthesizes, once) the templates of a built app. */
export function appTemplates(stack: RidgelineStack): AppTemplates {
  const root = Template.fromStack(stack);
  const resources = { ...(root.toJSON() as TemplateJson).Resources };
  const nested = new Map<Area, Template>();
  for (const [area, areaStack] of stack.areaStacks) {
    const template = Template.fromStack(areaStack);
    nested.set(area, template);
    const stackResource = areaStack.nestedStackResource;
    if (!stackResource) throw new Error(`${area}: not a nested stack`);
    const passed = resources[stack.getLogicalId(stackResource)].Properties.Parameters as Record<
      string,
      unknown
    >;
    const json = template.toJSON() as TemplateJson;
    const prefix = `${areaStack.node.id}/`;
    const local = (id: string) => (id in json.Resources ? prefix + id : id);
    const intrinsic = (key: string, value: unknown): unknown => {
      if (key === 'Ref' && typeof value === 'string') {
        if (!json.Parameters || !(value in json.Parameters)) return { Ref: local(value) };
        if (!(value in passed)) throw new Error(`${area}: parameter ${value} gets no value from the root`);
        return passed[value];
      }
      if (key === 'Fn::GetAtt') {
        const [target, attribute] = value as [string, string];
        return { 'Fn::GetAtt': [local(target), attribute] };
      }
      if (key === 'Fn::Sub') {
        const text = Array.isArray(value) ? (value[0] as string) : (value as string);
        for (const [, name] of text.matchAll(/\$\{([A-Za-z0-9]+)[.}]/g)) {
          if (name in json.Resources || (json.Parameters && name in json.Parameters)) {
            throw new Error(`${area}: Fn::Sub on \${${name}} is not flattened; extend this helper`);
          }
        }
      }
      return undefined;
    };
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!node || typeof node !== 'object') return node;
      const entries = Object.entries(node);
      const replaced = entries.length === 1 ? intrinsic(...entries[0]) : undefined;
      return replaced ?? Object.fromEntries(entries.map(([key, value]) => [key, rewrite(value)]));
    };
    for (const [id, resource] of Object.entries(json.Resources)) {
      const dependsOn = resource.DependsOn && [resource.DependsOn].flat().map((dep) => prefix + dep);
      resources[prefix + id] = {
        ...resource,
        Properties: rewrite(resource.Properties ?? {}) as Record<string, unknown>,
        ...(dependsOn ? { DependsOn: dependsOn } : {}),
      };
    }
  }
  return { root, nested, resources };
}

import { Fragment, type ReactNode } from 'react';
import { GUIDES, openApiDocument, type JsonSchema } from '@shared/public-api/schemas/openapi.js';
import { PublicShell } from '../../../components/layout/public-shell';
import { Badge } from '../../../components/ui/badge';
import { usePageTitle } from '../../../lib/page-title';

// Everything below is read from the OpenAPI document the API serves (GET /api/v1/openapi.json), built
// from the same endpoint list and schemas as the handlers: nothing is copied by hand.
const DOCUMENT = openApiDocument();
const COMPONENTS = DOCUMENT.components as {
  schemas: Record<string, JsonSchema>;
  parameters: Record<string, Parameter>;
};
const SCHEMAS = COMPONENTS.schemas;
const PARAMETERS = COMPONENTS.parameters;

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description: string;
  schema: JsonSchema;
}
interface Operation {
  operationId: string;
  summary: string;
  description: string;
  'x-scope': string | null;
  parameters: (Parameter | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { $ref: string } }> }>;
}

const OPERATIONS = Object.entries(DOCUMENT.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    path,
    method: method.toUpperCase(),
    operation: operation as unknown as Operation,
  })),
);

/** Text with `code` spans, as the document writes it. */
function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, index) =>
        part.startsWith('`') && part.endsWith('`') ? (
          <code
            key={index}
            className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-brand-950"
          >
            {part.slice(1, -1)}
          </code>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

const refName = (ref: string) => ref.split('/').at(-1) ?? ref;

/** A schema's type in a few words: `string | null`, `one of a, b`, `array of Estimate`. */
function typeOf(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') return refName(schema.$ref);
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.join(', ')}`;
  if ('const' in schema) return JSON.stringify(schema.const);
  const anyOf = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (anyOf) return anyOf.map(typeOf).join(' | ');
  if (schema.type === 'array') return `array of ${typeOf((schema.items as JsonSchema) ?? {})}`;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return 'any';
}

/** The limits of a field worth telling (length, range, format). */
function limitsOf(schema: JsonSchema): string {
  const parts: string[] = [];
  if (typeof schema.format === 'string') parts.push(schema.format);
  if (typeof schema.minLength === 'number' && schema.minLength > 0)
    parts.push(`min ${schema.minLength} chars`);
  if (typeof schema.maxLength === 'number') parts.push(`max ${schema.maxLength} chars`);
  if (typeof schema.minimum === 'number' && schema.minimum > Number.MIN_SAFE_INTEGER)
    parts.push(`≥ ${schema.minimum}`);
  if (typeof schema.maximum === 'number' && schema.maximum < Number.MAX_SAFE_INTEGER)
    parts.push(`≤ ${schema.maximum}`);
  return parts.join(', ');
}

interface Field {
  name: string;
  type: string;
  required: boolean;
  note: string;
  depth: number;
}

/** The fields of an object schema, and one level into the items of a list (`data`). */
function fieldsOf(schema: JsonSchema, depth = 0, prefix = ''): Field[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).flatMap(([name, field]) => {
    const row: Field = {
      name: `${prefix}${name}`,
      type: typeOf(field),
      required: required.has(name),
      note: limitsOf(field),
      depth,
    };
    const items = field.type === 'array' ? (field.items as JsonSchema | undefined) : undefined;
    const nested = depth === 0 && items?.type === 'object' ? fieldsOf(items, 1, `${name}[].`) : [];
    return [row, ...nested];
  });
}

function FieldList({ fields, label }: { fields: Field[]; label: string }) {
  return (
    <dl aria-label={label} className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
      {fields.map((field) => (
        <div
          key={field.name}
          className="grid grid-cols-1 gap-x-4 px-3 py-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]"
        >
          <dt className="flex flex-wrap items-baseline gap-x-2">
            <span className="break-all font-mono text-xs text-brand-950 sm:text-sm">{field.name}</span>
            {field.required && <span className="whitespace-nowrap text-xs text-red-700">required</span>}
          </dt>
          <dd className="break-words text-slate-600">
            {field.type}
            {field.note && <span className="text-slate-500"> · {field.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 border-t border-slate-200 pt-8">
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-950">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-7 text-slate-700">{children}</div>
    </section>
  );
}

const ERROR_STATUS = (ref: string) => {
  const name = refName(ref);
  const response = (DOCUMENT.components as { responses: Record<string, { description: string }> }).responses[
    name
  ];
  return response?.description ?? name;
};

function EndpointSection({ path, method, operation }: (typeof OPERATIONS)[number]) {
  const parameters = operation.parameters.map((parameter) =>
    '$ref' in parameter ? PARAMETERS[refName(parameter.$ref)] : parameter,
  );
  const bodyRef = operation.requestBody?.content['application/json'].schema.$ref;
  const [status, success] = Object.entries(operation.responses)[0];
  const responseRef = success.content?.['application/json'].schema.$ref;
  const errors = Object.entries(operation.responses).filter(([code]) => code !== status);
  return (
    <Section
      id={operation.operationId}
      title={
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={method === 'GET' ? 'blue' : 'green'}>{method}</Badge>
          <code className="break-all font-mono text-base">{path}</code>
        </span>
      }
    >
      <p className="font-semibold text-slate-900">{operation.summary}</p>
      {operation.description.split('\n\n').map((paragraph) => (
        <p key={paragraph}>
          <Prose text={paragraph} />
        </p>
      ))}
      {operation['x-scope'] === null && <p>No key needed.</p>}
      {parameters.length > 0 && (
        <>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">Parameters</h3>
          <dl className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200" aria-label="Parameters">
            {parameters.map((parameter) => (
              <div
                key={parameter.name}
                className="grid grid-cols-1 gap-x-4 px-3 py-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]"
              >
                <dt className="font-mono text-brand-950">
                  {parameter.name} <span className="font-sans text-xs text-slate-500">({parameter.in})</span>
                  {parameter.required && (
                    <span className="ml-1 font-sans text-xs text-red-700">required</span>
                  )}
                </dt>
                <dd className="text-slate-600">
                  {typeOf(parameter.schema)} — <Prose text={parameter.description} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {bodyRef && (
        <>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">Request body</h3>
          <FieldList label="Request body" fields={fieldsOf(SCHEMAS[refName(bodyRef)])} />
        </>
      )}
      {responseRef && (
        <>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">Response {status}</h3>
          {refName(responseRef) === 'OpenApiDocument' ? (
            <p>This document, as JSON.</p>
          ) : (
            <FieldList label={`Response ${status}`} fields={fieldsOf(SCHEMAS[refName(responseRef)])} />
          )}
        </>
      )}
      {errors.length > 0 && (
        <>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">Errors</h3>
          <ul className="space-y-1 text-sm">
            {errors.map(([code, response]) => (
              <li key={code}>
                <span className="font-mono font-semibold text-brand-950">{code}</span>{' '}
                <Prose text={response.$ref ? ERROR_STATUS(response.$ref) : ''} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

/** /developers (and /api-documentation): the API reference, rendered from the OpenAPI document. */
export function DevelopersPage() {
  usePageTitle('API Reference');
  const info = DOCUMENT.info as { title: string; version: string; summary: string };
  return (
    <PublicShell>
      <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">Developers</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{info.title}</h1>
        <p className="mt-3 text-lg leading-8 text-slate-700">
          {info.summary} Version {info.version}; base URL <code className="font-mono">/api/v1</code>.
        </p>
        <p className="mt-3 text-slate-700">
          Machine-readable:{' '}
          <a href="/api/v1/openapi.json" className="font-medium text-brand-700 underline">
            OpenAPI 3.1 document
          </a>
          .
        </p>
        <nav aria-label="Contents" className="mt-8 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">Contents</h2>
          <div className="mt-3 grid gap-4 text-sm sm:grid-cols-2">
            <ul className="space-y-1.5">
              {GUIDES.map((guide) => (
                <li key={guide.id}>
                  <a href={`#${guide.id}`} className="text-brand-800 underline-offset-2 hover:underline">
                    {guide.title}
                  </a>
                </li>
              ))}
            </ul>
            <ul className="space-y-1.5">
              {OPERATIONS.map(({ method, path, operation }) => (
                <li key={operation.operationId}>
                  <a
                    href={`#${operation.operationId}`}
                    className="text-brand-800 underline-offset-2 hover:underline"
                  >
                    <span className="font-mono text-xs">{method}</span> {path.replace('/api/v1', '')}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="mt-10 space-y-10">
          {((DOCUMENT['x-guides'] as typeof GUIDES) ?? []).map((guide) => (
            <Section key={guide.id} id={guide.id} title={guide.title}>
              {guide.paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  <Prose text={paragraph} />
                </p>
              ))}
            </Section>
          ))}
          {OPERATIONS.map((entry) => (
            <EndpointSection key={entry.operation.operationId} {...entry} />
          ))}
        </div>
      </article>
    </PublicShell>
  );
}

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  example?: Json;
  default?: Json;
  enum?: Json[];
  allOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  example?: Json;
  schema?: Schema;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  security?: Array<Record<string, string[]>>;
  requestBody?: {
    content: Record<string, { schema?: Schema; examples?: Record<string, { value: Json }>; example?: Json }>;
  };
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** One operation of the contract, with the seed values the hostile variants start from. */
export interface FuzzOperation {
  method: string;
  /** The path template, e.g. /api/admin/products/{id}. */
  template: string;
  name: string;
  admin: boolean;
  pathParams: Record<string, string>;
  queryParams: Record<string, string>;
  /** A body the schema accepts (from its examples), when the operation takes a JSON body. */
  body?: Record<string, Json>;
}

export function loadOpenApi(): Document {
  return JSON.parse(
    readFileSync(resolve(__dirname, '..', '..', '..', '..', 'openapi', 'openapi.json'), 'utf8'),
  ) as Document;
}

function deref(doc: Document, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops++)
    current = doc.components.schemas[current.$ref.split('/').pop()!] ?? {};
  if (current.allOf?.length)
    return current.allOf
      .map((part) => deref(doc, part))
      .reduce(
        (a, b) => ({
          ...a,
          ...b,
          properties: { ...a.properties, ...b.properties },
          required: [...(a.required ?? []), ...(b.required ?? [])],
        }),
        {},
      );
  return current;
}

/** A value built from the schema's examples, defaults and enums: what a well-behaved client would send. */
export function sampleFromSchema(doc: Document, raw: Schema | undefined, depth = 0): Json {
  const schema = deref(doc, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.oneOf?.length) return sampleFromSchema(doc, schema.oneOf[0], depth + 1);
  if (depth > 6) return null;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return 'sample';
    case 'array':
      return [sampleFromSchema(doc, schema.items, depth + 1)];
    default: {
      const out: Record<string, Json> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        out[key] = sampleFromSchema(doc, property, depth + 1);
      return out;
    }
  }
}

function existingId(template: string, name: string, ids: Record<string, string>): string | undefined {
  if (name !== 'id') return undefined;
  const segment = new RegExp(`/([\\w-]+)/\\{${name}\\}`).exec(template)?.[1];
  return segment ? ids[segment] : undefined;
}

function paramSeed(parameter: Parameter): string {
  const value = parameter.example ?? parameter.schema?.example ?? parameter.schema?.default ?? '1';
  return String(value);
}

/**
 * Every operation of openapi/openapi.json: a new endpoint is fuzzed as soon as it is in the contract.
 * `existingIds` maps a collection's path segment (e.g. `orders`) to an id that exists, used for `{id}` right after it.
 */
export function fuzzOperations(
  doc: Document = loadOpenApi(),
  existingIds: Record<string, string> = {},
): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = operation.parameters ?? [];
      const json = operation.requestBody?.content['application/json'];
      const example = json?.examples ? Object.values(json.examples)[0]?.value : json?.example;
      const body = json ? (example ?? sampleFromSchema(doc, json.schema)) : undefined;
      operations.push({
        method: method.toUpperCase(),
        template,
        name: `${method.toUpperCase()} ${template}`,
        admin: (operation.security ?? []).length > 0,
        pathParams: Object.fromEntries(
          params
            .filter((p) => p.in === 'path')
            .map((p) => [p.name, existingId(template, p.name, existingIds) ?? paramSeed(p)]),
        ),
        queryParams: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, paramSeed(p)])),
        body: body && typeof body === 'object' && !Array.isArray(body) ? body : undefined,
      });
    }
  }
  // Deletions last, so the seeded rows the others aim at are still there.
  return operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

export function buildPath(operation: FuzzOperation, pathParams: Record<string, string>, query: string): string {
  const path = operation.template.replace(
    /\{(\w+)\}/g,
    (_, name: string) => pathParams[name] ?? encodeURIComponent(operation.pathParams[name]),
  );
  return query ? `${path}?${query}` : path;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The committed contract (openapi/openapi.json) as a checker of answers: every JSON answer an end-to-end test receives
 * is validated against the schema documented for its method, path and status, so a field renamed in an entity but not
 * in its DTO (or a field the DTO does not document) fails the test that saw it. Each schema is compiled once per process.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type SchemaObject = { [key: string]: Json };

interface OpenApiResponse {
  content?: Record<string, { schema?: SchemaObject }>;
}
interface OpenApiOperation {
  responses?: Record<string, OpenApiResponse>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

/** What the check needs to know about one answer. */
export interface ObservedResponse {
  method: string;
  /** The request path, with or without a query string. */
  path: string;
  status: number;
  contentType: string | undefined;
  body: unknown;
}

const DEFINITIONS_ID = 'openapi-components';
const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties'];
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf'];
const SCHEMA_KEYWORDS = ['items', 'not', 'additionalProperties'];
/** OpenAPI 3.0 annotations JSON Schema does not know; they say nothing about validity. */
const DROPPED_KEYWORDS = ['example', 'xml', 'externalDocs', 'discriminator'];

function isObject(value: Json | undefined): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * OpenAPI 3.0's schema dialect → JSON Schema as Ajv reads it: `nullable` becomes a null alternative, `$ref`s point into
 * the components registered with Ajv, annotations are dropped, and an object that lists its properties admits no
 * others (Nest's DTOs describe every field they send; an undocumented one is drift).
 */
export function toJsonSchema(schema: SchemaObject): SchemaObject {
  const out: SchemaObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED_KEYWORDS.includes(key) || key === 'nullable') continue;
    if (key === '$ref' && typeof value === 'string')
      out.$ref = value.replace('#/components/schemas/', `${DEFINITIONS_ID}#/$defs/`);
    else if (SCHEMA_MAP_KEYWORDS.includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, isObject(sub) ? toJsonSchema(sub) : sub]),
      );
    } else if (SCHEMA_LIST_KEYWORDS.includes(key) && Array.isArray(value))
      out[key] = value.map((sub) => (isObject(sub) ? toJsonSchema(sub) : sub));
    else if (SCHEMA_KEYWORDS.includes(key) && isObject(value)) out[key] = toJsonSchema(value);
    else out[key] = value;
  }
  if (isObject(out.properties) && out.additionalProperties === undefined) out.additionalProperties = false;
  if (schema.nullable !== true) return out;
  // A plain typed value takes null as a second type; a reference or a composition gets null as an alternative.
  if (typeof out.type === 'string' && out.enum === undefined && out.allOf === undefined && out.$ref === undefined)
    return { ...out, type: [out.type, 'null'] };
  return { anyOf: [{ type: 'null' }, out] };
}

function describeError(error: ErrorObject): string {
  const where = error.instancePath || '(the body)';
  if (error.keyword === 'additionalProperties')
    return `${where} has "${String(error.params.additionalProperty)}", which the schema does not document`;
  if (error.keyword === 'required') return `${where} lacks "${String(error.params.missingProperty)}"`;
  return `${where} ${error.message ?? 'is invalid'}`;
}

/** One path template of the contract as a matcher: /api/products/{slug} matches /api/products/lavender-soap. */
interface PathMatcher {
  template: string;
  pattern: RegExp;
  literalLength: number;
}

function matcherOf(template: string): PathMatcher {
  const escaped = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return { template, pattern: new RegExp(`^${escaped}$`), literalLength: template.replace(/\{[^}]+\}/g, '').length };
}

export class OpenApiResponseContract {
  private readonly ajv: Ajv;
  private readonly matchers: PathMatcher[];
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(private readonly document: OpenApiDocument) {
    // allErrors: the message names every mismatch at once; strict off, because descriptions may carry OpenAPI-only words.
    this.ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(this.ajv);
    const components = document.components?.schemas ?? {};
    this.ajv.addSchema({
      $id: DEFINITIONS_ID,
      $defs: Object.fromEntries(Object.entries(components).map(([name, schema]) => [name, toJsonSchema(schema)])),
    });
    // The most literal template wins, so /api/admin/orders/export is not read as /api/admin/orders/{id}.
    this.matchers = Object.keys(document.paths)
      .map(matcherOf)
      .sort((a, b) => b.literalLength - a.literalLength);
  }

  /** The documented path template a request path belongs to, if any. */
  templateOf(path: string): string | undefined {
    const pathname = path.split('?')[0];
    return this.matchers.find((m) => m.pattern.test(pathname))?.template;
  }

  /** The operation's documented answers; undefined when the contract does not describe this method on this path. */
  private responsesOf(method: string, template: string): Record<string, OpenApiResponse> | undefined {
    return this.document.paths[template]?.[method.toLowerCase()]?.responses;
  }

  private validatorFor(method: string, template: string, status: number): ValidateFunction | null {
    const key = `${method.toLowerCase()} ${template} ${status}`;
    if (!this.compiled.has(key)) {
      const schema = this.responsesOf(method, template)?.[String(status)]?.content?.['application/json']?.schema;
      this.compiled.set(key, schema ? this.ajv.compile(toJsonSchema(schema)) : null);
    }
    return this.compiled.get(key) ?? null;
  }

  /**
   * A readable sentence naming every way a JSON answer differs from the contract, or null when it conforms. A JSON
   * answer of a documented operation whose status has no JSON schema there is drift too (the generated client would not
   * know it). Paths the contract leaves out (the dev mailbox, the HTML pages) and non-JSON answers are the tests' own.
   */
  check(response: ObservedResponse): string | null {
    if (!response.contentType?.startsWith('application/json')) return null;
    const template = this.templateOf(response.path);
    if (!template || !this.responsesOf(response.method, template)) return null;
    const operation = `${response.method.toUpperCase()} ${template}`;
    const validate = this.validatorFor(response.method, template, response.status);
    if (!validate)
      return `${operation} answered ${response.status} with JSON, but openapi/openapi.json documents no JSON answer with that status for it`;
    if (validate(response.body)) return null;
    const problems = (validate.errors ?? []).filter((e) => e.keyword !== 'anyOf').map(describeError);
    return `${operation} answered ${response.status} with a body that does not match openapi/openapi.json:\n  - ${[...new Set(problems)].join('\n  - ')}`;
  }
}

let shared: OpenApiResponseContract | undefined;

/** The committed contract, read and prepared once per test process. */
export function committedContract(): OpenApiResponseContract {
  shared ??= new OpenApiResponseContract(
    JSON.parse(readFileSync(join(__dirname, '../../../openapi/openapi.json'), 'utf8')) as OpenApiDocument,
  );
  return shared;
}

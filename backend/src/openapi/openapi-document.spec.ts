import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface SchemaProperty {
  type?: string;
  properties?: unknown;
  $ref?: string;
  allOf?: unknown;
  additionalProperties?: unknown;
}

/**
 * The committed contract is what operators read in Swagger and what the RTK Query client is generated from: a nullable
 * string documented without `type: String` comes out as a bare `object`, and the browser code loses its types.
 */
describe('openapi/openapi.json', () => {
  const document = JSON.parse(
    readFileSync(resolve(__dirname, '..', '..', '..', 'openapi', 'openapi.json'), 'utf8'),
  ) as {
    components: { schemas: Record<string, { properties?: Record<string, SchemaProperty> }> };
  };

  it('describes every property with a real type (no shapeless objects)', () => {
    const shapeless = Object.entries(document.components.schemas).flatMap(([schema, definition]) =>
      Object.entries(definition.properties ?? {})
        .filter(([, p]) => p.type === 'object' && !p.properties && !p.$ref && !p.allOf && !p.additionalProperties)
        .map(([property]) => `${schema}.${property}`),
    );
    expect(shapeless).toEqual([]);
  });
});

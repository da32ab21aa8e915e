import { randomUUID } from 'node:crypto';
import { HTTP_METHODS } from '../../src/core/contract/load-contract.js';
import type {
  JsonSchema,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
} from '../../src/core/contract/openapi-types.js';

// Valid-looking requests built from the contract alone, so a test can walk every operation and
// change one part at a time (a NUL in one field, another media type) without knowing the handlers.

export interface SampleOperation {
  operationId: string;
  method: (typeof HTTP_METHODS)[number];
  path: string;
  parameters: ParameterObject[];
  /** The `requestBody.content` of the operation, schemas resolved on demand. */
  bodyContent: Record<string, { schema?: JsonSchema }>;
}

export function listSampleOperations(document: OpenApiDocument): SampleOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation: OperationObject | undefined = item[method];
      if (!operation?.operationId) return [];
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(
        (parameter) => resolve<ParameterObject>(document, parameter),
      );
      const body = operation.requestBody
        ? resolve<{ content?: SampleOperation['bodyContent'] }>(document, operation.requestBody)
        : undefined;
      return [
        {
          operationId: operation.operationId,
          method,
          path,
          parameters,
          bodyContent: body?.content ?? {},
        },
      ];
    }),
  );
}

/** Follows a local `$ref` (`#/components/schemas/X`) until the value is not one. */
export function resolve<Value>(document: OpenApiDocument, value: unknown): Value {
  let current = value;
  while (typeof current === 'object' && current !== null && '$ref' in current) {
    const pointer = String((current as { $ref: string }).$ref)
      .replace(/^#\//, '')
      .split('/');
    current = pointer.reduce<unknown>(
      (node, segment) => (node as Record<string, unknown> | undefined)?.[segment],
      document,
    );
  }
  return current as Value;
}

/** A value the schema accepts in the usual case, with every property filled in. */
export function sampleValue(document: OpenApiDocument, schemaOrRef: unknown, depth = 0): unknown {
  const schema = resolve<JsonSchema | undefined>(document, schemaOrRef) ?? {};
  if (depth > 12) return undefined;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      const option = options.find(
        (candidate) => resolve<JsonSchema>(document, candidate).type !== 'null',
      );
      return sampleValue(document, option ?? options[0], depth + 1);
    }
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign(
      {},
      ...schema.allOf.map((part) => sampleValue(document, part, depth + 1) as object),
    );
  }
  const type = Array.isArray(schema.type)
    ? (schema.type as string[]).find((candidate) => candidate !== 'null')
    : (schema.type as string | undefined);
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object':
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, unknown>).map(
          ([name, property]) => [name, sampleValue(document, property, depth + 1)],
        ),
      );
    case 'array':
      return [sampleValue(document, schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema);
    default:
      return 'sample';
  }
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'walker@example.com';
    case 'uuid':
      return randomUUID();
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T10:00:00Z';
    case 'uri':
    case 'url':
      return 'https://example.com/landing';
    default:
      if (typeof schema.pattern === 'string' && /\[0-9\]|\\d/.test(schema.pattern)) return '1';
      return 'Sample1!x'.padEnd(typeof schema.minLength === 'number' ? schema.minLength : 0, 'x');
  }
}

/** Paths to every string of a sample value (`['urlTemplate', '0', 'value']`). */
export function listStringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => listStringPaths(item, [...path, String(index)]));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => listStringPaths(item, [...path, key]));
  }
  return [];
}

/** A deep copy of `value` with `replacement` at `path`. */
export function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      String(index) === head ? replaceAt(item, rest, replacement) : item,
    );
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}

/** A number the request carries (a parameter, or a field of its body) and the schema it meets. */
export interface NumericInput {
  /** `query.limit`, `body.adAccountIds.*`. */
  where: string;
  schema: JsonSchema;
}

function isNumericSchema(schema: JsonSchema): boolean {
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('integer') || types.includes('number');
}

function listNumericSchemas(
  document: OpenApiDocument,
  schemaOrRef: unknown,
  where: string,
  depth = 0,
): NumericInput[] {
  const schema = resolve<JsonSchema | undefined>(document, schemaOrRef);
  if (!schema || depth > 12) return [];
  const parts = (['oneOf', 'anyOf', 'allOf'] as const).flatMap((key) => {
    const options = schema[key];
    return Array.isArray(options) ? (options as unknown[]) : [];
  });
  return [
    ...(isNumericSchema(schema) ? [{ where, schema }] : []),
    ...parts.flatMap((part) => listNumericSchemas(document, part, where, depth + 1)),
    ...listNumericSchemas(document, schema.items, `${where}.*`, depth + 1),
    ...Object.entries((schema.properties ?? {}) as Record<string, unknown>).flatMap(
      ([name, property]) => listNumericSchemas(document, property, `${where}.${name}`, depth + 1),
    ),
  ];
}

/** Every number an operation accepts: its numeric parameters and the numbers of its bodies. */
export function listNumericInputs(
  document: OpenApiDocument,
  operation: SampleOperation,
): NumericInput[] {
  return [
    ...operation.parameters.flatMap((parameter) =>
      listNumericSchemas(document, parameter.schema, `${parameter.in}.${parameter.name}`),
    ),
    ...Object.values(operation.bodyContent).flatMap((content) =>
      listNumericSchemas(document, content.schema, 'body'),
    ),
  ];
}

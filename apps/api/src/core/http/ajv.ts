import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { BOUNDED_DATE_FORMATS } from './date-formats.js';
import { refuseNonFiniteNumbers } from './finite-numbers.js';

/** Keywords OpenAPI allows in a schema that JSON Schema 2020-12 does not define. */
const OPENAPI_KEYWORDS = ['example', 'xml', 'externalDocs'];

/**
 * An Ajv for OpenAPI 3.1 schemas (JSON Schema 2020-12). Strict about the schemas themselves, so a
 * misspelt keyword in the contract fails at start-up instead of validating nothing.
 */
export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strictSchema: true,
    strictTypes: false,
    strictRequired: false,
    discriminator: true,
    ...options,
  });
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  addFormats(ajv);
  return ajv;
}

/**
 * An Ajv for what clients send: like createAjv, with dates limited to those the database and
 * JavaScript both read (see date-formats.ts); answers keep the plain formats.
 */
export function createRequestAjv(options: Options = {}): Ajv2020 {
  const ajv = createAjv(options);
  for (const [name, format] of Object.entries(BOUNDED_DATE_FORMATS)) ajv.addFormat(name, format);
  return ajv;
}

/**
 * Bodies are JSON and keep their types; query strings, path parameters and headers arrive as text,
 * so those are coerced to the types the contract declares (never to a number that is not finite).
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodyAjv = createRequestAjv({ coerceTypes: false, useDefaults: true });
  const textAjv = createRequestAjv({ coerceTypes: 'array', useDefaults: true });
  return ({ schema, httpPart, contentType }) => {
    // A multipart body is streamed to its handler, which checks the file itself (size, bytes).
    if (httpPart === 'body' && contentType?.startsWith('multipart/')) return () => true;
    if (httpPart === 'body') return bodyAjv.compile(schema as object);
    if (httpPart === 'headers') {
      return refuseNonFiniteNumbers(textAjv.compile(lowerCaseHeaderNames(schema as HeaderSchema)));
    }
    return refuseNonFiniteNumbers(textAjv.compile(schema as object));
  };
}

type HeaderSchema = { properties?: Record<string, unknown>; required?: string[] } & object;

/**
 * Node gives header names in lower case while the contract spells them `X-Screen-Height`; Fastify
 * lowercases header schemas itself only when it owns the validator, so with ours we do it here.
 */
export function lowerCaseHeaderNames(schema: HeaderSchema): HeaderSchema {
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(
        Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    }),
    ...(schema.required && { required: schema.required.map((name) => name.toLowerCase()) }),
  };
}

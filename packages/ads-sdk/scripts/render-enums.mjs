// Renders src/generated/enums.ts from the contract: every named string enum of
// `components.schemas` as a value array, so code that needs the values at run time (database
// enums, zod schemas, route parameters, pickers) reads them from the contract instead of a
// hand-copied list. openapi-typescript's own --enum-values gives ReadonlyArray, which database
// and zod enums cannot take; these are `as const` tuples.
import { parse } from 'yaml';

function toConstantName(schemaName) {
  return `${schemaName
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toUpperCase()}_VALUES`;
}

/** @param {string} contractText the YAML of openapi/utmost.yaml */
export function renderEnums(contractText) {
  const contract = parse(contractText);
  const schemas = contract.components?.schemas ?? {};
  const enums = Object.entries(schemas).filter(
    ([, schema]) => schema?.type === 'string' && Array.isArray(schema.enum),
  );
  const blocks = enums.map(([name, schema]) => {
    const values = schema.enum.map((value) => `'${String(value).replace(/'/g, "\\'")}'`).join(', ');
    return [
      `/** Every value of \`${name}\`, in the contract's order. */`,
      `export const ${toConstantName(name)} = [${values}] as const satisfies readonly Schemas['${name}'][];`,
    ].join('\n');
  });
  return [
    '// Generated from openapi/utmost.yaml by scripts/render-enums.mjs (`pnpm generate`): do not edit.',
    "import type { components } from './schema.js';",
    '',
    "type Schemas = components['schemas'];",
    '',
    blocks.join('\n\n'),
    '',
    renderOrganizationOperations(contract),
    '',
  ].join('\n');
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * The operations whose query takes the contract's `OrganizationId` parameter, as `METHOD path`:
 * the client's default `organizationId` is added to these calls only (another operation would
 * refuse an unknown query parameter).
 */
function renderOrganizationOperations(contract) {
  const operations = Object.entries(contract.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) =>
      item[method]?.parameters?.some(
        (parameter) => parameter.$ref === '#/components/parameters/OrganizationId',
      ),
    ).map((method) => `  '${method.toUpperCase()} ${path}',`),
  );
  return [
    '/** The operations whose query takes `organization_id`, as `METHOD path` (contract paths). */',
    'export const OPERATIONS_TAKING_ORGANIZATION_ID = [',
    ...operations,
    '] as const;',
  ].join('\n');
}

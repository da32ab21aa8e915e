// Why not `import createClient from 'openapi-fetch'`: that default import broke every CommonJS user
// of this package (`require`, tsc's CommonJS output, tsx in a CommonJS project) with
// "(0, import_openapi_fetch.default) is not a function". Our CommonJS build requires openapi-fetch's
// Babel-style CommonJS file (`exports.default = createClient` beside `__esModule`), and because
// this package is `"type": "module"`, esbuild converts the import the way Node converts an ESM
// import of CommonJS: `default` becomes the whole `module.exports` object, `__esModule` ignored.
// The ESM build gets the function itself. A namespace import checked at run time works in both
// builds and in bundlers, without shipping a second copy of openapi-fetch.
import * as openapiFetch from 'openapi-fetch';

type CreateClient = typeof openapiFetch.default;

/** openapi-fetch's `createClient`, whether `default` holds it or holds its CommonJS `exports`. */
export function findCreateClient(namespace: { default?: unknown }): CreateClient {
  const candidate = namespace.default;
  if (typeof candidate === 'function') return candidate as CreateClient;
  const nested: unknown =
    typeof candidate === 'object' && candidate !== null && 'default' in candidate
      ? candidate.default
      : undefined;
  if (typeof nested === 'function') return nested as CreateClient;
  throw new TypeError('openapi-fetch exports no createClient: is its version supported?');
}

export const createClient: CreateClient = findCreateClient(openapiFetch);

import type { ErrorObject, ValidateFunction } from 'ajv';

/** A validator as Fastify calls it: answers whether the data is valid, leaves why in `errors`. */
export interface TextPartValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** The first top-level field holding a number that is not finite (in a list too), if any. */
function findNonFiniteField(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  for (const [name, value] of Object.entries(data)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'number' && !Number.isFinite(item))) return name;
  }
  return undefined;
}

/**
 * Ajv coerces the text "1e400" to Infinity for a number or integer parameter, and then skips its
 * minimum and maximum, which only look at finite numbers: Infinity would reach the database and
 * answer 500 (issue 26). A coerced query, path or header value that is not finite fails as the
 * wrong type instead.
 */
export function refuseNonFiniteNumbers(validate: ValidateFunction): TextPartValidator {
  const check: TextPartValidator = (data) => {
    const isValid = validate(data);
    check.errors = validate.errors;
    if (!isValid) return false;
    const field = findNonFiniteField(data);
    if (field === undefined) return true;
    check.errors = [
      {
        instancePath: `/${field}`,
        schemaPath: '#/type',
        keyword: 'type',
        params: { type: 'number' },
        message: 'must be a finite number',
      },
    ];
    return false;
  };
  return check;
}

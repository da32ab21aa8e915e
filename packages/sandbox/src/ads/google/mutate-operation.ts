import type { OverlayPatch } from '../ads-state.js';
import type { CustomParameter } from '../seed/google-types.js';
import { describeEntry, type GoogleAdsErrorEntry } from './google-ads-errors.js';
import type { MutateInput } from './mutate-executor.js';
import type { MutableFieldName } from './mutate-services.js';
import {
  checkCustomParameters,
  checkFinalUrl,
  checkFinalUrlSuffix,
  checkTrackingUrlTemplate,
  type FieldProblem,
} from './url-field-rules.js';

// One update operation of a mutate: its resource name, its updateMask and the values of the masked
// fields, checked as Google checks them. A body Google could not even read throws PayloadError.

type PathElement = { fieldName: string; index?: number };

function toSnakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function toCamelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export class PayloadError extends Error {
  readonly field: string;
  constructor(message: string, field: string) {
    super(message);
    this.field = field;
  }
}

function readStringList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw new PayloadError(`Invalid value at '${field}', expected a list of strings.`, field);
  return value as string[];
}

function readOptionalString(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string')
    throw new PayloadError(
      `Invalid value at '${field}' (TYPE_STRING), ${JSON.stringify(value)}`,
      field,
    );
  return value;
}

function readCustomParameters(value: unknown, field: string): CustomParameter[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value))
    throw new PayloadError(`Invalid value at '${field}', expected a list.`, field);
  return value.map((item, index) => {
    const { key, value: parameterValue } = (item ?? {}) as Record<string, unknown>;
    if (typeof key !== 'string' || typeof parameterValue !== 'string')
      throw new PayloadError(
        `Invalid value at '${field}[${index}]': key and value must be strings.`,
        field,
      );
    return { key, value: parameterValue };
  });
}

// Google documents clearing a field as naming it in the mask and leaving it unset
// (developers.google.com/google-ads/api/docs/client-libs/java/field-masks). Which error a real
// empty string gets is unconfirmed: the sandbox answers the UrlFieldError of a malformed value, so
// a client that sends '' fails its contract test.
const EMPTY_FINAL_URL_SUFFIX: FieldProblem = [
  'urlFieldError',
  'FINAL_URL_SUFFIX_MALFORMED',
  "The final url suffix cannot begin with '?' or '&' characters and must be a valid query string.",
];
const EMPTY_TRACKING_URL_TEMPLATE: FieldProblem = [
  'urlFieldError',
  'INVALID_TRACKING_URL_TEMPLATE',
  'The tracking url template is invalid.',
];

/** Reads one masked field from `update` and checks it; problems carry the path of the value. */
function readMaskedField(
  name: MutableFieldName,
  update: Record<string, unknown>,
  operationPath: string,
): { value: unknown; problem: FieldProblem | null; index?: number } {
  const raw = update[name];
  const field = `${operationPath}.update.${toSnakeCase(name)}`;
  switch (name) {
    case 'finalUrls':
    case 'finalMobileUrls': {
      const urls = readStringList(raw, field);
      for (const [index, url] of urls.entries()) {
        const problem = checkFinalUrl(url);
        if (problem) return { value: urls, problem, index };
      }
      return { value: urls, problem: null };
    }
    case 'trackingUrlTemplate': {
      if (raw === '') return { value: null, problem: EMPTY_TRACKING_URL_TEMPLATE };
      const template = readOptionalString(raw, field);
      return {
        value: template,
        problem: template === null ? null : checkTrackingUrlTemplate(template),
      };
    }
    case 'finalUrlSuffix': {
      if (raw === '') return { value: null, problem: EMPTY_FINAL_URL_SUFFIX };
      const suffix = readOptionalString(raw, field);
      return { value: suffix, problem: suffix === null ? null : checkFinalUrlSuffix(suffix) };
    }
    case 'urlCustomParameters': {
      const parameters = readCustomParameters(raw, field);
      return { value: parameters, problem: checkCustomParameters(parameters) };
    }
  }
}

export interface OperationOutcome {
  errors: GoogleAdsErrorEntry[];
  write: { key: string; patch: OverlayPatch; id: string } | null;
}

export function evaluateOperation(
  input: MutateInput,
  operation: unknown,
  index: number,
): OperationOutcome {
  const { service, account, state } = input;
  const base: PathElement[] = [{ fieldName: 'operations', index }];
  const fail = (
    problem: FieldProblem,
    path: PathElement[],
    trigger?: string,
  ): OperationOutcome => ({
    errors: [
      describeEntry(problem[0], problem[1], problem[2], {
        path: [...base, ...path],
        ...(trigger === undefined ? {} : { trigger }),
      }),
    ],
    write: null,
  });
  const operationPath = `operations[${index}]`;
  if (operation === null || typeof operation !== 'object' || Array.isArray(operation))
    throw new PayloadError(
      `Invalid value at '${operationPath}', expected an operation object.`,
      operationPath,
    );
  const { update, updateMask, ...rest } = operation as Record<string, unknown>;
  const otherKeys = Object.keys(rest);
  if (otherKeys.length > 0) {
    const key = otherKeys[0] ?? '';
    if (key === 'create' || key === 'remove')
      return fail(
        [
          'mutateError',
          'MUTATE_NOT_ALLOWED',
          `The sandbox simulates update operations only, not ${key}.`,
        ],
        [{ fieldName: key }],
      );
    throw new PayloadError(
      `Unknown name "${key}" at '${operationPath}': Cannot find field.`,
      `${operationPath}.${key}`,
    );
  }
  if (update === null || typeof update !== 'object' || Array.isArray(update))
    return fail(['requestError', 'OPERATION_REQUIRED', 'An update operation is required.'], []);
  const fields = update as Record<string, unknown>;
  const resourceName = fields.resourceName;
  if (typeof resourceName !== 'string' || resourceName === '')
    return fail(
      ['requestError', 'RESOURCE_NAME_MISSING', 'Resource name is missing.'],
      [{ fieldName: 'update' }, { fieldName: 'resource_name' }],
    );
  const match = service.resourcePattern.exec(resourceName);
  if (!match)
    return fail(
      ['requestError', 'RESOURCE_NAME_MALFORMED', 'Resource name is malformed.'],
      [{ fieldName: 'update' }, { fieldName: 'resource_name' }],
      resourceName,
    );
  const [, customerId, id = ''] = match;
  const entity = customerId === account.customer.id ? service.find(account, state, id) : undefined;
  if (!entity)
    return fail(
      ['mutateError', 'RESOURCE_NOT_FOUND', 'Resource was not found.'],
      [{ fieldName: 'update' }, { fieldName: 'resource_name' }],
      resourceName,
    );
  if (typeof updateMask !== 'string' || updateMask.trim() === '')
    return fail(
      [
        'fieldMaskError',
        'FIELD_MASK_MISSING',
        'The field mask must be provided for update operations.',
      ],
      [{ fieldName: 'update_mask' }],
    );
  const unusable = service.checkUpdatable(entity, account.customer.id);
  if (unusable)
    return fail(unusable.problem, [{ fieldName: 'update' }], unusable.trigger ?? resourceName);
  if (entity.status === 'REMOVED')
    return fail(
      [
        'operationAccessDeniedError',
        'OPERATION_NOT_PERMITTED_FOR_REMOVED_RESOURCE',
        'Mutate operations are not permitted on removed resources.',
      ],
      [{ fieldName: 'update' }],
      resourceName,
    );

  const patch: OverlayPatch = {};
  const errors: GoogleAdsErrorEntry[] = [];
  for (const path of updateMask.split(',').map((part) => toCamelCase(part.trim()))) {
    if (path === '') continue;
    if (service.immutableFields.includes(path)) {
      errors.push(
        describeEntry(
          'requestError',
          'IMMUTABLE_FIELD',
          "The field cannot be modified because it's immutable.",
          {
            path: [...base, { fieldName: 'update' }, { fieldName: toSnakeCase(path) }],
            trigger: path,
          },
        ),
      );
      continue;
    }
    if (!(service.mutableFields as readonly string[]).includes(path)) {
      errors.push(
        describeEntry(
          'fieldMaskError',
          'FIELD_NOT_FOUND',
          `The field mask refers to a field that does not exist or cannot be updated: ${path}.`,
          { path: [...base, { fieldName: 'update_mask' }], trigger: path },
        ),
      );
      continue;
    }
    const name = path as MutableFieldName;
    const checked = readMaskedField(name, fields, operationPath);
    if (checked.problem) {
      const [category, code, message] = checked.problem;
      const element: PathElement = {
        fieldName: toSnakeCase(name),
        ...(checked.index === undefined ? {} : { index: checked.index }),
      };
      errors.push(
        describeEntry(category, code, message, {
          path: [...base, { fieldName: 'update' }, element],
        }),
      );
      continue;
    }
    patch[name] = checked.value;
  }
  if (errors.length > 0) return { errors, write: null };
  return { errors: [], write: { key: service.key(account.customer.id, id), patch, id } };
}

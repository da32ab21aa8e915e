import { compileCondition, type BoundCondition } from './gaql-conditions.js';
import { GaqlError } from './gaql-error.js';
import { findGaqlField, type GaqlField } from './gaql-fields.js';
import type { GaqlQuery } from './gaql-parser.js';
import { findGaqlResource, type GaqlResource } from './gaql-resources.js';

// Checks a parsed query against the field catalogue (does each field exist, may it be used from
// this resource and in this clause) and compiles the WHERE clause to predicates over rows.

export type { BoundCondition };

export interface BoundQuery {
  resource: GaqlResource;
  fields: GaqlField[];
  conditions: BoundCondition[];
  orderings: Array<{ field: GaqlField; direction: 'ASC' | 'DESC' }>;
  limit: number | null;
  isDateSegmented: boolean;
  /** `segments.keyword.*` selected: search-term rows are then kept apart per keyword. */
  isKeywordSegmented: boolean;
  /**
   * Any segment selected: rows whose selected metrics are all zero are then left out, as Google
   * does (developers.google.com/google-ads/api/docs/reporting/zero-metrics).
   */
  isSegmented: boolean;
  selectedMetrics: GaqlField[];
  /** Metrics asked for (SELECT or WHERE): search-term rows are then summed per term. */
  hasMetrics: boolean;
  omitUnselectedResourceNames: boolean;
}

function resolveField(name: string, resource: GaqlResource, clause: string): GaqlField {
  const field = findGaqlField(name);
  if (!field)
    throw new GaqlError('UNRECOGNIZED_FIELD', `Unrecognized field in the query: '${name}'.`, name);
  if (field.resource === 'metrics') {
    if (!resource.hasMetrics)
      throw new GaqlError(
        'PROHIBITED_METRIC_IN_SELECT_OR_WHERE_CLAUSE',
        `Cannot select or filter on the following metrics: '${name}' (could not support requested resources: '${resource.name}'), since metrics are incompatible with the resource in the FROM clause or other selected segmenting resources.`,
        name,
      );
    return field;
  }
  if (field.resource === 'segments') {
    if (!resource.segments.includes(name))
      throw new GaqlError(
        'PROHIBITED_SEGMENT_IN_SELECT_OR_WHERE_CLAUSE',
        `Cannot select or filter on the following segments: '${name}' (could not support requested resources: '${resource.name}').`,
        name,
      );
    return field;
  }
  if (!resource.selectable.includes(field.resource))
    throw new GaqlError(
      clause === 'WHERE'
        ? 'PROHIBITED_RESOURCE_TYPE_IN_WHERE_CLAUSE'
        : 'PROHIBITED_RESOURCE_TYPE_IN_SELECT_CLAUSE',
      `Cannot select fields from the following resource: '${field.resource}', since it is not segmentable by the resource provided in the FROM clause: '${resource.name}'.`,
      name,
    );
  return field;
}

const FINITE_DATE_OPERATORS = new Set(['DURING', 'BETWEEN', '=', 'IN']);

/** `now` anchors the relative date ranges of DURING. */
export function bindGaqlQuery(query: GaqlQuery, now: number): BoundQuery {
  const resource = findGaqlResource(query.resource);
  if (!resource)
    throw new GaqlError(
      'BAD_RESOURCE_TYPE_IN_FROM_CLAUSE',
      `Error in FROM clause: invalid resource name '${query.resource}'.`,
      query.resource,
    );
  const seen = new Set<string>();
  const fields = query.fields.map((name) => {
    if (seen.has(name))
      throw new GaqlError(
        'DUPLICATE_FIELD',
        `Error in SELECT clause: duplicate field '${name}'.`,
        name,
      );
    seen.add(name);
    return resolveField(name, resource, 'SELECT');
  });
  const conditions = query.conditions.map((condition) =>
    compileCondition(condition, resolveField(condition.field, resource, 'WHERE'), now),
  );
  const orderings = query.orderings.map((ordering) => {
    const field = resolveField(ordering.field, resource, 'ORDER BY');
    if (field.isRepeated || field.type === 'MESSAGE')
      throw new GaqlError(
        'PROHIBITED_FIELD_IN_ORDER_BY_CLAUSE',
        `Field '${field.name}' cannot be used in the ORDER BY clause.`,
        field.name,
      );
    return { field, direction: ordering.direction };
  });
  const isDateSegmented = fields.some((field) => field.name === 'segments.date');
  if (isDateSegmented) {
    const dateConditions = query.conditions.filter(
      (condition) => condition.field === 'segments.date',
    );
    const isFinite =
      dateConditions.some((condition) => FINITE_DATE_OPERATORS.has(condition.operator)) ||
      (dateConditions.some(
        (condition) => condition.operator === '>' || condition.operator === '>=',
      ) &&
        dateConditions.some(
          (condition) => condition.operator === '<' || condition.operator === '<=',
        ));
    if (!isFinite)
      throw new GaqlError(
        'EXPECTED_FILTERS_ON_DATE_RANGE',
        'Filters on date range are required when segments.date is selected: add a finite date range to the WHERE clause (for example segments.date DURING LAST_30_DAYS).',
        'segments.date',
      );
  }
  const parameters = query.parameters;
  for (const [name, value] of Object.entries(parameters)) {
    if (name !== 'include_drafts' && name !== 'omit_unselected_resource_names')
      throw new GaqlError(
        'BAD_PARAMETER_NAME',
        `Error in PARAMETERS clause: unknown parameter '${name}'.`,
        name,
      );
    if (value !== 'true' && value !== 'false')
      throw new GaqlError(
        'BAD_PARAMETER_VALUE',
        `Error in PARAMETERS clause: '${name}' takes true or false.`,
        value,
      );
  }
  return {
    resource,
    fields,
    conditions,
    orderings,
    limit: query.limit,
    isDateSegmented,
    isKeywordSegmented: fields.some((field) => field.name.startsWith('segments.keyword.')),
    isSegmented: fields.some((field) => field.resource === 'segments'),
    selectedMetrics: fields.filter((field) => field.resource === 'metrics'),
    hasMetrics: [...fields, ...conditions.map((condition) => condition.field)].some(
      (field) => field.resource === 'metrics',
    ),
    omitUnselectedResourceNames: parameters.omit_unselected_resource_names === 'true',
  };
}

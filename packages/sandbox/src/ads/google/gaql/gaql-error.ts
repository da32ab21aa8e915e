// A query the Google Ads Query Language refuses. `code` is the QueryErrorEnum value Google puts in
// `errorCode.queryError`; `trigger` is the piece of the query at fault.

export type GaqlErrorCode =
  | 'QUERY_ERROR'
  | 'BAD_ENUM_CONSTANT'
  | 'BAD_ESCAPE_SEQUENCE'
  | 'BAD_FIELD_NAME'
  | 'BAD_LIMIT_VALUE'
  | 'BAD_NUMBER'
  | 'BAD_OPERATOR'
  | 'BAD_PARAMETER_NAME'
  | 'BAD_PARAMETER_VALUE'
  | 'BAD_RESOURCE_TYPE_IN_FROM_CLAUSE'
  | 'BAD_SYMBOL'
  | 'BAD_VALUE'
  | 'EXPECTED_AND'
  | 'EXPECTED_BY'
  | 'EXPECTED_FILTERS_ON_DATE_RANGE'
  | 'EXPECTED_FROM'
  | 'EXPECTED_LIST'
  | 'EXPECTED_SELECT'
  | 'EXPECTED_SINGLE_VALUE'
  | 'EXPECTED_VALUE_WITH_BETWEEN_OPERATOR'
  | 'INVALID_DATE_FORMAT'
  | 'INVALID_VALUE_WITH_BETWEEN_OPERATOR'
  | 'INVALID_VALUE_WITH_DURING_OPERATOR'
  | 'INVALID_VALUE_WITH_LIKE_OPERATOR'
  | 'OPERATOR_FIELD_MISMATCH'
  | 'PROHIBITED_EMPTY_LIST_IN_CONDITION'
  | 'PROHIBITED_FIELD_IN_ORDER_BY_CLAUSE'
  | 'PROHIBITED_FIELD_IN_SELECT_CLAUSE'
  | 'PROHIBITED_FIELD_IN_WHERE_CLAUSE'
  | 'PROHIBITED_METRIC_IN_SELECT_OR_WHERE_CLAUSE'
  | 'PROHIBITED_RESOURCE_TYPE_IN_SELECT_CLAUSE'
  | 'PROHIBITED_RESOURCE_TYPE_IN_WHERE_CLAUSE'
  | 'PROHIBITED_SEGMENT_IN_SELECT_OR_WHERE_CLAUSE'
  | 'LIMIT_VALUE_TOO_LOW'
  | 'PROHIBITED_NEWLINE_IN_STRING'
  | 'UNRECOGNIZED_FIELD'
  | 'DUPLICATE_FIELD';

export class GaqlError extends Error {
  readonly code: GaqlErrorCode;
  readonly trigger: string | null;

  constructor(code: GaqlErrorCode, message: string, trigger: string | null = null) {
    super(message);
    this.name = 'GaqlError';
    this.code = code;
    this.trigger = trigger;
  }
}

// @utmost/tagging: the pure tagging engine (DESIGN §6). Template + ad in, new URL fields and a
// per-ad result status out; no I/O, no clock, no randomness.

export {
  TAGGING_ERROR_TYPES,
  toAdErrorType,
  type AdErrorType,
  type TaggingErrorType,
  type UrlErrorType,
} from './tagging-errors.js';
export { URL_LENGTH_LIMITS, GOOGLE_TRACKING_TEMPLATE_MAX_LENGTH } from './url-limits.js';

export {
  PARAMETER_NAME_MAX_LENGTH,
  PARAMETER_NAME_PATTERN,
  isValidParameterName,
  UTM_KEYS,
  type UtmKey,
} from './template/parameter-name.js';
export {
  DYNAMIC_VALUES,
  listDynamicValues,
  classifyDynamicToken,
  UTMOST_VALUE_KEYS,
  VALUETRACK_MACROS,
  VALUETRACK_CONDITIONALS,
  VALUETRACK_CUSTOM_PARAMETER_PATTERN,
  type DynamicValueDefinition,
  type DynamicValueSource,
  type DynamicTokenKind,
  type UtmostValueKey,
} from './template/dynamic-values.js';
export {
  loadTemplate,
  toUrlTemplateMap,
  type TemplateParameter,
  type UrlTemplateMap,
  type TemplateEntry,
} from './template/url-template.js';
export {
  DEFAULT_TEMPLATE_NAME,
  DEFAULT_URL_TEMPLATES,
  HUBSPOT_TEMPLATE_NAME,
  HUBSPOT_URL_TEMPLATES,
} from './template/presets.js';
export {
  IGNORED_PARAMETER_REASONS,
  PreparedTemplate,
  prepareTemplate,
  type IgnoredParameter,
  type IgnoredParameterReason,
  type PreparedParameter,
  type TrackingPair,
  type ValuePart,
} from './template/prepare-template.js';
export {
  renderTemplate,
  resolveUtmostValue,
  type AdContext,
  type RenderedTemplate,
} from './template/render-template.js';

export { encodeQueryValue } from './url/encode-query-value.js';
export { appendServedParameters } from './url/served-url.js';
export { splitHttpUrl, type HttpUrlParts } from './url/http-url.js';
export {
  mergeIntoQuery,
  removeFromQuery,
  type QueryPair,
  type RemovedFromQuery,
} from './url/query-string.js';
export {
  checkLandingUrl,
  mergeIntoUrl,
  removeFromUrl,
  type MergeOptions,
  type RemoveResult,
  type UrlResult,
} from './url/merge-into-url.js';
export {
  LPURL,
  mergeIntoTrackingTemplate,
  removeFromTrackingTemplate,
  type TemplateMergeResult,
} from './url/tracking-template.js';

export {
  AD_RESULT_STATUSES,
  RUN_LEVELS,
  UPDATE_MODES,
  type AdChangeHistory,
  type AdDecision,
  type AdResultStatus,
  type AdUrlFields,
  type DecideAdChangeInput,
  type NotSupportedDetails,
  type RunLevel,
  type UpdateMode,
} from './decide/ad-decision.js';
export { areUrlFieldsEqual, readUrlFields } from './decide/ad-decision.js';
export { SUPPORT_TABLE, type SupportEntry, type SupportLevel } from './decide/support-table.js';
export { decideAdChange } from './decide/decide-ad-change.js';
export {
  findKeywordOverrides,
  KEYWORD_OVERRIDE_FIELDS,
  type KeywordOverride,
  type KeywordOverrideField,
} from './decide/keyword-overrides.js';

// The main entry: the client, its middleware, errors and the domain rules of `src/rules/` (error
// catalogue, validation messages, permissions, subscription limits, uploads); their zod schemas are
// the `./schemas` entry. Both sides of the app import them from here.
export type { paths, components, operations } from './generated/schema.js';
export * from './generated/enums.js';

export {
  createUtmostClient,
  type UtmostCallOptions,
  type UtmostClient,
  type UtmostClientOptions,
  type UtmostOrganizationClient,
} from './client/create-utmost-client.js';
export type { PathsWithDefaultOrganization } from './client/paths-with-default-organization.js';
export {
  ORGANIZATION_ID_QUERY_PARAMETER,
  createDefaultOrganizationMiddleware,
} from './client/middleware/default-organization.js';
export {
  WAIT_FOR_RUN_DEFAULTS,
  isRunFinished,
  waitForRun,
  type RunReference,
  type RunState,
  type RunView,
  type SearchTermRunView,
  type TaggingRunView,
  type WaitForRunOptions,
} from './client/wait-for-run.js';
export {
  MAX_PAGE_SIZE,
  paginate,
  type PaginateOptions,
  type PaginatedOperations,
  type PaginatedPath,
} from './client/paginate.js';
export { findDeviceInfo, type DeviceInfo } from './client/find-device-info.js';
export { createApiKeyMiddleware } from './client/middleware/api-key-auth.js';
export { createDeviceHeadersMiddleware } from './client/middleware/device-headers.js';
export {
  PATHS_WITHOUT_SESSION_REFRESH,
  REFRESH_SESSION_PATH,
  createSessionRefreshMiddleware,
  type SessionRefreshOptions,
} from './client/middleware/session-refresh.js';
export { DEFAULT_TIMEOUT_MS, createTimeoutMiddleware } from './client/middleware/timeout.js';
export { createIdempotencyKeyMiddleware } from './client/middleware/idempotency-key.js';
export { createRequestIdMiddleware } from './client/middleware/request-id.js';
export {
  RETRY_DEFAULTS,
  createRetryMiddleware,
  type RetryOptions,
} from './client/middleware/retry.js';
export { createTransportErrorMiddleware } from './client/middleware/transport-errors.js';
export {
  WORKSPACE_ID_QUERY_PARAMETER,
  createWorkspaceIdMiddleware,
} from './client/middleware/workspace-id.js';

export { UtmostError, isUtmostError, type UtmostErrorDetails } from './errors/utmost-error.js';
export { createUtmostErrorFromAnswer, unwrap } from './errors/unwrap.js';

export {
  API_KEY_NOT_ACCEPTED_MESSAGE,
  CROSS_ORIGIN_MESSAGE,
  DEFAULT_MESSAGE_BY_ERROR_CODE,
  HTTP_STATUS_BY_ERROR_CODE,
  describeLoginWait,
  describeSearchTermValidationRunning,
  findErrorCodeForStatus,
  type ApiErrorCode,
  type ErrorCode,
  type TransportErrorCode,
} from './rules/error-catalogue.js';
export { findRetryAfterMinutes, parseRetryAfterHeader } from './rules/retry-after.js';
export { DAILY_LIMIT_TIME_ZONE, findDailyLimitReset } from './rules/daily-limit.js';
export { MAX_REDIRECT_PATH_LENGTH, findSafeRedirectPath } from './rules/redirect-path.js';
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_RETENTION_SECONDS,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_OPERATIONS,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  isIdempotentOperation,
} from './rules/idempotency.js';
export { API_KEY_RATE_LIMIT, describeApiKeyRateLimit } from './rules/api-rate-limits.js';
export { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from './rules/request-id.js';

export {
  FIELD_REQUIRED,
  INVALID_EMAIL_FORMAT,
  INVALID_PASSWORD,
  ENGLISH_LETTERS_AND_NUMBERS_ONLY,
  ENGLISH_LETTERS_ONLY,
  NUMBERS_ONLY,
  PASSWORDS_MUST_BE_THE_SAME,
  PASSWORD_POLICY_MESSAGE,
  MAX_FILE_SIZE_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
  MALFORMED_UPLOAD_MESSAGE,
  ONE_FILE_ONLY_MESSAGE,
  USER_ALREADY_IN_ORGANIZATION,
  EMAIL_ALREADY_REGISTERED,
  INVALID_OR_EXPIRED_LINK,
  INVITATION_FOR_ANOTHER_EMAIL,
  NO_ORGANIZATION_WITH_INVITATION,
  LAST_OWNER_MESSAGE,
  ROLE_NOT_ASSIGNABLE,
  NUL_CHARACTER_NOT_ALLOWED,
  UNKNOWN_QUERY_PARAMETER,
  describeNestingLimit,
  describeMaxLength,
  NO_PERMISSION_TO_VIEW_ORGANIZATION,
  NO_PERMISSION_TO_VIEW_PAYMENT,
  NO_PERMISSION_TO_INVITE,
  NO_PERMISSION_TO_DELETE_USERS,
  FIELDS_BY_GENERIC_MESSAGE,
  RANGE_MIN_ABOVE_MAX,
} from './rules/validation-messages.js';
export { maskEmailAddress, normalizeEmail } from './rules/email-address.js';
export {
  API_KEY_ROLES,
  DENIED_MESSAGE_BY_PERMISSION,
  MEMBER_ROLES,
  PERMISSIONS,
  ROLES_BY_PERMISSION,
  can,
  isRoleAtLeast,
  listPermissions,
  type ApiKeyRole,
  type MemberRole,
  type Permission,
} from './rules/permissions.js';
export {
  canAssignRole,
  canCreateApiKey,
  canInviteWithRole,
  canRemoveMember,
  capApiKeyRole,
  listApiKeyRoles,
  listApiKeyRolesAbove,
  listAssignableRoles,
  type MemberRemoval,
  type RoleChange,
  type RoleChangeVerdict,
} from './rules/role-changes.js';
export {
  BETA_DISCOUNT_PERCENT,
  CONTACT_US_AD_ACCOUNT_LIMIT,
  TRIAL_LENGTH_DAYS,
  applyBetaDiscount,
  findAllowedAdAccountCount,
  findSubscriptionFlags,
  findTrialEnd,
  type Subscription,
  type SubscriptionBanner,
  type SubscriptionBannerKind,
  type SubscriptionFlags,
  type SubscriptionViewer,
} from './rules/subscription-limits.js';
export { describeSubscriptionBanner, formatBannerDate } from './rules/subscription-banner-text.js';
export { isVatNumberWellFormed, normalizeVatNumber } from './rules/vat-number.js';
export {
  IMAGE_CONTENT_TYPES,
  IMAGE_SIGNATURE_LENGTH,
  MAX_UPLOAD_BYTES,
  findImageTypeByBytes,
  findImageUploadProblem,
  type ImageContentType,
  type ImageUploadProblem,
} from './rules/image-upload.js';
export { buildImageUploadRequest } from './client/image-upload-request.js';
export {
  ACTIVATION_NEEDS_CONNECTION,
  ACTIVATION_NEEDS_TEMPLATE,
  AD_ACCOUNT_SORT_KEYS,
  COMING_SOON_PLATFORMS,
  DEFAULT_AD_ACCOUNT_SORT,
  DEFAULT_PLATFORM,
  NONAME_ACCOUNT,
  PLATFORMS,
  PLATFORM_DISPLAY_NAMES,
  SEARCH_TERMS_PLATFORMS,
  findActivationBlocker,
  findAdAccountAllowance,
  findRunBlocker,
  findRunObstacle,
  type RunObstacle,
  RUN_NEEDS_CONNECTION,
  RUN_NEEDS_TEMPLATE,
  findNextSort,
  findTaggingStatus,
  findTaggingStatusLabel,
  isPlatform,
  sortAdAccounts,
  toAdAccountResourceName,
  toChoosableAccount,
  type AdAccount,
  type AdAccountAllowance,
  type AdAccountSort,
  type AdAccountSortKey,
  type ChoosableAccount,
  type ConnectionStatus,
  type Platform,
  type PlatformAccount,
  type PlatformAdAccountChoice,
  type SortOrder,
  type TaggingStatus,
  type TaggingStatusLabel,
} from './rules/ad-accounts.js';
export {
  ACCOUNT_PATH_SEPARATOR,
  CHOOSE_ACCOUNT_PAGE_SIZE,
  describeAccountPath,
  isUnderManager,
  listAccountManagers,
  type AccountManagerOption,
} from './rules/account-hierarchy.js';
export {
  SEARCH_TERMS_VALIDATION_STATUSES,
  VALIDATION_NEEDS_BRIEF,
  VALIDATION_NEEDS_CONNECTION,
  VALIDATION_NOT_SUPPORTED,
  findSearchTermsValidationStatus,
  findValidationBlocker,
  type SearchTermsValidationStatus,
} from './rules/search-terms-status.js';
export {
  SEARCH_TERM_FLAG_LABELS,
  SEARCH_TERM_SIGNAL_LABELS,
  decisionPathOf,
} from './rules/search-term-signals.js';
export {
  DEFAULT_NGRAM_SORT,
  NGRAM_SIZES,
  NGRAM_SORT_KEYS,
  compareNgramValues,
  compareNgramWords,
  compareNgrams,
  isNgramSortKey,
  sortNgrams,
  type NgramSize,
  type NgramSort,
  type NgramSortKey,
  type SortableNgram,
} from './rules/ngrams.js';
export {
  SEARCH_TERM_RANGE_COLUMNS,
  SEARCH_TERM_RANGE_MAXIMUM,
  SEARCH_TERM_RANGE_PARAMETERS,
  describeRangeBelowMinimum,
  isRangeOrdered,
  type SearchTermRangeColumn,
} from './rules/search-term-ranges.js';
export {
  DEFAULT_TEMPLATE_ID,
  DEFAULT_TEMPLATE_NAME,
  HUBSPOT_TEMPLATE_ID,
  DUPLICATE_TEMPLATE_NAME,
  DYNAMIC_VALUE_NOT_OFFERED,
  HUBSPOT_TEMPLATE_NAME,
  NEW_TEMPLATE_DRAFT_NAME,
  PARAMETER_NAME_DUPLICATE,
  PARAMETER_NAME_INVALID,
  PARAMETER_NAME_MAX_LENGTH,
  PARAMETER_NAME_PATTERN,
  PARAMETER_VALUE_MAX_LENGTH,
  PARAMETER_VALUE_REQUIRED,
  RESERVED_TEMPLATE_NAMES,
  RESTRICTED_TEMPLATE_NAME,
  TEMPLATE_MAX_PARAMETERS,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_NEEDS_PARAMETER,
  UTM_KEYS,
  dropDeletedEntries,
  findUnofferedDynamicTokens,
  isDynamicValueOffered,
  isParameterNameValid,
  isSameTemplateName,
  isTemplateNameReserved,
  normalizeTemplateName,
  type DynamicValue,
  type TemplatePreset,
  type UrlTemplate,
  type UrlTemplateEntry,
  type UrlTemplateMap,
} from './rules/url-templates.js';
export {
  ACTION_REQUIRED,
  AI_RULE_MAX_LENGTH,
  AI_RULE_REQUIRED,
  AI_RULE_TOO_LONG,
  BRIEF_IN_USE,
  BRIEF_NAME_MAX_LENGTH,
  BRIEF_NAME_NOT_UNIQUE,
  BRIEF_NAME_REQUIRED,
  BRIEF_NAME_TOO_LONG,
  COMPANY_NAME_MIN_LENGTH,
  COMPANY_NAME_REQUIRED,
  COMPANY_NAME_TOO_SHORT,
  COMPETITORS_MAX,
  COMPETITORS_MIN,
  COMPETITORS_TOO_FEW,
  COMPETITORS_TOO_MANY,
  EXAMPLE_SOURCE_LABELS,
  EXAMPLES_MAX,
  GENERATED_FIELDS,
  OVERVIEW_MAX_LENGTH,
  OVERVIEW_MIN_LENGTH,
  OVERVIEW_REQUIRED,
  OVERVIEW_TOO_LONG,
  OVERVIEW_TOO_SHORT,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_DESCRIPTION_TOO_LONG,
  PRODUCT_NAME_REQUIRED,
  PRODUCTS_MAX,
  PRODUCTS_TOO_MANY,
  REQUIRED_FIELDS_MISSING,
  SEARCH_TERM_REQUIRED,
  TOO_MANY_EXAMPLES,
  WEBSITE_INVALID,
  WEBSITE_NOT_REACHABLE,
  WEBSITE_REQUIRED,
  isSameBriefName,
  normalizeWebsite,
  toSuggestedExamples,
  type AiRules,
  type AiRulesInput,
  type BrandType,
  type Brief,
  type BriefInput,
  type BriefProduct,
  type ExampleSource,
  type GeneratedBriefContent,
  type GeneratedField,
  type SearchTermRule,
  type SearchTermRuleInput,
  type SuggestedBriefRules,
} from './rules/briefs.js';
export {
  LEARNED_EXAMPLES_MAX,
  findLearnedExampleChanges,
  toLearnedTermKey,
  type LearnedExample,
  type LearnedExampleChanges,
  type LearnedExampleInput,
} from './rules/learned-examples.js';
export {
  NO_READING_CORRECTIONS,
  READING_CORRECTION_MAX_LENGTH,
  READING_CORRECTION_REQUIRED,
  READING_CORRECTION_TOO_LONG,
  READING_CORRECTIONS_MAX,
  TOO_MANY_READING_CORRECTIONS,
  addReadingCorrection,
  hasReadingCorrection,
  removeReadingCorrection,
  type BriefReading,
  type BriefReadingCorrections,
  type BriefReadingItem,
  type ReadingCorrectionKind,
} from './rules/brief-reading.js';
export {
  DEFAULT_UPDATE_MODE,
  HTTP_STATUS_BY_RUN_ERROR,
  IGNORED_PARAMETER_MESSAGES,
  APPLIED_PARAMETER_NOTE_REASONS,
  isAppliedParameterNote,
  RUN_DETAILS_PAGE_SIZE,
  RUN_ERROR_CODES,
  RUN_ERROR_MESSAGES,
  RUN_LEVELS,
  RUN_RESULT_STATUSES,
  RUN_SOURCES,
  SORT_DIRECTION_VALUE,
  UPDATE_MODES,
  countPages,
  describeIgnoredParameter,
  describeRunError,
  describeUrlTooLong,
  URL_LENGTH_LIMITS,
  findDefaultRunDetailsPaging,
  checkJumpPage,
  findJumpPage,
  isPaginationShown,
  isRunErrorCode,
  isRunDetailSortKey,
  EMPTY_RUN_COUNTS,
  listStatusTiles,
  normaliseCampaignKind,
  readSortDirection,
  RUN_DETAIL_ID_FILTERS,
  RUN_DETAIL_SORT_KEYS,
  RUN_MESSAGES,
  checkCustomRange,
  MAX_CUSTOM_RANGE_DAYS,
  type IgnoredParameterReasonCode,
  type RunDetailIdFilter,
  type RunResultCounts,
  type RunDetailSortKey,
  type RunDetailsPaging,
  type RunErrorCode,
  type RunLevel,
  type RunResultStatus,
  type RunSource,
  type UpdateMode,
} from './rules/runs.js';
export { describePlatformValue } from './rules/platform-value-names.js';
export { formatCsvLine, type CsvValue } from './rules/csv.js';
export {
  SEARCH_TERM_CSV_COLUMNS,
  formatSearchTermCsvHeader,
  formatSearchTermCsvLine,
} from './rules/search-term-csv.js';
export {
  decideRunNotification,
  type NotRunReason,
  type RunNotification,
  type RunNotificationKind,
  type RunNotificationVariant,
} from './rules/run-notifications.js';
export {
  DEFAULT_NEGATIVE_PLANNER_MATCH_TYPE,
  NEGATIVE_ISSUE_CODES,
  NEGATIVE_MESSAGES,
  NEGATIVE_PLANNER_MATCH_TYPES,
  PLANNER_REASONS,
  RECONNECT_TO_READ_KEYWORDS,
  type NegativeIssueCode,
} from './rules/negative-keywords.js';

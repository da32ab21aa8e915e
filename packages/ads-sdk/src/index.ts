// The main entry: the client, its middleware, errors and the domain rules of `src/rules/` (error
// catalogue, validation messages, permissions, subscription limits, uploads); their zod schemas are
// the `./schemas` entry. Both sides of the app import them from here.
export type { paths, components, operations } from './generated/schema.js';
export * from './generated/enums.js';

export {
  createUtmostClient,
  type UtmostClient,
  type UtmostClientOptions,
} from './client/create-utmost-client.js';
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
export { createTransportErrorMiddleware } from './client/middleware/transport-errors.js';
export {
  WORKSPACE_ID_QUERY_PARAMETER,
  createWorkspaceIdMiddleware,
} from './client/middleware/workspace-id.js';

export { UtmostError, isUtmostError, type UtmostErrorDetails } from './errors/utmost-error.js';
export { createUtmostErrorFromAnswer, unwrap } from './errors/unwrap.js';

export {
  DEFAULT_MESSAGE_BY_ERROR_CODE,
  HTTP_STATUS_BY_ERROR_CODE,
  findErrorCodeForStatus,
  type ApiErrorCode,
  type ErrorCode,
  type TransportErrorCode,
} from './rules/error-catalogue.js';
export { findRetryAfterMinutes, parseRetryAfterHeader } from './rules/retry-after.js';
export { MAX_REDIRECT_PATH_LENGTH, findSafeRedirectPath } from './rules/redirect-path.js';

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
  USER_ALREADY_IN_ORGANIZATION,
  EMAIL_ALREADY_REGISTERED,
  INVALID_OR_EXPIRED_LINK,
  INVITATION_FOR_ANOTHER_EMAIL,
  NO_ORGANIZATION_WITH_INVITATION,
  LAST_OWNER_MESSAGE,
  ROLE_NOT_ASSIGNABLE,
  NUL_CHARACTER_NOT_ALLOWED,
  describeNestingLimit,
  describeMaxLength,
  NO_PERMISSION_TO_VIEW_ORGANIZATION,
  NO_PERMISSION_TO_VIEW_PAYMENT,
  NO_PERMISSION_TO_INVITE,
  NO_PERMISSION_TO_DELETE_USERS,
  FIELDS_BY_GENERIC_MESSAGE,
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
  listApiKeyRoles,
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
  SEARCH_TERMS_VALIDATION_STATUSES,
  VALIDATION_NEEDS_BRIEF,
  VALIDATION_NEEDS_CONNECTION,
  VALIDATION_NOT_SUPPORTED,
  findSearchTermsValidationStatus,
  findValidationBlocker,
  type SearchTermsValidationStatus,
} from './rules/search-terms-status.js';
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
export {
  decideRunNotification,
  type NotRunReason,
  type RunNotification,
  type RunNotificationKind,
  type RunNotificationVariant,
} from './rules/run-notifications.js';

// The TanStack Query layer (an optional peer): query-key families, query-option factories and
// invalidation by cache tag. Its queries throw `UtmostError`, which is what TanStack Query expects.
export {
  QUERY_TAGS,
  queryKeys,
  type PlatformListParams,
  type PlatformParams,
  type QueryKeyFamilies,
  type QueryTag,
  type TemplatePresetKind,
  type TemplatePresetParams,
  type TemplatePreviewParams,
} from './query-keys.js';
export { versionsQueryOptions } from './versions-query.js';
export { supportContactsQueryOptions } from './support-contacts-query.js';
export {
  adAccountsQueryOptions,
  addAdAccountsMutationOptions,
  assignBriefMutationOptions,
  assignUrlTemplateMutationOptions,
  disconnectPlatformAccountMutationOptions,
  platformAccountsQueryOptions,
  removeAdAccountsMutationOptions,
  setAdAccountsEnabledMutationOptions,
  setSearchTermsValidationMutationOptions,
  subscriptionQueryOptions,
  type AddAdAccountsParams,
  type AdPlatformListParams,
  type BriefAssignment,
  type UrlTemplateAssignment,
} from './ad-platforms-query.js';
export {
  acceptInvitationMutationOptions,
  checkEmail,
  handleUserInvitation,
  logInMutationOptions,
  recoverPasswordMutationOptions,
  refreshSession,
  registerMutationOptions,
  requestPasswordResetMutationOptions,
  resendExpiredLinkMutationOptions,
  resendVerificationEmailMutationOptions,
  ssoProvidersQueryOptions,
  verifyEmailAddress,
  verifyInvitationToken,
  verifyResetToken,
} from './identity-query.js';
export {
  updateUserMutationOptions,
  uploadProfilePictureMutationOptions,
  userQueryOptions,
} from './users-query.js';
export {
  assignUserRoleMutationOptions,
  deleteOrganizationUserMutationOptions,
  inviteUserMutationOptions,
  membersQueryOptions,
  organizationQueryOptions,
  organizationsQueryOptions,
  updateOrganizationMutationOptions,
  uploadOrganizationLogoMutationOptions,
  workspacesQueryOptions,
} from './organization-query.js';
export {
  apiKeysQueryOptions,
  createApiKeyMutationOptions,
  revokeApiKeyMutationOptions,
  type ApiKey,
} from './api-keys-query.js';
export { mailboxQueryOptions, type Mailbox, type MailboxMessage } from './mailbox-query.js';
export {
  defaultUrlTemplateQueryOptions,
  deleteUrlTemplateMutationOptions,
  dynamicValuesQueryOptions,
  hubSpotUrlTemplateQueryOptions,
  saveUrlTemplateMutationOptions,
  templateKeysQueryOptions,
  urlTemplatePreviewQueryOptions,
  urlTemplatesQueryOptions,
  type UrlTemplatePreviewParams,
} from './url-templates-query.js';
export {
  RUN_HISTORY_PAGE_SIZE,
  TAGGING_RUN_TAGS,
  TAGGING_RUN_TIMEOUT_MS,
  invalidateAfterTaggingRun,
  isRunScopeKnown,
  notSupportedQueryOptions,
  runDetailsQueryOptions,
  runHistoryAccountsQueryOptions,
  runHistoryQueryOptions,
  runMetadataQueryOptions,
  startTaggingRun,
  taggingJobRunsQueryOptions,
  taggingRunMutationOptions,
  type RunDetailResult,
  type RunDetailsPage,
  type RunDetailsParams,
  type RunHistoryFilters,
  type RunHistoryPeriod,
  type RunHistoryRow,
  type RunMetadata,
  type RunMetadataParams,
  type RunReference,
  type RunScope,
  type StartTaggingRunParams,
  type TaggingRunOutcome,
  type TaggingRunVariables,
} from './runs-query.js';
export { invalidateQueryTags } from './invalidate-query-tags.js';
export {
  BRIEF_TAGS,
  BriefRulesNotSavedError,
  aiRulesQueryOptions,
  briefQueryOptions,
  briefsQueryOptions,
  deleteBriefsMutationOptions,
  saveBriefMutationOptions,
  suggestBrandAiRulesMutationOptions,
  suggestBrandElementsMutationOptions,
  type BriefParams,
  type SaveBriefVariables,
  type SuggestBrandAiRulesVariables,
  type SuggestBrandElementsVariables,
} from './briefs-query.js';
export {
  SEARCH_TERM_RUN_TAGS,
  searchTermJobRunsQueryOptions,
  validateSearchTermsMutationOptions,
  type SearchTermJobRun,
} from './search-terms-query.js';

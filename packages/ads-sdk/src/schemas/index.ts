// zod schemas for the contract's shapes, each checked against the generated type with `satisfies`,
// carrying the validation rules of spec §5 with the spec's messages: the web forms use them through
// zodResolver and the API runs the same schema after the contract's check.
export { versionsSchema } from './versions-schema.js';
export {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TOKEN_MAX_LENGTH,
  emailSchema,
  enteredPasswordSchema,
  isPasswordStrong,
  passwordSchema,
  personNameSchema,
  tokenSchema,
} from './identity-fields.js';
export {
  assignRoleSchema,
  createApiKeySchema,
  createUpdateUserSchema,
  forgotPasswordSchema,
  handleInvitationSchema,
  inviteUserSchema,
  loginSchema,
  memberEmailSchema,
  organizationSchema,
  recoverPasswordSchema,
  registerSchema,
  resendLinkSchema,
  updateUserSchema,
  verifyEmailSchema,
  verifyTokenSchema,
} from './identity.js';
export { ROOT_FIELD, toFieldErrors } from './field-errors.js';
export { createUrlTemplateSchema, type UrlTemplateSchemaContext } from './url-template.js';
export {
  aiRulesSchema,
  createBriefSchema,
  readingCorrectionsSchema,
  websiteSchema,
  type BriefSchemaContext,
  type ValidAiRules,
  type ValidBrief,
} from './brief.js';
export { applyNegativeKeywordsSchema } from './negative-batch.js';

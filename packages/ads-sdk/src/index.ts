// The main entry: the client, its middleware, errors and the error catalogue. Domain rules
// (validation, sorting, subscription limits) join `src/rules/` and their zod schemas
// `src/schemas/` as the issues that need them land; both sides of the app import them from here.
export type { paths, components, operations } from './generated/schema.js';

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

import {
  DEFAULT_MESSAGE_BY_ERROR_CODE,
  findRetryAfterMinutes,
  isUtmostError,
  type UtmostError,
} from '@utmost/ads-sdk';
import { t } from '../i18n/i18n';
import { applyFieldErrors } from './apply-field-errors';
import type { ErrorDisplayStore } from './error-display';
import { buildFlowErrorMessage, type NotificationAction, type NotificationVariant } from './notify';
import type { FieldErrorTarget, FlowErrorContext } from './request-meta';

/** What the handler did; callers rarely need it, tests do. */
type RequestErrorOutcome = 'server-error-display' | 'session' | 'field-errors' | 'notification';

interface RequestErrorHandlerDependencies {
  errorDisplay: Pick<ErrorDisplayStore, 'show'>;
  notify: (variant: NotificationVariant, message: string, action?: NotificationAction) => void;
  /**
   * Spec §8 "limit reached (ask to upgrade)": whether the signed-in role may change the plan,
   * and how to open the plans. Without it, the limit's message alone.
   */
  upgrade?: { canUpgrade: () => boolean; openPlans: () => void };
}

/** The refusals a bigger or paid plan lifts (spec §4). */
const UPGRADE_CODES: ReadonlySet<string> = new Set([
  'AD_ACCOUNT_LIMIT_REACHED',
  'SUBSCRIPTION_BLOCKED',
]);

export type HandleRequestError = (
  error: unknown,
  options?: { form?: FieldErrorTarget | undefined; flowError?: FlowErrorContext | undefined },
) => RequestErrorOutcome;

const TRANSPORT_CODES: ReadonlySet<string> = new Set([
  'FETCH_ERROR',
  'TIMEOUT_ERROR',
  'PARSING_ERROR',
]);

/**
 * The one place a failed request turns into something the user sees (spec §8 transport):
 * - 500: the global server-error screen (error state shown);
 * - 401: nothing, the SDK already refreshed the session or, failing that, logged the user out;
 * - 429: "Too many requests. Please try again in N minutes.";
 * - 400: the `errors` map under the form's fields, or a notification when no field matches;
 * - network failure, time-out, unreadable answer: the error catalogue's message;
 * - anything else: the answer's own message.
 * With a `flowError` context, a notification is the spec's flow error: that message is its error
 * type, beside the resource, the action and the area.
 */
export function createRequestErrorHandler({
  errorDisplay,
  notify,
  upgrade,
}: RequestErrorHandlerDependencies): HandleRequestError {
  return function handleRequestError(error, options = {}) {
    const notifyError = (message: string) =>
      notify(
        'error',
        options.flowError === undefined
          ? message
          : buildFlowErrorMessage({ ...options.flowError, errorType: message }),
      );
    if (!isUtmostError(error)) {
      notifyError(t('notifications.somethingWentWrong'));
      return 'notification';
    }
    if (error.status === 500) {
      errorDisplay.show({ status: 500, message: error.message });
      return 'server-error-display';
    }
    if (error.status === 401) return 'session';
    if (error.status === 400 && options.form !== undefined) {
      const { setError, fieldNames } = options.form;
      if (applyFieldErrors(setError, error, fieldNames)) return 'field-errors';
    }
    if (upgrade !== undefined && UPGRADE_CODES.has(error.code)) {
      // Owner and admin get the way to the plans; others are told whom to ask (spec §4).
      if (upgrade.canUpgrade()) {
        notify('error', error.message, {
          label: t('billing.seePlans'),
          onClick: upgrade.openPlans,
        });
      } else {
        notify('error', `${error.message} ${t('billing.askOwner')}`);
      }
      return 'notification';
    }
    notifyError(findErrorMessage(error));
    return 'notification';
  };
}

function findErrorMessage(error: UtmostError): string {
  if (error.status === 429) {
    return t('notifications.tooManyRequests', {
      count: findRetryAfterMinutes(error.retryAfterSeconds),
    });
  }
  if (TRANSPORT_CODES.has(error.code)) {
    return DEFAULT_MESSAGE_BY_ERROR_CODE[error.code];
  }
  // A 400 whose fields are not on screen: its field messages are the spec's verbatim texts.
  const fieldMessages = Object.values(error.fieldErrors ?? {});
  if (fieldMessages.length > 0) return fieldMessages.join(' ');
  return error.message === '' ? t('notifications.somethingWentWrong') : error.message;
}

import { t } from '../i18n/i18n';

// Sonner is not part of any first page: the first notification loads it (the root mounts its
// Toaster lazily too). Sonner keeps toasts in a module-wide store and shows the ones made before a
// Toaster mounts when it does, so none is lost while either loads; one import keeps their order.
const loadSonner = () => import('@utmost/ui/components/sonner');

/** Spec §8 notification variants; the toaster itself (5 at most, 7 s, bottom centre) is in the UI kit. */
export const NOTIFICATION_VARIANTS = ['success', 'error', 'warning', 'info'] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

/** A link-like action on a notification ("View run"). */
export interface NotificationAction {
  label: string;
  onClick: () => void;
}

/** Shows a notification of the given variant, with an action when one leads to what happened. */
export function notify(
  variant: NotificationVariant,
  message: string,
  action?: NotificationAction,
): void {
  void loadSonner().then(({ toast }) => {
    if (action === undefined) toast[variant](message);
    else toast[variant](message, { action });
  });
}

export function notifySavedSuccessfully(): void {
  notify('success', t('notifications.savedSuccessfully'));
}

export function notifySomethingWentWrong(): void {
  notify('error', t('notifications.somethingWentWrong'));
}

/** The parts of the spec's flow error: which resource, what failed, what the user did, and where. */
interface FlowError {
  resource: string;
  errorType: string;
  action: string;
  area: string;
}

export function buildFlowErrorMessage(flowError: FlowError): string {
  return t('notifications.flowError', { ...flowError });
}

export function notifyFlowError(flowError: FlowError): void {
  notify('error', buildFlowErrorMessage(flowError));
}

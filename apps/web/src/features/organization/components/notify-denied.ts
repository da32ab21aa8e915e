import { DENIED_MESSAGE_BY_PERMISSION, type Permission } from '@utmost/ads-sdk';
import { notify } from '../../../lib/notify';

/** Spec §6 denied messages, shown when a role tries an action it does not hold. */
export function notifyDenied(permission: Permission): void {
  notify('error', DENIED_MESSAGE_BY_PERMISSION[permission]);
}

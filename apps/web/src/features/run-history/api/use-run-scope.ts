import type { RunScope } from '@utmost/ads-sdk/query';
import { useSessionScope } from '../../../lib/session/use-session-scope';

/** Where run queries act: the SDK skips them until both ids are known (spec §6). */
export function useRunScope(): RunScope {
  const { organizationId, workspaceId } = useSessionScope();
  return { organizationId, workspaceId };
}

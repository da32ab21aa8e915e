import { useAppContext } from '../app-context';
import { useStore } from '../use-store';

/** The selected organization and workspace, and the user's role there (re-renders on change). */
export function useSessionScope() {
  const { auth } = useAppContext();
  const { user, userId, organizationId, workspaceId } = useStore(auth);
  return { user, userId, organizationId, workspaceId, role: user?.role };
}

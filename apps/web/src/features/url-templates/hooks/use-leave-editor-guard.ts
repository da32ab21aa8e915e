import { useBlocker } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';

/**
 * Asks before the editor is left with unpublished changes: a navigation in the app waits on the
 * returned blocker (the editor shows its dialog, `proceed` leaves, `reset` stays), and closing or
 * reloading the tab gets the browser's own prompt. `allowLeaving` is for leaving on purpose —
 * after publishing or discarding — when there is nothing left to ask about.
 */
export function useLeaveEditorGuard(hasUnpublishedChanges: boolean) {
  // Refs: the router reads them when a navigation starts, after the render that set them.
  const hasChangesRef = useRef(hasUnpublishedChanges);
  hasChangesRef.current = hasUnpublishedChanges;
  const isLeavingOnPurposeRef = useRef(false);
  const shouldAsk = useCallback(() => hasChangesRef.current && !isLeavingOnPurposeRef.current, []);

  const blocker = useBlocker({
    // Only leaving the page: a change of search or hash on the same template is not leaving it.
    shouldBlockFn: ({ current, next }) => current.pathname !== next.pathname && shouldAsk(),
    enableBeforeUnload: shouldAsk,
    withResolver: true,
  });
  const allowLeaving = useCallback(() => {
    isLeavingOnPurposeRef.current = true;
  }, []);
  return { blocker, allowLeaving };
}

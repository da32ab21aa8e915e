import { useBlocker } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';

/**
 * Asks before an editor is left with unsaved changes: a navigation in the app waits on the
 * returned blocker (the editor shows its dialog, `proceed` leaves, `reset` stays), and closing or
 * reloading the tab gets the browser’s own prompt. `allowLeaving` is for leaving on purpose —
 * after publishing, saving or discarding — when there is nothing left to ask about.
 */
export function useLeaveEditorGuard(hasUnsavedChanges: boolean) {
  // Read when a navigation starts: set by publishing or discarding just before they navigate.
  const isLeavingOnPurposeRef = useRef(false);
  const shouldAsk = useCallback(() => !isLeavingOnPurposeRef.current, []);
  const shouldBlock = useCallback(
    // Only leaving the page: a change of search or hash on the same template is not leaving it.
    ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) =>
      current.pathname !== next.pathname && shouldAsk(),
    [shouldAsk],
  );

  const blocker = useBlocker({
    shouldBlockFn: shouldBlock,
    enableBeforeUnload: shouldAsk,
    // Nothing unpublished: no blocker at all, so neither the app nor the tab asks.
    disabled: !hasUnsavedChanges,
    withResolver: true,
  });
  const allowLeaving = useCallback(() => {
    isLeavingOnPurposeRef.current = true;
  }, []);
  return { blocker, allowLeaving };
}

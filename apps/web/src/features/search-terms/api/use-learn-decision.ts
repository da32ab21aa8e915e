import { useMutation } from '@tanstack/react-query';
import { learnSearchTermDecisionsMutationOptions } from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';

/**
 * Corrects a decision (issue 16 item 5): the account's brief learns it, and the next validation
 * follows it for the term and its close variants. The shown run stays as it was judged.
 */
export function useLearnDecision({ onLearned }: { onLearned: (searchTerm: string) => void }) {
  const { sdk } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return useMutation({
    ...learnSearchTermDecisionsMutationOptions(sdk, organizationId),
    onSuccess: (_learned, { decisions }) => {
      for (const decision of decisions) onLearned(decision.searchTerm);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import type { SearchTermResult } from '@utmost/ads-sdk/query';
import { learnSearchTermDecisionsMutationOptions } from '@utmost/ads-sdk/query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { buildLearnedDecisions } from '../lib/decision-flags';

/**
 * Accepting or rejecting decisions (issue 16): the account's brief learns them as examples and the
 * next validation follows them for the terms and their close variants. The shown run stays as it
 * was judged; its rows say "Learned". A failure is reported by the app's error handler and
 * leaves the caller's selection as it was.
 */
export function useLearnDecisions(adAccountId: string) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  const [learnedTerms, setLearnedTerms] = useState<ReadonlySet<string>>(() => new Set());
  const mutation = useMutation({
    ...learnSearchTermDecisionsMutationOptions(sdk, organizationId),
    onSuccess: (_learned, { decisions }) => {
      setLearnedTerms(
        (current) => new Set([...current, ...decisions.map((decision) => decision.searchTerm)]),
      );
      const [only] = decisions;
      notify(
        'success',
        decisions.length === 1 && only !== undefined
          ? t(only.isExclude ? 'searchTerms.learn.excludedNext' : 'searchTerms.learn.keptNext', {
              term: only.searchTerm,
            })
          : t('searchTerms.learn.learnedMany', { count: decisions.length }),
      );
    },
  });
  const { mutate } = mutation;
  /**
   * Teaches the brief these rows' decisions (accept) or their opposites (reject), for their close
   * variants or, with `isWholePhrase`, every term holding their words in order.
   */
  const learn = useCallback(
    (
      results: readonly SearchTermResult[],
      verdict: 'accept' | 'reject',
      options?: { isWholePhrase?: boolean; onSuccess?: () => void },
    ) =>
      mutate(
        {
          adAccountId,
          decisions: buildLearnedDecisions(results, verdict, options?.isWholePhrase),
        },
        { onSuccess: options?.onSuccess },
      ),
    [adAccountId, mutate],
  );
  return { learnedTerms, isPending: mutation.isPending, isError: mutation.isError, learn };
}

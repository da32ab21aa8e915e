import { useMutation } from '@tanstack/react-query';
import type { LearnedSearchTermDecision, SearchTermResult } from '@utmost/ads-sdk/query';
import { learnSearchTermDecisionsMutationOptions } from '@utmost/ads-sdk/query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { buildLearnedDecisions } from '../lib/decision-flags';

/** The decisions taught in this visit, by term: what each row shows as its new decision. */
export type LearnedDecisions = ReadonlyMap<string, LearnedSearchTermDecision>;

const NONE: LearnedDecisions = new Map();

/**
 * Accepting or rejecting decisions (issue 16): the account's brief learns them as examples and the
 * next validation follows them for the terms and their close variants. The shown run stays as it
 * was judged; its rows show the decision taught at once (issue 25 item 5), before the server
 * answers, and go back as they were if it refuses, which the app's error handler reports; the
 * caller's selection is left as it was then. Only the run they were taught on shows them: a
 * later validation has followed them already.
 */
export function useLearnDecisions(adAccountId: string, jobId: string | undefined) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  const [taught, setTaught] = useState<{ jobId: string | undefined; decisions: LearnedDecisions }>(
    () => ({ jobId, decisions: NONE }),
  );
  const learnedDecisions = taught.jobId === jobId ? taught.decisions : NONE;
  const setLearnedDecisions = useCallback(
    (change: (current: LearnedDecisions) => LearnedDecisions) =>
      setTaught((current) => ({
        jobId,
        decisions: change(current.jobId === jobId ? current.decisions : NONE),
      })),
    [jobId],
  );
  const mutation = useMutation({
    ...learnSearchTermDecisionsMutationOptions(sdk, organizationId),
    onSuccess: (_learned, { decisions }) => {
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
    ) => {
      const decisions = buildLearnedDecisions(results, verdict, options?.isWholePhrase);
      let before: LearnedDecisions = new Map();
      setLearnedDecisions((current) => {
        before = current;
        const next = new Map(current);
        for (const decision of decisions) next.set(decision.searchTerm, decision);
        return next;
      });
      mutate(
        { adAccountId, decisions },
        {
          onSuccess: options?.onSuccess,
          onError: () =>
            setLearnedDecisions((current) => {
              const next = new Map(current);
              for (const { searchTerm } of decisions) {
                const earlier = before.get(searchTerm);
                if (earlier === undefined) next.delete(searchTerm);
                else next.set(searchTerm, earlier);
              }
              return next;
            }),
        },
      );
    },
    [adAccountId, mutate, setLearnedDecisions],
  );
  return { learnedDecisions, isPending: mutation.isPending, isError: mutation.isError, learn };
}

import { useMutation } from '@tanstack/react-query';
import type { Brief } from '@utmost/ads-sdk';
import {
  BRIEF_TAGS,
  BriefRulesNotSavedError,
  invalidateQueryTags,
  saveBriefMutationOptions,
} from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { withFormErrors } from '../../../lib/request-meta';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import type { BriefForm } from '../lib/brief-form-resolver';

/**
 * Saves the brief, then its AI rules (spec §4, in the SDK). A 400's `errors` land on the fields:
 * the form's paths are the contract's, so `briefName` or `general_rules.2.description` need no
 * mapping. The briefs, their rules and the accounts that name them are refetched.
 */
export function useSaveBrief({
  form,
  onSaved,
  onRulesNotSaved,
}: {
  form: BriefForm;
  onSaved: (saved: Brief) => void;
  /** A new brief was created but its rules failed: the caller saves again onto that brief. */
  onRulesNotSaved: (created: Brief) => void;
}) {
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return useMutation({
    ...saveBriefMutationOptions(sdk, organizationId),
    meta: withFormErrors(form.setError),
    onSuccess: async (saved) => {
      onSaved(saved);
      await invalidateQueryTags(queryClient, BRIEF_TAGS);
    },
    onError: async (error) => {
      if (!(error instanceof BriefRulesNotSavedError)) return;
      onRulesNotSaved(error.brief);
      await invalidateQueryTags(queryClient, BRIEF_TAGS);
    },
  });
}

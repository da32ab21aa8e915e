import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { can, isUtmostError, type Brief } from '@utmost/ads-sdk';
import { aiRulesQueryOptions, briefQueryOptions } from '@utmost/ads-sdk/query';
import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { Spinner } from '@utmost/ui/components/spinner';
import { TriangleAlertIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeniedMessage } from '../../../components/denied-message';
import { useAppContext } from '../../../lib/app-context';
import { useFollowOwningOrganization } from '../../../lib/session/use-follow-owning-organization';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useBriefs } from '../api/use-briefs';
import { EMPTY_BRIEF_VALUES, toBriefFormValues } from '../lib/brief-form-values';
import { AssignNewBriefDialog } from './assign-new-brief-dialog';
import { BriefEditor } from './brief-editor';

/** The `$id` of a brief not saved yet (spec §2). */
export const NEW_BRIEF_ID = 'new-brief';

const NO_NAMES: string[] = [];

function listOtherNames(briefs: readonly Brief[], briefId: string | null): string[] {
  return briefs.filter((brief) => brief.id !== briefId).map((brief) => brief.briefName);
}

/**
 * `/ai-briefs/edit-brief/$id`: loads the organization's briefs (names are unique among them) and,
 * for a saved brief, the brief and its AI rules, then opens the editor.
 */
export function BriefEditorPage({
  id,
  from,
  isJustCreated = false,
  onAssignOfferClosed = () => {},
}: {
  id: string;
  from: string | undefined;
  /** Saved a moment ago as a new brief: offer to assign it to ad accounts. */
  isJustCreated?: boolean;
  onAssignOfferClosed?: () => void;
}) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { organizationId, role } = useSessionScope();
  const isNew = id === NEW_BRIEF_ID;
  const params = { organizationId: organizationId ?? '', brandId: id };
  const isLoadable = organizationId !== null && !isNew;
  const briefs = useBriefs();
  // A stale link is the page's to explain, not a notification.
  const brief = useQuery({
    ...briefQueryOptions(sdk, params),
    enabled: isLoadable,
    meta: { showsOwnErrors: true },
  });
  const rules = useQuery({
    ...aiRulesQueryOptions(sdk, params),
    enabled: isLoadable,
    meta: { showsOwnErrors: true },
  });
  // The editor reads these when it opens only (react-hook-form's defaultValues): refetches after
  // a save do not reset what the user is editing.
  const initialValues = isNew
    ? EMPTY_BRIEF_VALUES
    : brief.data === undefined || rules.data === undefined
      ? undefined
      : toBriefFormValues(brief.data, rules.data);
  const otherBriefNames = useMemo(
    () => (briefs.data === undefined ? NO_NAMES : listOtherNames(briefs.data, isNew ? null : id)),
    [briefs.data, id, isNew],
  );

  const isNotFound = [brief.error, rules.error].some(
    (error) => isUtmostError(error) && (error.status === 404 || error.status === 400),
  );
  // An old link to a brief of another of the user's organizations switches to it (issue 25 item 6).
  const { isLooking } = useFollowOwningOrganization(isNotFound, async (otherId) => {
    const { response } = await sdk.GET('/api/v1/searchTerms/brands/{id}', {
      params: { path: { id }, query: { organization_id: otherId } },
    });
    return response.ok;
  });

  if (role !== undefined && !can(role, 'briefs:edit')) {
    return <DeniedMessage permission="briefs:edit" />;
  }
  if (isNotFound && isLooking) {
    return <Spinner label={t('briefs.editor.loading')} />;
  }
  if (isNotFound) {
    return (
      <Alert variant="warning" className="max-w-2xl">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>{t('briefs.editor.notFoundTitle')}</AlertTitle>
        <AlertDescription>
          <span>{t('briefs.editor.notFound')}</span>
          <Button asChild variant="link" className="h-auto p-0">
            <Link to="/ai-briefs">{t('briefs.editor.toList')}</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const queries = [briefs, ...(isNew ? [] : [brief, rules])];
  if (queries.some((query) => query.isError)) {
    return (
      <Alert variant="destructive" className="max-w-2xl">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>{t('briefs.editor.loadFailed')}</AlertTitle>
        <AlertDescription>
          <Button
            variant="link"
            className="h-auto p-0"
            onClick={() => {
              for (const query of queries) if (query.isError) void query.refetch();
            }}
          >
            {t('briefs.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (briefs.data === undefined || initialValues === undefined) {
    return <Spinner label={t('briefs.editor.loading')} className="size-6" />;
  }
  return (
    <>
      <BriefEditor
        briefId={isNew ? null : id}
        initialValues={initialValues}
        otherBriefNames={otherBriefNames}
        from={from}
      />
      {isJustCreated && brief.data !== undefined ? (
        <AssignNewBriefDialog brief={brief.data} onClose={onAssignOfferClosed} />
      ) : null}
    </>
  );
}

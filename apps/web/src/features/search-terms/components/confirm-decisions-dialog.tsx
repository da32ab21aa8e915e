import type { SearchTermResult } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { Checkbox } from '@utmost/ui/components/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@utmost/ui/components/dialog';
import { Label } from '@utmost/ui/components/label';
import { Spinner } from '@utmost/ui/components/spinner';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecisionsPreview } from '../api/use-decisions-preview';
import { buildLearnedDecisions } from '../lib/decision-flags';
import type { Verdict } from './decision-actions';

/** Decisions a person is about to teach the brief: one row's, or the selected rows'. */
export interface DecisionsRequest {
  results: readonly SearchTermResult[];
  verdict: Verdict;
  /** From the bulk bar: learning them clears the table's selection. */
  isSelection?: boolean;
}

/**
 * Asks before the brief learns decisions (issue 24): what they cover (the term's close variants,
 * or with "Whole phrase" every search containing it) and how many other terms of the shown run
 * they would change, with the first few. Saving does not wait for the answer.
 */
export function ConfirmDecisionsDialog({
  request,
  adAccountId,
  jobId,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: {
  request: DecisionsRequest | null;
  adAccountId: string;
  jobId: string | undefined;
  onConfirm: (request: DecisionsRequest, isWholePhrase: boolean) => void;
  onClose: () => void;
  /** Where the focus goes once closed, when what opened it is gone (prevent the default). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {request === null ? null : (
        // Keyed by the request, so each opens with close variants chosen.
        <DecisionsDialogContent
          key={request.results.map((result) => result.id).join(' ') + request.verdict}
          request={request}
          adAccountId={adAccountId}
          jobId={jobId}
          onConfirm={onConfirm}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      )}
    </Dialog>
  );
}

function DecisionsDialogContent({
  request,
  adAccountId,
  jobId,
  onConfirm,
  onCloseAutoFocus,
}: {
  request: DecisionsRequest;
  adAccountId: string;
  jobId: string | undefined;
  onConfirm: (request: DecisionsRequest, isWholePhrase: boolean) => void;
  onCloseAutoFocus: ((event: Event) => void) | undefined;
}) {
  const { t } = useTranslation();
  const phraseId = useId();
  const [isWholePhrase, setWholePhrase] = useState(false);
  const decisions = buildLearnedDecisions(request.results, request.verdict, isWholePhrase);
  const preview = useDecisionsPreview(adAccountId, jobId, decisions);
  const [only] = decisions;
  const isOne = decisions.length === 1 && only !== undefined;
  const term = only?.searchTerm ?? '';
  const title = isOne
    ? t(only.isExclude ? 'searchTerms.confirm.excludeTitle' : 'searchTerms.confirm.keepTitle', {
        term,
      })
    : t(
        request.verdict === 'accept'
          ? 'searchTerms.confirm.acceptManyTitle'
          : 'searchTerms.confirm.rejectManyTitle',
        { count: decisions.length },
      );
  return (
    <DialogContent closeLabel={t('searchTerms.confirm.cancel')} onCloseAutoFocus={onCloseAutoFocus}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {isOne
            ? t('searchTerms.confirm.coversOne', { term })
            : t(
                request.verdict === 'accept'
                  ? 'searchTerms.confirm.coversManyAccept'
                  : 'searchTerms.confirm.coversManyReject',
              )}
        </DialogDescription>
      </DialogHeader>
      <div className="flex items-start gap-2">
        <Checkbox
          id={phraseId}
          checked={isWholePhrase}
          onCheckedChange={(state) => setWholePhrase(state === true)}
          aria-describedby={`${phraseId}-hint`}
        />
        <div className="grid gap-1">
          <Label htmlFor={phraseId}>
            {isOne
              ? t('searchTerms.confirm.wholePhraseOne', { term })
              : t('searchTerms.confirm.wholePhraseMany')}
          </Label>
          <p id={`${phraseId}-hint`} className="text-xs text-muted-foreground">
            {t('searchTerms.confirm.wholePhraseHint')}
          </p>
        </div>
      </div>
      <PreviewAnswer preview={preview} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t('searchTerms.confirm.cancel')}</Button>
        </DialogClose>
        <Button onClick={() => onConfirm(request, isWholePhrase)}>
          {isOne
            ? t(only.isExclude ? 'searchTerms.confirm.exclude' : 'searchTerms.confirm.keep')
            : t('searchTerms.confirm.saveMany', { count: decisions.length })}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

function PreviewAnswer({ preview }: { preview: ReturnType<typeof useDecisionsPreview> }) {
  const { t } = useTranslation();
  const { data } = preview;
  // Announced when it arrives: the count is why the dialog is there.
  return (
    <div aria-live="polite" className="min-h-10 text-sm">
      {preview.isError ? (
        <p className="text-muted-foreground">{t('searchTerms.confirm.previewFailed')}</p>
      ) : data === undefined ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Spinner aria-hidden="true" />
          {t('searchTerms.confirm.previewLoading')}
        </p>
      ) : data.changed === 0 ? (
        <p>{t('searchTerms.confirm.changesNone')}</p>
      ) : (
        <>
          <p className="font-medium">
            {t('searchTerms.confirm.changesOthers', { count: data.changed })}
          </p>
          <ul className="mt-1 flex flex-col gap-0.5">
            {data.terms.map((term) => (
              <li key={term.searchTerm}>
                {t(
                  term.isExclude
                    ? 'searchTerms.confirm.becomesExcluded'
                    : 'searchTerms.confirm.becomesKept',
                  {
                    term: term.searchTerm,
                  },
                )}
              </li>
            ))}
            {data.changed > data.terms.length ? (
              <li className="text-muted-foreground">
                {t('searchTerms.confirm.andMore', { count: data.changed - data.terms.length })}
              </li>
            ) : null}
          </ul>
        </>
      )}
    </div>
  );
}

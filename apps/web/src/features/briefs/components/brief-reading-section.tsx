import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { Spinner } from '@utmost/ui/components/spinner';
import { CircleCheckIcon, InfoIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBriefReading } from '../api/use-brief-reading';
import { useReadingCorrections } from '../hooks/use-reading-corrections';
import { BriefReadingExclusions } from './brief-reading-exclusions';
import { BriefReadingMarket } from './brief-reading-market';
import { CompetitorsGroup, OfferGroup, OwnBrandGroup } from './brief-reading-names';
import { ReadingCorrectionsList } from './reading-corrections-list';

const HEADING_ID = 'brief-reading-title';

function ReadingFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="flex max-w-4xl flex-col gap-4 rounded-xl border border-border bg-card p-6"
    >
      <div className="flex flex-col gap-1">
        <h3 id={HEADING_ID} className="text-base font-semibold">
          {t('briefs.reading.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('briefs.reading.intro')}</p>
      </div>
      {children}
    </section>
  );
}

/** The reading of a saved brief, its notes, and the corrections made beside each item. */
function SavedBriefReading({
  brandId,
  hasUnsavedChanges,
}: {
  brandId: string;
  hasUnsavedChanges: boolean;
}) {
  const { t } = useTranslation();
  const reading = useBriefReading(brandId);
  const corrections = useReadingCorrections(brandId);

  if (reading.isError) {
    return (
      <Alert variant="destructive">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>{t('briefs.reading.loadFailed')}</AlertTitle>
        <AlertDescription>
          <Button variant="link" className="h-auto p-0" onClick={() => void reading.refetch()}>
            {t('briefs.reading.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (reading.data === undefined) {
    return <Spinner label={t('briefs.reading.loading')} className="size-5" />;
  }
  const { ownBrand, offer, competitors, notes, market, excluded, kept } = reading.data;
  return (
    <>
      {hasUnsavedChanges ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('briefs.reading.unsavedChanges')}
        </p>
      ) : null}
      <p role="status" className="text-sm empty:hidden">
        {corrections.status === null ? null : (
          <span className="flex items-start gap-2">
            <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {corrections.status}
          </span>
        )}
      </p>
      {notes.length === 0 ? null : (
        <Alert variant="warning">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>{t('briefs.reading.notesLabel')}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      <ReadingCorrectionsList corrections={corrections} />
      <div className="grid gap-6 border-t border-border pt-4 md:grid-cols-2">
        <div className="flex flex-col gap-6">
          <OwnBrandGroup ownBrand={ownBrand} />
          <OfferGroup offer={offer} />
        </div>
        <CompetitorsGroup competitors={competitors} corrections={corrections} />
      </div>
      <div className="flex flex-col gap-6 border-t border-border pt-4">
        <BriefReadingMarket market={market} corrections={corrections} />
        <BriefReadingExclusions excluded={excluded} kept={kept} corrections={corrections} />
      </div>
    </>
  );
}

/**
 * "How Utmost reads this brief" (DESIGN §7): what the validation follows, item by item with the
 * sentence it came from, and the corrections a marketer makes in place. A brief not saved yet
 * has no reading; with unsaved changes, the reading is the saved brief's and says so.
 */
export function BriefReadingSection({
  briefId,
  hasUnsavedChanges,
}: {
  briefId: string | null;
  hasUnsavedChanges: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ReadingFrame>
      {briefId === null ? (
        <p className="text-sm text-muted-foreground">{t('briefs.reading.notSavedYet')}</p>
      ) : (
        <SavedBriefReading brandId={briefId} hasUnsavedChanges={hasUnsavedChanges} />
      )}
    </ReadingFrame>
  );
}

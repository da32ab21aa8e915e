import type { EditorFileEncoding } from '@utmost/search-terms/negatives';
import { Button } from '@utmost/ui/components/button';
import { ToggleGroup, ToggleGroupItem } from '@utmost/ui/components/toggle-group';
import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMicros } from '../../../../lib/format-money';

const count = new Intl.NumberFormat('en');

/**
 * The bar under the table, kept in view while the table scrolls: how many negatives are chosen,
 * what they would save a month, whether they fit the list, and the two downloads of only them
 * (`helpId` names the text that says what the Ads Editor file holds).
 */
export function ChosenNegativesBar({
  chosenCount,
  monthlySavingMicros,
  currencyCode,
  roomLeft,
  encoding,
  onEncodingChange,
  onDownloadEditor,
  onDownloadCsv,
  helpId,
}: {
  chosenCount: number;
  monthlySavingMicros: number;
  currencyCode: string | null;
  roomLeft: number;
  encoding: EditorFileEncoding;
  onEncodingChange: (encoding: EditorFileEncoding) => void;
  onDownloadEditor: () => void;
  onDownloadCsv: () => void;
  helpId: string;
}) {
  const { t } = useTranslation();
  const isNone = chosenCount === 0;
  return (
    <section
      aria-label={t('searchTerms.negativePlanner.bar.label')}
      className="sticky bottom-0 z-30 -mx-1 rounded-md border border-border bg-background px-4 py-3 shadow-md"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm" aria-live="polite">
          <span className="font-medium">
            {t('searchTerms.negativePlanner.bar.chosen', { count: chosenCount })}
          </span>
          {' · '}
          {t('searchTerms.negativePlanner.bar.saving', {
            amount: formatMicros(monthlySavingMicros, currencyCode),
          })}
          {chosenCount > roomLeft ? (
            <span className="ml-2 text-destructive">
              {' '}
              {t('searchTerms.negativePlanner.bar.overRoom', {
                count: roomLeft,
                room: count.format(roomLeft),
              })}
            </span>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <span id="negative-editor-encoding" className="text-sm text-muted-foreground">
            {t('searchTerms.negativePlanner.bar.encoding')}
          </span>
          <ToggleGroup
            type="single"
            aria-labelledby="negative-editor-encoding"
            value={encoding}
            onValueChange={(value) => {
              if (value !== '') onEncodingChange(value as EditorFileEncoding);
            }}
          >
            <ToggleGroupItem value="utf16le-tsv">
              {t('searchTerms.negativePlanner.bar.utf16')}
            </ToggleGroupItem>
            <ToggleGroupItem value="utf8-csv">
              {t('searchTerms.negativePlanner.bar.utf8')}
            </ToggleGroupItem>
          </ToggleGroup>
          <Button onClick={onDownloadEditor} disabled={isNone} aria-describedby={helpId}>
            <DownloadIcon aria-hidden="true" />
            {t('searchTerms.negativePlanner.bar.downloadEditor')}
          </Button>
          <Button variant="outline" onClick={onDownloadCsv} disabled={isNone}>
            <DownloadIcon aria-hidden="true" />
            {t('searchTerms.negativePlanner.bar.downloadCsv')}
          </Button>
        </div>
      </div>
    </section>
  );
}

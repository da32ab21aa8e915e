import { EXAMPLE_SOURCE_LABELS } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Switch } from '@utmost/ui/components/switch';
import { TableCell, TableRow } from '@utmost/ui/components/table';
import { Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../components/date-time-text';
import type { ExampleRow } from '../lib/example-rows';

/**
 * One extra example: its term, exclusion and use switches, category, source (a decision learned
 * in the Search terms tab says so under "User", and whether it covers the whole phrase), when it
 * was last changed, and its remove button.
 */
export function ExampleTableRow({
  row,
  removeRef,
  onChange,
  onRemove,
}: {
  row: ExampleRow;
  removeRef: (button: HTMLButtonElement | null) => void;
  onChange: (change: { isExclude?: boolean; inUse?: boolean }) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { example } = row;
  return (
    <TableRow data-learned={row.isLearned || undefined}>
      <TableCell className="font-medium">{example.searchTerm}</TableCell>
      <TableCell>
        <Switch
          checked={example.isExclude}
          aria-label={t('briefs.examples.excludeOf', { term: example.searchTerm })}
          onCheckedChange={(isExclude) => onChange({ isExclude })}
        />
      </TableCell>
      <TableCell>{t(`briefs.examples.category.${example.category}`)}</TableCell>
      <TableCell>
        {EXAMPLE_SOURCE_LABELS[example.source]}
        {row.isLearned ? (
          <span className="block text-xs text-muted-foreground">
            {t(
              row.isWholePhrase
                ? 'briefs.examples.learnedWholePhrase'
                : 'briefs.examples.learnedInSearchTerms',
            )}
          </span>
        ) : null}
      </TableCell>
      <TableCell>
        <DateTimeText value={example.updatedAt} />
      </TableCell>
      <TableCell>
        <Switch
          checked={example.inUse}
          aria-label={t('briefs.examples.inUseOf', { term: example.searchTerm })}
          onCheckedChange={(inUse) => onChange({ inUse })}
        />
      </TableCell>
      <TableCell className="text-right">
        <Button
          ref={removeRef}
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('briefs.examples.removeOf', { term: example.searchTerm })}
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </TableCell>
    </TableRow>
  );
}

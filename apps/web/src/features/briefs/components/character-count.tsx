import { cn } from '@utmost/ui/lib/utils';
import { useTranslation } from 'react-i18next';

/** How long a text is against its limits; marked when outside them. */
export function CharacterCount({
  length,
  min = 0,
  max,
}: {
  length: number;
  min?: number;
  max: number;
}) {
  const { t } = useTranslation();
  const isOutside = length > max || (length > 0 && length < min);
  return (
    <span
      className={cn('tabular-nums', isOutside ? 'text-destructive-text' : 'text-muted-foreground')}
    >
      {min > 0
        ? t('briefs.editor.characterCountRange', { count: length, min, max })
        : t('briefs.editor.characterCount', { count: length, max })}
    </span>
  );
}

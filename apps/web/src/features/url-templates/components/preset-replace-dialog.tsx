import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * Asks before the HubSpot preset replaces parameters the template already has, naming each one
 * (spec §3's editor keeps a draft, but a replaced value is not restorable row by row). Open while
 * `replaced` holds names; Cancel keeps the parameters as they are.
 */
export function PresetReplaceDialog({
  replaced,
  onConfirm,
  onClose,
}: {
  replaced: readonly string[] | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const count = replaced?.length ?? 0;
  return (
    <ConfirmDialog
      isOpen={replaced !== null}
      title={t('urlTemplates.editor.presetReplaceTitle')}
      description={t('urlTemplates.editor.presetReplaceWarning', { count })}
      cancelLabel={t('urlTemplates.editor.presetReplaceKeep')}
      confirmLabel={t('urlTemplates.editor.presetReplaceConfirm')}
      isPending={false}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <ul
        aria-label={t('urlTemplates.editor.presetReplacedList')}
        className="flex flex-wrap gap-1.5"
      >
        {replaced?.map((name) => (
          <li key={name}>
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{name}</code>
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}

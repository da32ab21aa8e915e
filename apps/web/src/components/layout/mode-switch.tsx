import { useTranslation } from 'react-i18next';
import { APP_MODES, MODE_LABEL_KEYS, type AppMode } from '../../lib/mode/app-mode';

/** The header's mode switch: two pressed/unpressed buttons, the current mode pressed. */
export function ModeSwitch({
  mode,
  onSwitchMode,
}: {
  mode: AppMode;
  onSwitchMode: (mode: AppMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('modes.switchLabel')}
      className="inline-flex rounded-md border border-border bg-card p-0.5"
    >
      {APP_MODES.map((option) => {
        const isCurrent = option === mode;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={isCurrent}
            title={
              isCurrent ? undefined : t('modes.switchTo', { mode: t(MODE_LABEL_KEYS[option]) })
            }
            onClick={() => {
              if (!isCurrent) onSwitchMode(option);
            }}
            className="rounded-sm px-3 py-1 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-pressed:bg-primary aria-pressed:text-primary-foreground"
          >
            {t(MODE_LABEL_KEYS[option])}
          </button>
        );
      })}
    </div>
  );
}

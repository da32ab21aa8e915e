import type { GeneratedField } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Spinner } from '@utmost/ui/components/spinner';
import { SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useBriefGeneration } from '../hooks/use-brief-generation';
import { OverwriteDialog } from './overwrite-dialog';

/**
 * "Generate with AI": drafts the brief from the company's website. Asks first when it would write
 * over content; says what it is doing while it works, and cannot be started twice.
 */
export function MagicButton({ generation }: { generation: ReturnType<typeof useBriefGeneration> }) {
  const { t } = useTranslation();
  const [filledFields, setFilledFields] = useState<GeneratedField[] | null>(null);

  async function begin() {
    const filled = await generation.start();
    if (filled === null) return;
    if (filled.length > 0) setFilledFields(filled);
    else await generation.generate([]);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        type="button"
        variant="outline"
        disabled={generation.isRunning}
        onClick={() => void begin()}
      >
        <SparklesIcon aria-hidden="true" />
        {t('briefs.generate.button')}
      </Button>
      {/* Announced as it changes: the work takes a few seconds and happens out of sight. */}
      <p
        role="status"
        aria-live="polite"
        className="flex items-center gap-2 text-sm text-muted-foreground"
      >
        {generation.step === null ? (
          t('briefs.generate.hint')
        ) : (
          <>
            <Spinner aria-hidden="true" role="presentation" />
            {t(`briefs.generate.steps.${generation.step}`)}
          </>
        )}
      </p>
      <OverwriteDialog
        filledFields={filledFields}
        onClose={() => setFilledFields(null)}
        onGenerate={(chosen) => {
          setFilledFields(null);
          void generation.generate(chosen);
        }}
      />
    </div>
  );
}

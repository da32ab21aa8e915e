import {
  KEYWORD_OVERRIDE_FIELD_NAMES,
  writeGoogleKeyword,
  type KeywordOverride,
} from '@utmost/ads-sdk';
import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { KeyRoundIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Google: the sample ad's keywords whose own suffix, template or custom parameters win over the
 * ad's for their clicks (issue 30), so the run would partially update it. Said before the run, so
 * the marketer can clear those keyword-level values in Google Ads first.
 */
export function KeywordOverridesDetails({
  keywordOverrides,
}: {
  keywordOverrides: readonly KeywordOverride[];
}) {
  const { t } = useTranslation();
  return (
    <Alert variant="warning" data-testid="preview-keyword-overrides">
      <KeyRoundIcon aria-hidden="true" />
      <AlertTitle>{t('urlTemplates.preview.keywordOverrides.title')}</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <p>{t('urlTemplates.preview.keywordOverrides.note')}</p>
        <ul className="flex flex-col gap-1">
          {keywordOverrides.map((override) => (
            <li key={override.criterionId}>
              {t('urlTemplates.preview.keywordOverrides.item', {
                keyword: writeGoogleKeyword(override),
                fields: override.fields
                  .map((field) => KEYWORD_OVERRIDE_FIELD_NAMES[field])
                  .join(', '),
              })}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

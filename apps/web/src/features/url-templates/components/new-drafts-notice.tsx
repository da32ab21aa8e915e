import { Link } from '@tanstack/react-router';
import { DEFAULT_TEMPLATE_ID, PLATFORMS } from '@utmost/ads-sdk';
import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { FilePenLineIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findBrowserStorage, readTemplateDraft } from '../lib/template-draft-storage';

/**
 * New templates started and not yet published: their drafts live on this device only, so the list
 * points back to them (a saved template's draft shows when that template is opened).
 */
export function NewDraftsNotice() {
  const { t } = useTranslation();
  // Read once: the drafts change in the editor, not while the list is on screen.
  const [drafts] = useState(() =>
    PLATFORMS.flatMap((platform) => {
      const draft = readTemplateDraft(findBrowserStorage(), platform, DEFAULT_TEMPLATE_ID);
      return draft === null ? [] : [{ platform, name: draft.name }];
    }),
  );
  if (drafts.length === 0) return null;
  return (
    <Alert variant="info">
      <FilePenLineIcon aria-hidden="true" />
      <AlertTitle>{t('urlTemplates.draftsTitle')}</AlertTitle>
      <AlertDescription>
        <ul className="flex flex-col gap-1">
          {drafts.map((draft) => (
            <li key={draft.platform}>
              <Link
                to="/url-templates/edit-template/$platform/$id"
                params={{ platform: draft.platform, id: DEFAULT_TEMPLATE_ID }}
                className="font-medium text-foreground underline-offset-4 hover:underline"
              >
                {t('urlTemplates.continueDraft', {
                  name: draft.name,
                  platform: t(`platforms.${draft.platform}`),
                })}
              </Link>
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

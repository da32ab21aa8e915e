import { useQuery } from '@tanstack/react-query';
import { supportContactsQueryOptions } from '@utmost/ads-sdk/query';
import { Trans, useTranslation } from 'react-i18next';
import { useAppContext } from '../../lib/app-context';

/** The npm name integrators install; the SDK the web app itself is built on. */
const SDK_PACKAGE = '@utmost/ads-sdk';

const GETTING_STARTED_STEPS = [
  'connect',
  'chooseAccounts',
  'createTemplate',
  'assign',
  'runNow',
  'runHistory',
] as const;

const SEARCH_TERMS_STEPS = ['brief', 'assign', 'validate', 'results', 'decide'] as const;

const HEADING_CLASS = 'text-sm font-semibold text-foreground';
const LINK_CLASS =
  'rounded-sm text-link underline underline-offset-4 outline-none hover:decoration-2 focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The Help dialog's body: getting started with tagging, finding wasted spend in search terms (in
 * a marketer's words, issue 25 item 7), where developers find the API reference and the SDK, and
 * the support contact. The contacts come from the server's configuration.
 */
export function HelpContent() {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const contacts = useQuery({
    ...supportContactsQueryOptions(sdk),
    meta: { showsOwnErrors: true },
  });
  return (
    <div className="flex flex-col gap-5 text-sm text-muted-foreground">
      <section aria-labelledby="help-getting-started" className="flex flex-col gap-2">
        <h3 id="help-getting-started" className={HEADING_CLASS}>
          {t('help.gettingStarted.title')}
        </h3>
        <ol className="flex list-decimal flex-col gap-1.5 pl-5">
          {GETTING_STARTED_STEPS.map((step) => (
            <li key={step}>{t(`help.gettingStarted.steps.${step}`)}</li>
          ))}
        </ol>
        <p>{t('help.gettingStarted.removal')}</p>
      </section>
      <section aria-labelledby="help-search-terms" className="flex flex-col gap-2">
        <h3 id="help-search-terms" className={HEADING_CLASS}>
          {t('help.searchTerms.title')}
        </h3>
        <p>{t('help.searchTerms.intro')}</p>
        <ol className="flex list-decimal flex-col gap-1.5 pl-5">
          {SEARCH_TERMS_STEPS.map((step) => (
            <li key={step}>{t(`help.searchTerms.steps.${step}`)}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="help-developers" className="flex flex-col gap-2">
        <h3 id="help-developers" className={HEADING_CLASS}>
          {t('help.developers.title')}
        </h3>
        {contacts.isSuccess ? (
          <p>
            {t('help.developers.apiDocs')}{' '}
            <a
              href={contacts.data.apiDocsUrl}
              target="_blank"
              rel="noreferrer"
              className={LINK_CLASS}
            >
              {t('help.developers.apiDocsLink')}
            </a>
          </p>
        ) : null}
        <p>
          <Trans
            i18nKey="help.developers.sdk"
            values={{ sdk: SDK_PACKAGE }}
            components={{ code: <code className="font-mono text-foreground" /> }}
          />
        </p>
      </section>
      <section aria-labelledby="help-contact" className="flex flex-col gap-2">
        <h3 id="help-contact" className={HEADING_CLASS}>
          {t('help.contact.title')}
        </h3>
        <p aria-live="polite">
          {contacts.isSuccess ? (
            contacts.data.supportEmail === null ? (
              // No address is set up (a local install): say who can help instead of a dead one.
              t('help.contact.noAddress')
            ) : (
              <>
                {t('help.contact.writeTo')}{' '}
                <a href={`mailto:${contacts.data.supportEmail}`} className={LINK_CLASS}>
                  {contacts.data.supportEmail}
                </a>
              </>
            )
          ) : contacts.isError ? (
            t('help.contact.loadFailed')
          ) : (
            t('help.contact.loading')
          )}
        </p>
      </section>
      <section aria-labelledby="help-about" className="flex flex-col gap-2">
        <h3 id="help-about" className={HEADING_CLASS}>
          {t('help.about.title')}
        </h3>
        <p>{t('help.modes')}</p>
        <p>{t('help.switching')}</p>
        <p>{t('help.access')}</p>
      </section>
    </div>
  );
}

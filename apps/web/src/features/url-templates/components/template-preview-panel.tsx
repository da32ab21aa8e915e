import { Link } from '@tanstack/react-router';
import {
  describeIgnoredParameter,
  describeRunError,
  type AdAccount,
  type Platform,
  type UrlTemplateMap,
  type components,
} from '@utmost/ads-sdk';
import { Alert, AlertDescription } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@utmost/ui/components/select';
import { Spinner } from '@utmost/ui/components/spinner';
import { TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTemplatePreview } from '../hooks/use-template-preview';
import { KeywordOverridesDetails } from './keyword-overrides-details';
import { PreviewUrl } from './preview-url';

type SampleAd = components['schemas']['SampleAd'];

/** The connected accounts a sample ad can come from, most recently connected first. */
function listSampleAccounts(accounts: readonly AdAccount[]): AdAccount[] {
  return accounts
    .filter((account) => account.connectionStatus === 'CONNECTED')
    .sort((left, right) => right.connectedAt.localeCompare(left.connectedAt));
}

function SampleAdDetails({ platform, sampleAd }: { platform: Platform; sampleAd: SampleAd }) {
  const { t } = useTranslation();
  const labels = t(`urlTemplates.preview.levels.${platform}`, { returnObjects: true });
  // Google: campaign, ad group, ad. LinkedIn: campaign group, campaign, creative (spec §2).
  const levels =
    platform === 'google'
      ? [
          [labels.campaign, sampleAd.campaignName],
          [labels.group, sampleAd.groupName],
          [labels.ad, sampleAd.name],
        ]
      : [
          [labels.group, sampleAd.groupName],
          [labels.campaign, sampleAd.campaignName],
          [labels.ad, sampleAd.name],
        ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">{t('urlTemplates.preview.adAccount')}</dt>
      <dd className="truncate">{sampleAd.adAccountName}</dd>
      {levels.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="truncate">{value ?? t('urlTemplates.preview.noName')}</dd>
        </div>
      ))}
    </dl>
  );
}

type AccountTrackingParameters = components['schemas']['AccountTrackingParameters'];

/**
 * LinkedIn (202608+): the ad account's own tracking parameters, which LinkedIn may serve beside
 * the campaign's that a run writes (issue 30 item 4): shown so the preview hides nothing.
 */
function AccountParametersDetails({ parameters }: { parameters: AccountTrackingParameters }) {
  const { t } = useTranslation();
  const rows = [
    ...Object.entries(parameters.dynamic).map(([name, value]) =>
      t('urlTemplates.preview.accountParameters.dynamic', { name, value }),
    ),
    ...Object.entries(parameters.custom).map(([name, value]) => `${name}=${value}`),
  ];
  if (rows.length === 0) return null;
  return (
    <div className="flex flex-col gap-1.5" data-testid="preview-account-parameters">
      <h3 className="text-sm font-medium">{t('urlTemplates.preview.accountParameters.title')}</h3>
      <ul className="flex flex-col gap-1 font-mono text-xs">
        {rows.map((row) => (
          <li key={row} className="break-all">
            {row}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        {t('urlTemplates.preview.accountParameters.note')}
      </p>
    </div>
  );
}

type InheritedTracking = components['schemas']['InheritedTracking'];

/**
 * Google: the suffix and tracking template the ad gets from its ad group, campaign or account. A
 * run keeps them (issue 12), and saying so spares the reader the fear of losing an agency's tracker.
 */
function InheritedTrackingDetails({ inherited }: { inherited: InheritedTracking }) {
  const { t } = useTranslation();
  const { finalUrlSuffix, trackingUrlTemplate } = inherited;
  return (
    <div className="flex flex-col gap-1.5" data-testid="preview-inherited">
      <h3 className="text-sm font-medium">{t('urlTemplates.preview.inherited.title')}</h3>
      <ul className="flex flex-col gap-2 text-sm">
        {finalUrlSuffix === null ? null : (
          <li className="flex flex-col gap-1">
            <span className="text-muted-foreground">
              {t('urlTemplates.preview.inherited.finalUrlSuffix', {
                level: t(`urlTemplates.preview.inherited.levels.${finalUrlSuffix.level}`),
              })}
            </span>
            <code className="rounded-md bg-muted px-3 py-2 font-mono text-xs break-all">
              {finalUrlSuffix.value}
            </code>
          </li>
        )}
        {trackingUrlTemplate === null ? null : (
          <li className="flex flex-col gap-1">
            <span className="text-muted-foreground">
              {t('urlTemplates.preview.inherited.trackingUrlTemplate', {
                level: t(`urlTemplates.preview.inherited.levelNames.${trackingUrlTemplate.level}`),
              })}
            </span>
            <code className="rounded-md bg-muted px-3 py-2 font-mono text-xs break-all">
              {trackingUrlTemplate.value}
            </code>
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * The live preview (spec §2): the final URL the template gives a sample ad of a connected account,
 * the template's parameters highlighted, the parameters the ad cannot take and why, and the error
 * when no URL can be built (e.g. URL_TOO_LONG). Without a connected account only the parameters show.
 */
export function TemplatePreviewPanel({
  platform,
  urlTemplate,
  accounts,
}: {
  platform: Platform;
  urlTemplate: UrlTemplateMap;
  /** The platform's ad accounts; undefined while they load. */
  accounts: readonly AdAccount[] | undefined;
}) {
  const { t } = useTranslation();
  const sampleAccounts = listSampleAccounts(accounts ?? []);
  const [chosenResourceName, setChosenResourceName] = useState<string | null>(null);
  const resourceName =
    sampleAccounts.find((account) => account.resourceName === chosenResourceName)?.resourceName ??
    sampleAccounts[0]?.resourceName ??
    null;
  const preview = useTemplatePreview({ platform, urlTemplate, resourceName });
  const ourNames = new Set(Object.keys(urlTemplate));
  const data = preview.data;

  return (
    <section
      aria-labelledby="template-preview-title"
      aria-busy={preview.isFetching || undefined}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="template-preview-title" className="text-base font-semibold">
          {t('urlTemplates.preview.title')}
        </h2>
        {preview.isFetching ? <Spinner label={t('urlTemplates.preview.updating')} /> : null}
      </div>

      {accounts !== undefined && sampleAccounts.length === 0 ? (
        <Alert>
          <AlertDescription className="flex flex-col items-start gap-2">
            <span>
              {t('urlTemplates.preview.noConnectedAccount', {
                platform: t(`platforms.${platform}`),
              })}
            </span>
            <Button asChild variant="link" className="h-auto p-0">
              <Link to="/ad-accounts/connect/$platform" params={{ platform }}>
                {t('urlTemplates.preview.connectAccount')}
              </Link>
            </Button>
          </AlertDescription>
        </Alert>
      ) : sampleAccounts.length > 0 ? (
        <div className="flex flex-col gap-2">
          <span id="preview-account-label" className="text-sm font-medium">
            {t('urlTemplates.preview.sampleAccount')}
          </span>
          <Select value={resourceName ?? ''} onValueChange={setChosenResourceName}>
            <SelectTrigger aria-labelledby="preview-account-label" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {sampleAccounts.map((account) => (
                <SelectItem key={account.resourceName} value={account.resourceName}>
                  {account.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : null}

      {preview.isError && data === undefined ? (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertDescription className="flex flex-col items-start gap-1">
            <span>{t('urlTemplates.preview.failed')}</span>
            <Button variant="link" className="h-auto p-0" onClick={() => void preview.refetch()}>
              {t('urlTemplates.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : data === undefined ? (
        <p className="text-sm text-muted-foreground">{t('urlTemplates.preview.loading')}</p>
      ) : (
        <div className="flex flex-col gap-4" data-testid="template-preview">
          {data.sampleAd === null ? null : (
            <SampleAdDetails platform={platform} sampleAd={data.sampleAd} />
          )}
          {data.sampleAd === null ? null : (
            <div className="flex flex-col gap-1.5">
              <h3 className="text-sm font-medium">{t('urlTemplates.preview.finalUrl')}</h3>
              {data.url === null ? (
                <Alert variant="destructive">
                  <TriangleAlertIcon aria-hidden="true" />
                  <AlertDescription>
                    {describeRunError(data.errorType) || t('urlTemplates.preview.noUrl')}
                  </AlertDescription>
                </Alert>
              ) : (
                <PreviewUrl url={data.url} ourNames={ourNames} />
              )}
            </div>
          )}
          {data.sampleAd?.keywordOverrides?.length ? (
            <KeywordOverridesDetails keywordOverrides={data.sampleAd.keywordOverrides} />
          ) : null}
          {data.sampleAd?.inheritedTracking ? (
            <InheritedTrackingDetails inherited={data.sampleAd.inheritedTracking} />
          ) : null}
          {data.sampleAd?.accountTrackingParameters ? (
            <AccountParametersDetails parameters={data.sampleAd.accountTrackingParameters} />
          ) : null}
          <div className="flex flex-col gap-1.5">
            <h3 className="text-sm font-medium">{t('urlTemplates.preview.parameters')}</h3>
            {data.toUtm === '' ? (
              <p className="text-sm text-muted-foreground">
                {t('urlTemplates.preview.noParameters')}
              </p>
            ) : (
              <code className="rounded-md bg-muted px-3 py-2 font-mono text-xs break-all">
                {data.toUtm}
              </code>
            )}
          </div>
          {data.ignoredParameters.length === 0 ? null : (
            <div className="flex flex-col gap-1.5">
              <h3 className="text-sm font-medium">{t('urlTemplates.preview.ignored')}</h3>
              <ul className="flex flex-col gap-1 text-sm">
                {data.ignoredParameters.map((parameter) => (
                  <li key={parameter.name}>
                    <code className="font-mono text-xs">{parameter.name}</code>
                    <span className="text-muted-foreground">
                      {' '}
                      — {describeIgnoredParameter(parameter.reason)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {data.sampleAd !== null && data.errorType !== null && data.url !== null ? (
            <p className="text-sm text-warning">{describeRunError(data.errorType)}</p>
          ) : null}
        </div>
      )}
    </section>
  );
}

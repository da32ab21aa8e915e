import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DEFAULT_TEMPLATE_ID, type AdAccount } from '@utmost/ads-sdk';
import { briefsQueryOptions, urlTemplatesQueryOptions } from '@utmost/ads-sdk/query';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@utmost/ui/components/select';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useAssignBrief } from '../api/use-assign-brief';
import { useAssignUrlTemplate } from '../api/use-assign-url-template';

/** Radix Select gives no item an empty value; this one stands for "no template". */
const NO_TEMPLATE = 'none';

/**
 * The tracking template selector of a row (tagging mode): the templates of the account's platform,
 * and "No template" to remove one. Read-only roles see what is assigned.
 */
function TemplateSelect({ account, canEdit }: { account: AdAccount; canEdit: boolean }) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { organizationId } = useSessionScope();
  const { data: templates } = useQuery({
    ...urlTemplatesQueryOptions(sdk, {
      platform: account.platform,
      organizationId: organizationId ?? '',
    }),
    enabled: canEdit && organizationId !== null,
  });
  const assign = useAssignUrlTemplate();
  const assigned = account.urlTemplate;
  const chosenId = assign.isPending ? assign.variables.urlTemplateId : (assigned?.id ?? null);
  const hasNoTemplates = templates !== undefined && templates.length === 0 && assigned === null;
  // The assigned template is always a choice, so the trigger can name it before the list arrives.
  const isAssignedListed =
    assigned === null || templates?.some((template) => template.id === assigned.id) === true;
  const choices = [...(templates ?? []), ...(isAssignedListed ? [] : [assigned])];

  function choose(value: string) {
    const urlTemplateId = value === NO_TEMPLATE ? null : value;
    if (urlTemplateId === (assigned?.id ?? null)) return;
    const name = choices.find((template) => template.id === urlTemplateId)?.name ?? '';
    assign.mutate(
      { platform: account.platform, accounts: [account], urlTemplateId },
      {
        onSuccess: () =>
          notify(
            'success',
            urlTemplateId === null
              ? t('adAccounts.templateRemoved', { account: account.name })
              : t('adAccounts.templateAssigned', { name, count: 1 }),
          ),
      },
    );
  }

  // Why the selector is off, in words beside it, with the way out (issue 13: no silent disabling).
  const reason =
    canEdit && hasNoTemplates ? (
      <p className="w-44 text-xs whitespace-normal text-muted-foreground">
        {t('adAccounts.noTemplateForPlatform', { platform: t(`platforms.${account.platform}`) })}{' '}
        <Link
          to="/url-templates/edit-template/$platform/$id"
          params={{ platform: account.platform, id: DEFAULT_TEMPLATE_ID }}
          className="font-medium text-foreground underline underline-offset-4"
        >
          {t('adAccounts.createTemplate')}
        </Link>
      </p>
    ) : null;

  return (
    <div className="flex flex-col gap-1">
      <Select
        value={chosenId ?? ''}
        disabled={!canEdit || hasNoTemplates || assign.isPending}
        onValueChange={choose}
      >
        <SelectTrigger
          size="sm"
          className="w-full max-w-md"
          aria-label={t('adAccounts.templateOf', { name: account.name })}
          // The column is narrower than long names: the whole name on hover.
          title={choices.find((template) => template.id === chosenId)?.name}
        >
          <SelectValue placeholder={t('adAccounts.chooseTemplate')} />
        </SelectTrigger>
        <SelectContent className="max-w-md">
          {choices.map((template) => (
            <SelectItem key={template.id} value={template.id}>
              {template.name}
            </SelectItem>
          ))}
          {assigned === null ? null : (
            <>
              <SelectSeparator />
              <SelectItem value={NO_TEMPLATE}>{t('adAccounts.removeTemplate')}</SelectItem>
            </>
          )}
        </SelectContent>
      </Select>
      {reason}
    </div>
  );
}

/** Radix Select gives no item an empty value; this one stands for "no AI brief". */
const NO_BRIEF = 'none';

/**
 * The AI rules selector of a row (search-terms mode, Google accounts only, spec §2): the
 * organization's AI briefs, and "No AI brief" to remove one. Read-only roles see what is assigned;
 * with no brief yet it says so, with the way to write one.
 */
function BriefSelect({ account, canEdit }: { account: AdAccount; canEdit: boolean }) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { organizationId } = useSessionScope();
  const isGoogle = account.platform === 'google';
  const { data: briefs } = useQuery({
    ...briefsQueryOptions(sdk, organizationId ?? ''),
    enabled: canEdit && isGoogle && organizationId !== null,
  });
  const assign = useAssignBrief();
  const assigned = account.brand;
  const chosenId = assign.isPending ? assign.variables.brandId : (assigned?.id ?? null);
  const hasNoBriefs = briefs !== undefined && briefs.length === 0 && assigned === null;
  // The assigned brief is always a choice, so the trigger can name it before the list arrives.
  const choices: Array<{ id: string; name: string }> = [
    ...(briefs ?? []).map((brief) => ({ id: brief.id, name: brief.briefName })),
    ...(assigned === null || briefs?.some((brief) => brief.id === assigned.id) === true
      ? []
      : [assigned]),
  ];

  function choose(value: string) {
    const brandId = value === NO_BRIEF ? null : value;
    if (brandId === (assigned?.id ?? null)) return;
    const name = choices.find((brief) => brief.id === brandId)?.name ?? '';
    assign.mutate(
      { accounts: [account], brandId },
      {
        onSuccess: () =>
          notify(
            'success',
            brandId === null
              ? t('adAccounts.briefRemoved', { account: account.name })
              : t('adAccounts.briefAssigned', { name, account: account.name }),
          ),
      },
    );
  }

  if (!isGoogle) {
    return <span className="text-sm text-muted-foreground">{t('adAccounts.briefGoogleOnly')}</span>;
  }
  const reason =
    canEdit && hasNoBriefs ? (
      <p className="w-44 text-xs whitespace-normal text-muted-foreground">
        {t('adAccounts.noBriefsToChoose')}{' '}
        <Link
          to="/ai-briefs/edit-brief/$id"
          params={{ id: 'new-brief' }}
          search={{ from: '/ad-accounts' }}
          className="font-medium text-foreground underline underline-offset-4"
        >
          {t('adAccounts.createBrief')}
        </Link>
      </p>
    ) : null;

  return (
    <div className="flex flex-col gap-1">
      <Select
        value={chosenId ?? ''}
        disabled={!canEdit || hasNoBriefs || assign.isPending}
        onValueChange={choose}
      >
        <SelectTrigger
          size="sm"
          className="w-full max-w-md"
          aria-label={t('adAccounts.briefOf', { name: account.name })}
          title={choices.find((brief) => brief.id === chosenId)?.name}
        >
          <SelectValue placeholder={t('adAccounts.chooseBrief')} />
        </SelectTrigger>
        <SelectContent className="max-w-md">
          {choices.map((brief) => (
            <SelectItem key={brief.id} value={brief.id}>
              {brief.name}
            </SelectItem>
          ))}
          {assigned === null ? null : (
            <>
              <SelectSeparator />
              <SelectItem value={NO_BRIEF}>{t('adAccounts.removeBrief')}</SelectItem>
            </>
          )}
        </SelectContent>
      </Select>
      {reason}
    </div>
  );
}

/** The row's assignment: tracking template in tagging mode, AI rules in search-terms mode. */
export function AssignmentSelect({
  account,
  kind,
  canEdit,
}: {
  account: AdAccount;
  kind: 'trackingTemplate' | 'aiRules';
  canEdit: boolean;
}) {
  return kind === 'trackingTemplate' ? (
    <TemplateSelect account={account} canEdit={canEdit} />
  ) : (
    <BriefSelect account={account} canEdit={canEdit} />
  );
}
